/**
 * The parts the dashboard is made of: tables, charts, panels, and the lesson material
 * they are read against. Apart from dashboard-model.ts so that activity-panels.ts can
 * build panels without importing the model that imports it.
 */
import type { Checkpoint } from "@/lib/exercises/checkpoint/schema";
import type { MatchExercise } from "@/lib/exercises/match/schema";
import type { AnyKataRuleId } from "@/lib/kata/grader-rules";

/** The authored material an activity's figures are read against. */
export type LessonContent = {
  title: string;
  checkpoint: Checkpoint | null;
  match: MatchExercise | null;
  kataRules: readonly { id: AnyKataRuleId; title: string }[] | null;
  /** The concept a drawn checkpoint question practises, in words, by the section it reviews (practice.yaml); empty without practice. */
  drawnConcepts: Readonly<Record<string, string>>;
};

export type Cell = string | number;
export type DashboardTable = { id: string; caption: string; columns: string[]; rows: Cell[][] };
/** Bars of a chart; `value` is drawn against `max`, `text` is what the bar says. */
export type BarChart = { title: string; max: number; bars: { label: string; value: number; text: string }[] };
export type Panel = { table: DashboardTable; chart: BarChart | null; note: string | null };
