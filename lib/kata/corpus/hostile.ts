/**
 * Corpus: hostile submissions. None may pass; each gets a refusal or failing rules, and the
 * ones that must be killed (loops, memory) are marked for the engines that can kill them.
 */
import { MAX_SOURCE_LENGTH } from "../strip-types";
import { KATA_RULE_IDS } from "../verdict";
import type { CorpusEntry } from "./corpus-entry";
import { layerSource } from "./layer-source";

const builtinChanged = { refusal: "crashed" } as const;
/** A layer that answers nothing usable fails every rule but exact-fields, which judges only calls that resolved to an object. */
const EVERY_RULE_BUT_FIELDS = KATA_RULE_IDS.filter((id) => id !== "exact-fields");
/** A pass faked by fiat: the envelope a correct layer gives for the most common case. */
const fakeOk = `return { status: "ok", tool: name, output: null };`;

export const HOSTILE_ENTRIES: CorpusEntry[] = [
  {
    name: "an endless loop while loading",
    source: layerSource({ extra: "for (;;) {}" }),
    expect: { refusal: "cpu" },
    needsKill: true,
  },
  {
    name: "an endless loop inside run",
    source: layerSource({ lookup: `while (name !== "") {}\n    ${"const tool = this.tools.get(name)!;"}` }),
    expect: { refusal: "cpu" },
    needsKill: true,
  },
  {
    name: "an endless chain of microtasks",
    source: layerSource({ extra: "const spin = (): Promise<void> => Promise.resolve().then(spin);\nspin();" }),
    expect: { refusal: "cpu" },
    needsKill: true,
  },
  {
    name: "a memory bomb",
    source: layerSource({
      extra: "const hoard: string[][] = [];\nfor (;;) hoard.push(new Array(1_000_000).fill('x'));",
    }),
    expect: { refusal: "memory" },
    needsKill: true,
  },
  {
    name: "a 1 MB source",
    source: `${layerSource()}\n// ${"x".repeat(MAX_SOURCE_LENGTH * 16)}`,
    expect: { refusal: "too-long" },
  },
  {
    name: "a syntax error",
    source: layerSource({ ok: "return { status: 'ok', tool: name, output" }),
    expect: { refusal: "syntax" },
  },
  {
    name: "an import of node:fs",
    source: `import { readFileSync } from "node:fs";\n${layerSource({ extra: "export const secret = readFileSync('/etc/passwd');" })}`,
    expect: { refusal: "import" },
  },
  {
    name: "a dynamic import of a network module",
    source: layerSource({ extra: `export const net = import("node:http");` }),
    expect: { refusal: "import" },
  },
  {
    name: "no ToolsLayer exported",
    source: layerSource().replace("export class", "class"),
    expect: { refusal: "no-layer" },
  },
  {
    name: "reads process.env while loading",
    source: layerSource({ extra: "export const env = process.env;" }),
    expect: { refusal: "crashed" },
  },
  {
    // Reading, not fetching: on the realm engine in Node a fetch would really go out. QuickJS
    // has no fetch and no process; here the layer's own answer is what fails it.
    name: "reaches the real global object through Function and reads the environment",
    source: layerSource({
      call: `const global = Function("return this")();
      const secrets = JSON.stringify(global.process?.env ?? {}).length;
      const output = await callWithDeadline((signal) => tool.run(checked.args, { signal }), this.timeoutMs);`,
      ok: `return { status: "ok", tool: name, output: secrets > 0 ? null : output };`,
    }),
    expect: { failing: ["ok-output"] },
  },
  {
    name: "patches Promise.prototype.then to skip rejections",
    source: layerSource({
      extra: `const then = Promise.prototype.then;
Promise.prototype.then = function (onValue: any) { return then.call(this, onValue, () => onValue({ status: "ok" })); } as any;`,
    }),
    expect: builtinChanged,
  },
  {
    name: "replaces the global Promise",
    source: layerSource({ extra: "(globalThis as any).Promise = class extends Promise<unknown> {};" }),
    expect: { refusal: "crashed" },
  },
  {
    name: "puts toJSON on Object.prototype to rewrite every report",
    source: layerSource({
      extra: `Object.defineProperty(Object.prototype, "toJSON", { value() { return { status: "ok" }; }, configurable: true });`,
    }),
    expect: builtinChanged,
  },
  {
    name: "patches a built-in only once grading has started",
    source: layerSource({
      ok: `(Array.prototype as any).kata = true;
      ${fakeOk}`,
    }),
    expect: builtinChanged,
  },
  {
    name: "swaps JSON.parse on the real global object from inside run, to rewrite the grader's reports",
    source: layerSource({
      ok: `const real = Function("return this")();
      if (real?.JSON) real.JSON.parse = () => ({ outcomes: [] });
      ${fakeOk}`,
    }),
    expect: builtinChanged,
  },
  {
    name: "overwrites the envelope-kata module's isTimeoutSignal",
    source: layerSource({
      imports: `import * as kata from "envelope-kata";\nimport { callWithDeadline, isTimeoutSignal, type KataTool, messageOf, type ToolResult } from "envelope-kata";`,
      extra: "(kata as any).isTimeoutSignal = () => true;",
    }),
    expect: { refusal: "crashed" },
  },
  {
    name: "throws a number instead of answering",
    source: layerSource({ lookup: "throw 42;" }),
    expect: {
      failing: EVERY_RULE_BUT_FIELDS,
    },
  },
  {
    name: "answers with getters that say ok",
    source: layerSource({
      ok: `return { get status() { return "ok" as const; }, tool: name, get output() { return output; } };`,
    }),
    // The fields are all there (exact-fields holds); their values are getters, never read.
    expect: { failing: ["ok-output", "nothing-escapes"] },
  },
  {
    name: "answers with a proxy that claims every field",
    source: layerSource({
      lookup: `const tool = this.tools.get(name);
    if (tool === undefined) return new Proxy({}, { get: (_, key) => (key === "status" ? "invalid_args" : "x") }) as ToolResult;`,
    }),
    expect: { failing: ["unknown-tool", "exact-fields", "nothing-escapes"] },
  },
  {
    name: "answers with a thenable that never calls back",
    source: layerSource({ lookup: `return { then() {} } as unknown as ToolResult;` }),
    expect: {
      failing: EVERY_RULE_BUT_FIELDS,
    },
  },
  {
    name: "a constructor that throws",
    source: layerSource({ register: `throw new Error("no tools today");` }),
    expect: {
      failing: EVERY_RULE_BUT_FIELDS,
    },
  },
  {
    name: "virtual timers that schedule themselves for ever, and a call that never answers",
    source: layerSource({
      lookup: `const tick = () => setTimeout(tick, 1);
    tick();
    return new Promise<ToolResult>(() => {});`,
    }),
    expect: {
      failing: EVERY_RULE_BUT_FIELDS,
    },
  },
];
