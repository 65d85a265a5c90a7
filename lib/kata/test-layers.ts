/**
 * Helpers for the kata's tests: a realm engine with a submission loaded, and quick cases.
 */
import { type KataEngine, runCaseOn } from "./engine";
import { createRealmEngine } from "./engine-realm";
import { stripTypes } from "./strip-types";
import type { Behaviour, Json, KataCase } from "./verdict";

/** A realm engine with `source` (TypeScript) loaded; fails the test if it is refused. */
export async function loadedEngine(source: string): Promise<KataEngine> {
  const stripped = stripTypes(source);
  if (!stripped.ok) throw new Error(`refused: ${stripped.refusal.message}`);
  const engine = createRealmEngine();
  const answer = await engine.load(stripped.js);
  if (!answer.ok) throw new Error(`not loaded: ${answer.message}`);
  return engine;
}

/** A case of one call. */
export function oneCall(tool: string, args: Json, behaviour: Behaviour, timeoutMs = 1000): KataCase {
  return { timeoutMs, calls: [{ tool, args, behaviour }] };
}

/** Loads `source`, runs `kataCase`, and disposes of the engine. */
export async function runOnce(source: string, kataCase: KataCase) {
  const engine = await loadedEngine(source);
  try {
    return await runCaseOn(engine, kataCase);
  } finally {
    engine.dispose();
  }
}

/** A layer whose run is `body` (JavaScript, with `tools`, `name`, `rawArgs` and envelope-kata's exports in scope). */
export function layerWithRun(body: string): string {
  return `import { callWithDeadline, isTimeoutSignal, messageOf, ToolTimeoutError } from "envelope-kata";
export class ToolsLayer {
  tools: any[]; ms: number;
  constructor(tools: any[], ms: number) { this.tools = tools; this.ms = ms; }
  async run(name: string, rawArgs: any): Promise<any> {
    const tools = this.tools;
    const ms = this.ms;
    ${body}
  }
}`;
}
