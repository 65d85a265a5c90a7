import { describe, expect, it } from "vitest";
import { runCaseOn } from "../engine";
import { gradeSubmission } from "../grade";
import { stripTypes } from "../strip-types";
import { createQuickJsEngine, stoppedRefusal } from "./quickjs-engine";
import { DEFAULT_SANDBOX_LIMITS } from "./quickjs-sandbox";

/** A layer whose every call answers ok with what `probe()` returns, so a test can read what the code can see. */
const probing = (probe: string) => `
  export class ToolsLayer {
    constructor(tools: unknown[], timeoutMs: number) {}
    async run(name: string, rawArgs: unknown) {
      return { status: "ok", tool: name, output: (${probe})() };
    }
  }`;

/** What `probe` returns inside the engine, through the real harness. */
async function seenInside(probe: string): Promise<unknown> {
  const stripped = stripTypes(probing(probe));
  if (!stripped.ok) throw new Error(stripped.refusal.message);
  const engine = await createQuickJsEngine();
  try {
    expect(await engine.load(stripped.js)).toEqual({ ok: true });
    const behaviour = { kind: "return", output: null, afterMs: 0 } as const;
    const report = await runCaseOn(engine, { timeoutMs: 100, calls: [{ tool: "calculator", args: {}, behaviour }] });
    const outcome = report.outcomes[0]?.outcome;
    return outcome?.kind === "resolved" &&
      typeof outcome.value === "object" &&
      outcome.value &&
      "output" in outcome.value
      ? outcome.value.output
      : outcome;
  } finally {
    engine.dispose();
  }
}

const HOST_NAMES = [
  "process",
  "require",
  "module",
  "fetch",
  "XMLHttpRequest",
  "WebSocket",
  "setTimeout",
  "setInterval",
];
const FEW_RUNS = { runs: { perRule: 5, nothingEscapes: 5 } };

describe("the QuickJS engine", () => {
  it("gives the submission no way to the host: no process, require, fetch, network or real timers", async () => {
    const names = JSON.stringify([...HOST_NAMES, "Deno", "Bun", "std", "os", "importScripts"]);
    // The real global object, whatever the harness shadows for the submission.
    const probe = `function () {
      var global = Function("return this")();
      return ${names}.filter(function (n) { return typeof global[n] !== "undefined" || typeof globalThis !== "undefined" && n in globalThis; });
    }`;
    expect(await seenInside(probe)).toEqual([]);
  });

  it("finds no host through the Function constructor or a prototype chain either", async () => {
    const probe = `function () {
      var viaFunction = Function("return this")();
      var viaConstructor = ({}).constructor.constructor("return typeof process + typeof require")();
      return [typeof viaFunction.process, typeof viaFunction.require, viaConstructor];
    }`;
    expect(await seenInside(probe)).toEqual(["undefined", "undefined", "undefinedundefined"]);
  });

  it("refuses an import of a host module before any engine starts", async () => {
    const source = `import { readFileSync } from "node:fs";\nexport const secret = readFileSync("/etc/passwd", "utf8");\n`;
    const verdict = await gradeSubmission(source, { engine: () => createQuickJsEngine() });
    expect(verdict).toMatchObject({ kind: "refused", refusal: { code: "import" } });
  });

  it("cannot load a module at run time: a dynamic import is refused inside the engine", async () => {
    const probe = `function () { var p = import("node:fs"); return typeof p; }`;
    // sucrase rewrites import() to require(), which the engine does not have for any module but envelope-kata.
    const verdict = await gradeSubmission(probing(probe), { engine: () => createQuickJsEngine(), ...FEW_RUNS });
    expect(verdict).toMatchObject({ kind: "refused", refusal: { code: "import" } });
  });

  it("stops an endless loop in run, in the constructor and at the top level with the cpu refusal", async () => {
    const loops = [
      "export class ToolsLayer { constructor() {} async run() { for (;;) {} } }",
      "export class ToolsLayer { constructor() { while (true) {} } async run() { return null; } }",
      "for (;;) {}\nexport class ToolsLayer { constructor() {} async run() { return null; } }",
    ];
    for (const source of loops) {
      const verdict = await gradeSubmission(source, { engine: () => createQuickJsEngine() });
      expect(verdict).toEqual({ kind: "refused", refusal: stoppedRefusal("cpu") });
    }
  });

  it("stops a memory bomb with the memory refusal, in plain words, within the WebAssembly memory cap", async () => {
    const bomb = `const keep: unknown[] = [];
      export class ToolsLayer { constructor() {} async run() { for (;;) keep.push(new Uint8Array(1 << 20)); } }`;
    const before = process.memoryUsage().rss;
    const verdict = await gradeSubmission(bomb, { engine: () => createQuickJsEngine() });
    expect(verdict).toEqual({ kind: "refused", refusal: stoppedRefusal("memory") });
    // A typed array's bytes escape QuickJS's own count; the WebAssembly memory's cap holds them
    // (without it this bomb took the process to 2 GB).
    expect(process.memoryUsage().rss - before).toBeLessThan(4 * DEFAULT_SANDBOX_LIMITS.wasmBytes);
    expect(stoppedRefusal("memory").message).toMatch(
      new RegExp(`more than ${DEFAULT_SANDBOX_LIMITS.memoryBytes / 1024 / 1024} MB of memory`),
    );
  });
});
