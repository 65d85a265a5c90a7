/**
 * What the dashboard is computed from: the attempts and passbacks of one course
 * (context), or of every course when opened with the instructor key. The reader in
 * read-class-results.ts fills it from the store; tests build it by hand.
 */
import type { Activity } from "@/lib/exercise-kinds/registry";

/** Whose results these are. With "all", learners are never named (docs/instructor.md). */
export type ResultsScope =
  | { kind: "context"; issuer: string; clientId: string; deploymentId: string; contextId: string; title: string | null }
  | { kind: "all" };

export type ClassAttempt = {
  slug: string;
  widget: Activity;
  learnerId: number;
  /** The name the platform sent in this course; always null for the "all" scope. */
  learnerName: string | null;
  /** When the attempt was graded. */
  createdAt: Date;
  /** When the learner opened it, by the server's clock (lib/store/attempts.ts `open`); null when not known. */
  openedAt: Date | null;
  score: number;
  max: number;
  passed: boolean;
  answers: unknown;
  verdicts: unknown;
};

export type ClassPassback = {
  learnerId: number;
  /** The name the platform sent in this course; always null for the "all" scope. */
  learnerName: string | null;
  slug: string;
  widget: Activity;
  status: "pending" | "failed";
  tries: number;
  lastError: string | null;
  nextTryAt: Date;
};

/** One practice item a learner answered (ungraded; docs/practice.md). */
export type ClassPracticeAnswer = {
  slug: string;
  concept: string;
  learnerId: number;
  /** The name the platform sent in this course; always null for the "all" scope. */
  learnerName: string | null;
  /** The seed the item was drawn from: the server can draw it again to show it. */
  seed: number;
  right: boolean;
  answeredAt: Date;
};

export type ClassResults = {
  scope: ResultsScope;
  attempts: ClassAttempt[];
  passbacks: ClassPassback[];
  practice: ClassPracticeAnswer[];
};

/** How a learner is named on the dashboard: the course's name for them, else a pseudonym from the row id. */
export function learnerLabel(learnerId: number, name: string | null): string {
  return name?.trim() ? name.trim() : `Learner #${learnerId}`;
}
