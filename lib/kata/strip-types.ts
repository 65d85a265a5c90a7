/**
 * From the student's TypeScript to the JavaScript an engine runs: types stripped with sucrase,
 * ES imports turned into `require("envelope-kata")`, exports put on `exports`. Anything that
 * cannot be graded is refused here, on the host, before any engine starts.
 */
import { transform } from "sucrase";
import { SUBMISSION_EXPORTS, type SubmissionKind } from "./submission-kinds";
import type { Refusal } from "./verdict";

/** The longest source accepted, in characters (a generous ToolsLayer is about 2,000). */
export const MAX_SOURCE_LENGTH = 64 * 1024;

/** The one module a submission may import. */
export const KATA_MODULE = "envelope-kata";

export type Stripped = { ok: true; js: string } | { ok: false; refusal: Refusal };

// Sucrase writes every import (static or dynamic) as a require call with the specifier in quotes.
const REQUIRE_CALL = /\brequire\(\s*(['"`])((?:(?!\1).)*)\1\s*\)/g;
/** Whether sucrase's output puts `name` on `exports`. */
const exportsName = (js: string, name: string) => new RegExp(`\\bexports\\.${name}\\s*=`).test(js);

/** Strips types from `source` (a submission of `kind`), or says why it cannot be graded. Never throws. */
export function stripTypes(source: string, kind: SubmissionKind = "layer"): Stripped {
  if (source.length > MAX_SOURCE_LENGTH) {
    const kb = Math.round(MAX_SOURCE_LENGTH / 1024);
    return refuse({ code: "too-long", message: `the code is longer than ${kb} kB (${source.length} characters)` });
  }
  let js: string;
  try {
    js = transform(source, { transforms: ["typescript", "imports"] }).code;
  } catch (thrown) {
    return refuse(syntaxRefusal(thrown));
  }
  for (const [, , specifier] of js.matchAll(REQUIRE_CALL)) {
    if (specifier !== KATA_MODULE) {
      return refuse({
        code: "import",
        message: `only ${KATA_MODULE} can be imported, not "${specifier}"`,
        ...positionOf(source, source.indexOf(`${specifier}`)),
      });
    }
  }
  const wanted = SUBMISSION_EXPORTS[kind];
  if (!wanted.names.every((name) => exportsName(js, name)))
    return refuse({ code: "no-layer", message: wanted.missing });
  return { ok: true, js };
}

function refuse(refusal: Refusal): Stripped {
  return { ok: false, refusal };
}

// Sucrase's SyntaxError carries `loc` with a 1-based line and column, and "(line:column)" in its message.
function syntaxRefusal(thrown: unknown): Refusal {
  const text = thrown instanceof Error ? thrown.message : String(thrown);
  const loc = (thrown as { loc?: { line?: unknown; column?: unknown } } | null)?.loc;
  const line = typeof loc?.line === "number" && loc.line >= 1 ? loc.line : undefined;
  const column = typeof loc?.column === "number" && loc.column >= 1 ? loc.column : undefined;
  const message = text.replace(/\s*\(\d+:\d+\)$/, "");
  return {
    code: "syntax",
    message,
    ...(line === undefined ? {} : { line }),
    ...(column === undefined ? {} : { column }),
  };
}

/** 1-based line and column of an index into `source`, or nothing when it is not found. */
function positionOf(source: string, index: number): { line?: number; column?: number } {
  if (index < 0) return {};
  const before = source.slice(0, index).split("\n");
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
