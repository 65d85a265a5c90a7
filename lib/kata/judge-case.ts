/**
 * One grading's session on an engine, and how one case is judged under one rule: run it,
 * compare each call the rule judges with the oracle, and describe the first that went wrong.
 */
import { compareCall, TOOL_SIDE } from "./compare";
import { type CaseReport, type EngineCase, type KataEngine, KataEngineStopped, runCaseOn } from "./engine";
import { type Expected, expectedEnvelope, expectedFor } from "./oracle";
import { type KataRule, problemText } from "./rules";
import type { Counterexample, KataCase, Refusal } from "./verdict";

const STOPPED_MESSAGES = {
  cpu: "your code ran past its time budget (an endless loop?)",
  memory: "your code used more memory than allowed",
} as const;

/** One grading's engine, with what stops it for good (a changed built-in, a stopped engine). */
export class Session {
  callsRun = 0;
  stopped: Refusal | undefined;
  constructor(private readonly engine: KataEngine) {}

  /** The case's report, or undefined once the grading has stopped. */
  async run(kataCase: EngineCase): Promise<CaseReport | undefined> {
    if (this.stopped) return undefined;
    try {
      const report = await runCaseOn(this.engine, kataCase);
      this.callsRun += report.callsStarted;
      if (report.stopped !== "") {
        this.stopped = { code: report.stopped, message: STOPPED_MESSAGES[report.stopped] };
        return undefined;
      }
      if (report.changedBuiltin !== "") {
        this.stopped = {
          code: "crashed",
          message: `your code changed a JavaScript built-in (${report.changedBuiltin})`,
        };
        return undefined;
      }
      return report;
    } catch (thrown) {
      if (!(thrown instanceof KataEngineStopped)) throw thrown;
      this.stopped = thrown.refusal;
      return undefined;
    }
  }
}

/** The first call of `kataCase` that breaks `rule`, or undefined (also once the grading stopped). */
export async function judgeCase(
  rule: KataRule,
  session: Session,
  kataCase: KataCase,
): Promise<Counterexample | undefined> {
  const report = await session.run(kataCase);
  if (!report) return undefined;
  for (const [callIndex, call] of kataCase.calls.entries()) {
    const expected = expectedFor(call, kataCase.timeoutMs);
    const got = report.outcomes[callIndex];
    if (!got) break;
    const aspects = rule.judges[expected.kind];
    const code =
      aspects === undefined || (rule.resolvedOnly && !resolvedToObject(got))
        ? undefined
        : compareCall(expected, got, aspects);
    if (code === undefined) {
      // Calls run one after another: after one that never settled, none of the rest started.
      if (got.outcome.kind === "never-settled") break;
      continue;
    }
    return {
      case: kataCase,
      callIndex,
      expected: expectedEnvelope(expected),
      got: got.outcome,
      toolCalls: got.toolCalls,
      ...(got.receivedArgs === undefined ? {} : { receivedArgs: got.receivedArgs }),
      ...(TOOL_SIDE.includes(code) ? { expectedTool: expectedTool(expected) } : {}),
      problem: problemText(rule, code),
    };
  }
  return undefined;
}

/** What the tool should have seen, for a counterexample whose envelope may be right. */
function expectedTool({ toolCalls, receivedArgs }: Expected): NonNullable<Counterexample["expectedTool"]> {
  return receivedArgs === undefined ? { toolCalls } : { toolCalls, receivedArgs };
}

export function resolvedToObject({ outcome }: CaseReport["outcomes"][number]): boolean {
  const { value } = outcome.kind === "resolved" ? outcome : { value: null };
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
