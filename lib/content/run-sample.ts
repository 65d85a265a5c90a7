/**
 * Runs a lesson's TypeScript sample in Node against the real engine and returns what it
 * printed. Test-only: it strips types with the TypeScript compiler and resolves the
 * sample's imports from a fixed list, so a sample can use nothing else.
 */
import ts from "typescript";
import * as zod from "zod";
import * as envelope from "@/lib/envelope";
import * as envelopeNode from "@/lib/envelope/node";
import * as calculator from "@/lib/envelope/tools/calculator";

const MODULES: Record<string, Record<string, unknown>> = {
  "@/lib/envelope": envelope,
  "@/lib/envelope/node": envelopeNode,
  "@/lib/envelope/tools/calculator": calculator,
  zod,
};

/** The names a sample may use without importing them: the engine's public entry. */
const PRELUDE: Record<string, unknown> = { ...envelope, ...envelopeNode };

const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*"([^"]+)";?\s*$/gm;

/** Runs `code` (top-level await allowed) and returns its console.log lines joined by newlines. */
export async function runSample(code: string): Promise<string> {
  const scope: Record<string, unknown> = { ...PRELUDE };
  const body = code.replace(IMPORT, (_line, names: string, from: string) => {
    const module = MODULES[from];
    if (!module) throw new Error(`sample imports "${from}", which the sample runner does not provide`);
    for (const name of names
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean)) {
      if (!(name in module)) throw new Error(`"${from}" has no export named ${name}`);
      scope[name] = module[name];
    }
    return "";
  });
  const js = ts.transpileModule(`(async () => {\n${body}\n})`, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None },
  }).outputText;
  const printed: string[] = [];
  const console = { log: (...values: unknown[]) => printed.push(values.map(String).join(" ")) };
  const names = Object.keys(scope);
  const start = new Function("console", ...names, `return ${js}`)(console, ...names.map((n) => scope[n]));
  await start();
  return printed.join("\n");
}
