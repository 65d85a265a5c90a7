/**
 * A layer that runs out of memory is told so, not that it ran too long: even when its own
 * catch turns QuickJS's out-of-memory error into an envelope with words of its own, so the
 * error never reaches the grader as it was thrown.
 */
import { expect, it } from "vitest";
import { layerSource } from "./corpus/layer-source";
import { gradeSubmission } from "./grade";
import { createQuickJsEngine, stoppedRefusal } from "./server/quickjs-engine";

it("refuses a layer that fills the memory inside run, and hides the error in its envelope, with the memory refusal", async () => {
  const bomb = layerSource({
    call: `const hoard: string[] = [];
      for (;;) hoard.push("x".repeat(100_000) + hoard.length);`,
    catchAll: `return { status: "tool_error", tool: name, error: \`failed: \${messageOf(thrown)}\` };`,
  });
  const verdict = await gradeSubmission(bomb, { engine: () => createQuickJsEngine() });
  expect(verdict).toEqual({ kind: "refused", refusal: stoppedRefusal("memory") });
  expect(stoppedRefusal("memory").message).not.toEqual(stoppedRefusal("cpu").message);
  expect(stoppedRefusal("memory").message).toMatch(/memory/);
}, 60_000);
