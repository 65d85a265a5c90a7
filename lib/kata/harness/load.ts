/**
 * Part of the inner harness (./harness.ts): loading the submission. Its stripped module becomes
 * the body of a function whose parameters shadow require/exports/module and the timers, and
 * hide the host's globals; a module that throws, imports, changes a built-in or lacks what its
 * kata asks for (submission-kinds.ts) is refused.
 */
import { SUBMISSION_EXPORTS, type SubmissionKind } from "../submission-kinds";
import type { Clock } from "./clock";
import {
  append,
  apply,
  ErrorCtor,
  FunctionCtor,
  getOwnDescriptor,
  hasOwn,
  isInstance,
  messageOf,
  put,
  StringOf,
  toJson,
} from "./intrinsics";

/** Names a submission must not see; all undefined inside its module. */
const HIDDEN = [
  "setInterval",
  "clearInterval",
  "setImmediate",
  "clearImmediate",
  "process",
  "globalThis",
  "global",
  "self",
  "window",
  "fetch",
  "XMLHttpRequest",
  "WebSocket",
  "importScripts",
  "postMessage",
  "Worker",
  "MessageChannel",
  "performance",
];

/** The student's module, once loaded: its kind, its exports, and (for the first kata) the layer class. */
export type Loaded = {
  done: boolean;
  kind: SubmissionKind;
  exports: Record<string, unknown>;
  Layer: (new (tools: unknown[], timeoutMs: unknown) => Layer) | undefined;
};
export type Layer = { run(tool: unknown, args: unknown): unknown };

function answer(code: string, message: string): string {
  return toJson(code === "" ? { ok: true } : { ok: false, code: code, message: message });
}

function ownValue(object: object, key: string): unknown {
  const own = getOwnDescriptor(object, key);
  return own && hasOwn(own, "value") ? own.value : undefined;
}

/** The loader of one harness, with what it learns: the layer, and whether QuickJS stopped the code. */
export function createLoader(envelopeKata: object, clock: Clock, changedBuiltin: () => string) {
  const loaded: Loaded = { done: false, kind: "layer", exports: {}, Layer: undefined };
  /**
   * QuickJS stops a submission by throwing an InternalError ("interrupted" at the CPU budget,
   * "out of memory" at the cap) that async code can turn into an ordinary rejection. Seen
   * anywhere, it ends the grading as a refusal instead of being graded as the layer's answer.
   */
  const fatal = { code: "" as "" | "cpu" | "memory" };
  function noteFatal(thrown: unknown): void {
    try {
      if (!isInstance(ErrorCtor, thrown) || (thrown as Error).name !== "InternalError") return;
      const message = StringOf((thrown as Error).message);
      if (message === "interrupted") fatal.code = "cpu";
      else if (message === "out of memory") fatal.code = "memory";
    } catch {
      // an unreadable error is not the engine's
    }
  }

  /** Evaluates the stripped submission (of `kind`) once; answers a LoadAnswer as JSON (engine.ts). */
  function load(js: string, kind: unknown = "layer"): string {
    if (loaded.done) return answer("crashed", "the harness was already loaded");
    loaded.done = true;
    if (kind !== "layer" && kind !== "translator") return answer("crashed", "the harness was asked for no known kata");
    loaded.kind = kind;
    const exportsObject = {};
    const moduleObject = { exports: exportsObject };
    const refused = { name: "" };
    function require(name: unknown) {
      if (name === "envelope-kata") return envelopeKata;
      refused.name = StringOf(name);
      throw new ErrorCtor(`only envelope-kata can be imported, not ${StringOf(name)}`);
    }
    const parameters = ["require", "exports", "module", "setTimeout", "clearTimeout"];
    for (let h = 0; h < HIDDEN.length; h++) append(parameters, HIDDEN[h] as string);
    append(parameters, js);
    let body: unknown;
    try {
      body = apply(FunctionCtor, undefined, parameters);
    } catch (e) {
      return answer("syntax", messageOf(e));
    }
    try {
      apply(body as () => void, undefined, [require, exportsObject, moduleObject, clock.set, clock.clear]);
    } catch (e) {
      noteFatal(e);
      if (fatal.code === "cpu") return answer("cpu", "your module ran past its time budget while loading");
      if (fatal.code === "memory") return answer("memory", "your module used more memory than allowed while loading");
      if (refused.name !== "") return answer("import", `only envelope-kata can be imported, not ${refused.name}`);
      return answer("crashed", `your module threw while loading: ${messageOf(e)}`);
    }
    const changed = changedBuiltin();
    if (changed !== "") return answer("crashed", `your code changed a JavaScript built-in (${changed})`);
    const exported = ownValue(moduleObject, "exports");
    const wanted = SUBMISSION_EXPORTS[kind];
    for (let n = 0; n < wanted.names.length; n++) {
      const name = wanted.names[n] as string;
      const value = typeof exported === "object" && exported !== null ? ownValue(exported, name) : undefined;
      if (typeof value !== "function") return answer("no-layer", wanted.missing);
      put(loaded.exports, name, value);
    }
    loaded.Layer = loaded.exports.ToolsLayer as Loaded["Layer"];
    return answer("", "");
  }

  return { loaded: loaded, fatal: fatal, noteFatal: noteFatal, load: load };
}

export type Loader = ReturnType<typeof createLoader>;
