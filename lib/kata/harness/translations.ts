/**
 * Part of the inner harness (./harness.ts): running one case of the translator kata. Each call
 * hands the student's function for its format a fresh copy of the input (so nothing one call
 * does to it reaches the next) and records what came back. The functions are synchronous, so
 * a case ends when start does: advance has nothing to fire. The report has the first kata's
 * shape (CaseReportSchema in engine.ts); no tool runs, so toolCalls is always 0.
 */
import { TRANSLATOR_FORMATS } from "../submission-kinds";
import { append, apply, bounded, messageOf, parseJson, snapshot, toJson } from "./intrinsics";
import type { Loader } from "./load";

type TranslatorCall = { format: string; call: unknown; requestId: number };

/** The translator kata's start, advance and report over the loaded functions. */
export function createTranslationRunner({ loaded, fatal, noteFatal }: Loader, changedBuiltin: () => string) {
  const run = { outcomes: [] as unknown[] };

  function exportFor(format: string): unknown {
    for (let f = 0; f < TRANSLATOR_FORMATS.length; f++) {
      const known = TRANSLATOR_FORMATS[f] as (typeof TRANSLATOR_FORMATS)[number];
      if (known.id === format) return loaded.exports[known.exportName];
    }
    return undefined;
  }

  /** Runs every call of the case (JSON) at once, in order. */
  function start(caseJson: string): void {
    run.outcomes = [];
    const calls: TranslatorCall[] = parseJson(caseJson).calls;
    for (let i = 0; i < calls.length; i++) {
      const call = calls[i] as TranslatorCall;
      // Fresh objects per call, parsed from the host's text: the student's function may change its input.
      const input = parseJson(toJson(call.call));
      const args = call.format === "mcp" ? [input, call.requestId] : [input];
      let outcome: unknown;
      try {
        outcome = {
          kind: "resolved",
          value: snapshot(apply(exportFor(call.format) as () => unknown, undefined, args)),
        };
      } catch (e) {
        noteFatal(e);
        outcome = { kind: "escaped", message: bounded(messageOf(e)) };
      }
      append(run.outcomes, { outcome: outcome, toolCalls: 0 });
    }
  }

  function report(): string {
    return toJson({
      outcomes: run.outcomes,
      changedBuiltin: changedBuiltin(),
      stopped: fatal.code,
      callsStarted: run.outcomes.length,
    });
  }

  return { start: start, advance: () => false, report: report };
}
