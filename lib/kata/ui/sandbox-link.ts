/**
 * From a failed rule's counterexample to a sandbox run with the student's layer: the failing
 * call's tool, arguments and deadline, and the fault that makes the sandbox's real tool act
 * out what the kata's stand-in did. Where the sandbox has nothing that behaves the same, the
 * answer says why instead of a link, so the student is never sent to a run that cannot fail.
 */
import { type FaultPlan, FaultPlanSchema, MAX_FAULT_MESSAGE_LENGTH } from "@/lib/envelope/faults";
import { isToolName } from "@/lib/envelope/tool-names";
import type { Behaviour, Counterexample } from "@/lib/kata/verdict";
import {
  checkDeadlineMs,
  DEFAULT_SANDBOX_STATE,
  SANDBOX_TEXT_LIMITS,
  type SandboxState,
  sandboxStateToSearch,
} from "@/lib/sandbox/sandbox-state";

export type SandboxLink =
  /** `notes`: where the sandbox's run differs from the kata's case, in the student's words. */
  { ok: true; state: SandboxState; href: string; notes: string[] } | { ok: false; why: string };

type Fault = { fault?: FaultPlan[keyof FaultPlan]; notes: string[] } | { why: string };

/** The sandbox's fault for what the stand-in tool did, or why there is none. */
function faultFor(behaviour: Behaviour, timeoutMs: number): Fault {
  const late = "afterMs" in behaviour && behaviour.afterMs >= timeoutMs;
  if (late) {
    // Past the deadline only the deadline matters: a slow fault holds the real tool that long.
    return {
      fault: { kind: "slow", ms: behaviour.afterMs },
      notes: ["The sandbox's tool waits as long as the kata's did, then answers for real."],
    };
  }
  switch (behaviour.kind) {
    case "return":
      return { notes: ["The sandbox's real tool answers, with its own output."] };
    case "throw": {
      const fault = { kind: "throw" as const, message: behaviour.message };
      // The sandbox's own check of a fault (length, well-formed text), so the link's fault loads.
      if (!FaultPlanSchema.safeParse({ calculator: fault }).success)
        return { why: `the sandbox's throw fault takes a message of 1 to ${MAX_FAULT_MESSAGE_LENGTH} characters` };
      return { fault, notes: [] };
    }
    case "throw-now":
      return {
        why: "the kata's tool threw a bare string at once, before returning a promise, and no sandbox fault does that",
      };
    case "signal-timeout":
      return {
        fault: { kind: "hang" },
        notes: [
          "The sandbox's tools cannot give up with a timeout signal of their own, so the tool hangs and the deadline's timeout signal stands in for it.",
        ],
      };
    case "hang":
      return {
        fault: { kind: "hang" },
        notes: behaviour.onAbort === "reject" ? ["The sandbox's hung tool ignores its signal."] : [],
      };
  }
}

/** The sandbox run that replays `counterexample`'s failing call through lesson `slug`'s kata draft. */
export function counterexampleToSandbox(slug: string, counterexample: Counterexample): SandboxLink {
  const { case: kataCase, callIndex } = counterexample;
  const call = kataCase.calls[callIndex];
  if (!call) return { ok: false, why: "the failing call is missing from the case" };
  const tool = call.tool;
  if (tool.trim() === "" || tool.length > SANDBOX_TEXT_LIMITS.maxToolLength)
    return {
      ok: false,
      why: `the sandbox's Tool field takes a name of 1 to ${SANDBOX_TEXT_LIMITS.maxToolLength} characters`,
    };
  const deadline = checkDeadlineMs(kataCase.timeoutMs);
  if (!deadline.ok) return { ok: false, why: `the sandbox's deadline ${deadline.problem}` };
  const args = JSON.stringify(call.args);
  if (args.length > SANDBOX_TEXT_LIMITS.maxArgsLength)
    return {
      ok: false,
      why: `the arguments are longer than the sandbox's ${SANDBOX_TEXT_LIMITS.maxArgsLength} characters`,
    };
  const notes: string[] = [];
  const faults: FaultPlan = {};
  // A name the layer does not know never reaches a tool: no fault to set.
  if (isToolName(tool)) {
    const found = faultFor(call.behaviour, kataCase.timeoutMs);
    if ("why" in found) return { ok: false, why: found.why };
    if (found.fault) Object.assign(faults, { [tool]: found.fault });
    notes.push(...found.notes);
  }
  const earlier = callIndex;
  if (earlier > 0)
    notes.push(
      `Only the failing call runs; the ${earlier === 1 ? "call" : `${earlier} calls`} before it in the case ${earlier === 1 ? "is" : "are"} left out.`,
    );
  const state: SandboxState = {
    ...DEFAULT_SANDBOX_STATE,
    tool,
    args,
    timeoutMs: deadline.value,
    faults,
    kataLayer: slug,
  };
  return { ok: true, state, href: `/sandbox?${sandboxStateToSearch(state)}`, notes };
}
