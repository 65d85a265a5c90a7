/**
 * The sandbox's "my layer" worker: the student's kata layer runs here, on its own thread, in
 * the realm engine's live mode, for one call. The page's watchdog (the kata's, in
 * lib/kata/ui/watchdog-grader.ts) hears a heartbeat while this thread is free; a loop stops
 * the heartbeat, and the watchdog terminates the worker.
 *
 * NOTE: a second entry beside kata-worker-entry.ts, not the same file, because that one
 * bundles the whole grader (fast-check, rules, oracle) and this needs none of it: both share
 * stripTypes, the harness, the realm engine, the watchdog and its progress message.
 *
 * Bridge, not stand-ins: the sandbox's point is the real tools with the sandbox's faults,
 * seed, pool and SQL worker, and those live on the page. So a tool's `run` is asked of the
 * page (tool-run, answered by tool-settled) and an aborted signal is passed on (tool-abort).
 * A tool's `check` must answer synchronously in the kata's interface, so it cannot wait for
 * the page: the worker runs it with the real tools' own argument schemas, which are pure.
 */
import type { ZodType } from "zod";
import { checkArgs } from "@/lib/envelope/check-args";
import { CalculatorArgsSchema } from "@/lib/envelope/tools/calculator";
import { DatabaseArgsSchema } from "@/lib/envelope/tools/database";
import { WeatherArgsSchema } from "@/lib/envelope/tools/weather";
import type { CallReport } from "@/lib/kata/call-report";
import { createLiveRealm } from "@/lib/kata/engine-realm";
import type { LiveHostTool } from "@/lib/kata/harness/harness";
import { stripTypes } from "@/lib/kata/strip-types";
import {
  ANSWER_GRACE_MS,
  type FromLayer,
  LayerCallSchema,
  type ToolAnswer,
  ToolSettledSchema,
} from "@/lib/kata/ui/layer-protocol";
import { PROGRESS_MESSAGE, READING_MESSAGE } from "@/lib/kata/ui/watchdog-grader";
import { PROGRESS_EVERY_MS } from "@/lib/kata/ui/worker-protocol";

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: FromLayer | typeof PROGRESS_MESSAGE | typeof READING_MESSAGE): void;
};

const SCHEMAS: Record<string, ZodType<unknown>> = {
  calculator: CalculatorArgsSchema,
  weather: WeatherArgsSchema,
  database: DatabaseArgsSchema,
};

/** Tool calls waiting for the page, by id. */
const waiting = new Map<number, (answer: ToolAnswer) => void>();
let nextId = 0;

function hostTools(): LiveHostTool[] {
  return Object.entries(SCHEMAS).map(([name, schema]) => ({
    name,
    check: (raw) => checkArgs(schema, raw),
    run: (args) => {
      nextId += 1;
      const id = nextId;
      const settled = new Promise<ToolAnswer>((resolve) => waiting.set(id, resolve));
      scope.postMessage({ type: "tool-run", id, tool: name, args });
      return { settled, abort: () => scope.postMessage({ type: "tool-abort", id }) };
    },
  }));
}

async function runCall(data: unknown) {
  const parsed = LayerCallSchema.safeParse(data);
  if (!parsed.success) return scope.postMessage({ type: "failed", message: "the sandbox's request could not be read" });
  const { source, timeoutMs, tool, args } = parsed.data;
  // Reading cannot be interrupted here: the watchdog tells its silence apart from a loop's.
  scope.postMessage(READING_MESSAGE);
  const stripped = stripTypes(source);
  scope.postMessage(PROGRESS_MESSAGE);
  if (!stripped.ok) return scope.postMessage({ type: "refused", refusal: stripped.refusal });
  const realm = createLiveRealm();
  const loaded = realm.load(stripped.js);
  if (!loaded.ok)
    return scope.postMessage({ type: "refused", refusal: { code: loaded.code, message: loaded.message } });
  scope.postMessage({ type: "started" });
  // A layer that never settles (it awaits a hung tool without a deadline) is cut off here, a
  // second after its deadline. This timer, like the heartbeat, fires only while the thread is
  // free: a loop is the watchdog's to stop, and is told apart from a layer that is just waiting.
  const cutOff = new Promise<CallReport>((resolve) =>
    setTimeout(() => resolve({ outcome: { kind: "never-settled" }, toolCalls: 0 }), timeoutMs + ANSWER_GRACE_MS),
  );
  const report = await Promise.race([realm.call(timeoutMs, hostTools(), tool, JSON.parse(args)), cutOff]);
  scope.postMessage({ type: "answered", report });
}

scope.onmessage = (event) => {
  const settled = ToolSettledSchema.safeParse(event.data);
  if (settled.success) {
    waiting.get(settled.data.id)?.(settled.data.answer);
    waiting.delete(settled.data.id);
    return;
  }
  // The heartbeat: it fires only while this thread is free, so a loop in the layer silences it.
  setInterval(() => scope.postMessage(PROGRESS_MESSAGE), PROGRESS_EVERY_MS);
  scope.postMessage(PROGRESS_MESSAGE);
  runCall(event.data).catch((thrown) =>
    scope.postMessage({ type: "failed", message: thrown instanceof Error ? thrown.message : String(thrown) }),
  );
};
