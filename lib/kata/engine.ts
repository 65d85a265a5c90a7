/**
 * The interface both runtimes implement: the realm engine (the browser's worker, Node tests)
 * and the QuickJS engine (the server). The host drives either one the same way, so both
 * give the same outcomes: load once, then per case start, drain, advance, drain, ..., report.
 */
import { z } from "zod";
import { type CallReport, CallReportSchema } from "./call-report";
import type { SubmissionKind } from "./submission-kinds";
import type { TranslatorCase } from "./translator/verdict";
import { KATA_REFUSALS, type KataCase, type Refusal } from "./verdict";

/** A case of either kata: calls to a ToolsLayer, or translations (the harness knows which from load). */
export type EngineCase = KataCase | TranslatorCase;

/** What load answers: ready, or a refusal (the submission threw, imported, exported no layer...). */
export const LoadAnswerSchema = z.union([
  z.strictObject({ ok: z.literal(true) }),
  z.strictObject({ ok: z.literal(false), code: z.enum(KATA_REFUSALS), message: z.string() }),
]);
export type LoadAnswer = z.infer<typeof LoadAnswerSchema>;

export { type CallReport, CallReportSchema };

/** What report answers after a case. */
export const CaseReportSchema = z.strictObject({
  outcomes: z.array(CallReportSchema),
  /** The first JavaScript built-in the submission changed, or "". */
  changedBuiltin: z.string(),
  /** Set when the engine stopped the submission (QuickJS's CPU budget or memory cap) and the harness saw it. */
  stopped: z.enum(["", "cpu", "memory"]),
  callsStarted: z.number().int().min(0),
});
export type CaseReport = z.infer<typeof CaseReportSchema>;

/** One runtime with the harness in it. Methods may be async (a worker, a wasm engine). */
export interface KataEngine {
  /** Evaluates the submission's stripped JavaScript as a submission of `kind` ("layer" when left out); once per engine. */
  load(js: string, kind?: SubmissionKind): Promise<LoadAnswer>;
  /** A fresh layer for the case, and its first call (a translator's case: all its calls). */
  start(kataCase: EngineCase): Promise<void>;
  /** Runs every pending microtask (the realm: a macrotask hop; QuickJS: executePendingJobs). */
  drain(): Promise<void>;
  /** Fires the next due timers; false when every call settled or nothing is left to fire. */
  advance(): Promise<boolean>;
  report(): Promise<CaseReport>;
  dispose(): void;
}

/** Makes a fresh engine; gradeSubmission makes one per grading. */
export type KataEngineFactory = () => KataEngine | Promise<KataEngine>;

/**
 * Thrown by an engine that stopped the submission (CPU budget, memory cap, a crash of the
 * runtime); the grade becomes this refusal.
 */
export class KataEngineStopped extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = "KataEngineStopped";
  }
}

/** Runs one case to the end on `engine`: every call settled, or no timer left to fire. */
export async function runCaseOn(engine: KataEngine, kataCase: EngineCase): Promise<CaseReport> {
  await engine.start(kataCase);
  await engine.drain();
  while (await engine.advance()) await engine.drain();
  return engine.report();
}
