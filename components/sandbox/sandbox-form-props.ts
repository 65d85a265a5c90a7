/**
 * The sandbox form's props, apart from the form itself: the form and the panels it is built
 * from (faults-panel-body.tsx, fault-fieldset.tsx) all read them, and the panels are imported
 * by the form.
 */
import type { ReactNode } from "react";
import type { ToolName } from "@/lib/envelope/tool-names";
import type { FaultControl, FaultControls } from "@/lib/sandbox/fault-controls";
import type { KataChoice, SandboxState } from "@/lib/sandbox/sandbox-state";

/** What the student typed into number fields, by field key (the id without its prefix). */
export type Drafts = Readonly<Record<string, string>>;

/** What the live sandbox does when a control changes. Absent in the static placeholder. */
export interface FormHandlers {
  setTool(tool: string): void;
  setArgs(args: string): void;
  setTimeoutMs(ms: number): void;
  setSeed(seed: number): void;
  /** Replaces the seed with a fresh one (and forgets any seed being typed). */
  newSeed(): void;
  setPoolWait(wait: boolean): void;
  setCalls(calls: number): void;
  setFault(tool: ToolName, control: FaultControl): void;
  setCompare(compare: boolean): void;
  /** Which layer runs: undefined for the lesson's, a lesson's slug for its kata draft. */
  setKataLayer(slug: string | undefined): void;
  setDraft(key: string, text: string): void;
  run(): void;
}

export interface SandboxFormProps {
  id: string;
  state: SandboxState;
  controls: FaultControls;
  compare: boolean;
  /** The JSON mistake in the arguments, already phrased with line and column. */
  argsError: string | null;
  running: boolean;
  drafts?: Drafts;
  /** The fault panel was opened on the placeholder; otherwise it opens when faults are set. */
  faultsOpen?: boolean;
  on?: FormHandlers;
  /** Lessons whose kata draft can run instead of the lesson's layer; no choice without any. */
  katas?: readonly KataChoice[];
  /** Under the layer choice (live only): whether there is a draft to run, with a link to the kata. */
  layerNote?: ReactNode;
}
