/**
 * QuickJS's WebAssembly: compiled once per thread, instantiated afresh for every grading
 * with a memory of its own and a cap on that memory.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import type { QuickJSWASMModule } from "quickjs-emscripten-core";
import { newQuickJSWASMModuleFromVariant, newVariant } from "quickjs-emscripten-core";
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits } from "./sandbox-limits";

let compiled: Promise<WebAssembly.Module> | undefined;
/** QuickJS's WebAssembly, compiled once per thread (a worker starts it before its first job). */
export function compiledQuickJs(): Promise<WebAssembly.Module> {
  if (!compiled) {
    const file = createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm");
    compiled = readFile(file).then((bytes) => WebAssembly.compile(new Uint8Array(bytes)));
  }
  return compiled;
}

const WASM_PAGE = 64 * 1024;

/** Each instance's memory and its cap, for the sandboxes made in it. */
const memories = new WeakMap<QuickJSWASMModule, { memory: WebAssembly.Memory; maxBytes: number }>();

/**
 * A fresh instance of the QuickJS WebAssembly module, with memory of its own: one per
 * grading, so nothing one grading leaves behind reaches the next, not even an abort of the
 * engine (QuickJS aborts when a runtime is freed with jobs still holding its objects).
 * NOTE: QuickJS's heap cap does not count every allocation (a typed array's bytes are not
 * counted: a bomb of them grew this memory to 2 GB), so the WebAssembly memory itself is
 * capped too, at `wasmBytes`; past it an allocation fails and QuickJS throws "out of memory".
 */
export async function quickJsModule(limits: SandboxLimits = DEFAULT_SANDBOX_LIMITS): Promise<QuickJSWASMModule> {
  const wasmModule = await compiledQuickJs();
  const pages = Math.ceil(limits.wasmBytes / WASM_PAGE);
  // 16 MB is what the module starts with by default.
  const wasmMemory = new WebAssembly.Memory({ initial: Math.min(pages, 256), maximum: pages });
  const module = await newQuickJSWASMModuleFromVariant(newVariant(variant, { wasmModule, wasmMemory }));
  memories.set(module, { memory: wasmMemory, maxBytes: pages * WASM_PAGE });
  return module;
}

/** The memory of an instance made by quickJsModule, and its cap in bytes. */
export function memoryOf(module: QuickJSWASMModule): { memory: WebAssembly.Memory; maxBytes: number } | undefined {
  return memories.get(module);
}
