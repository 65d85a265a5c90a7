/**
 * Finds the five steps in the source of tools-layer.ts by their marker comments, so the
 * lesson can highlight the lines that decided a call. The browser cannot read files, so
 * scripts/gen-step-lines.ts runs this at author time and writes step-lines.generated.ts.
 */
import { isStepId, STEP_IDS, type StepId } from "./steps";

/** A 1-based, inclusive line range. */
export interface LineRange {
  start: number;
  end: number;
}

/** Where each step's code sits in tools-layer.ts. */
export type StepLines = Record<StepId, LineRange>;

const OPEN = /^\s*\/\/ \[step:([a-z-]+)\]\s*$/;
const CLOSE = /^\s*\/\/ \[\/step\]\s*$/;

/**
 * Returns, for every step, the lines between its `// [step:<id>]` marker and the
 * `// [/step]` that closes it (marker lines excluded). Throws a message naming the line
 * when the markers are wrong, because a wrong highlight in the lesson is worse than none.
 */
export function locateSteps(source: string): StepLines {
  const found: Partial<StepLines> = {};
  let open: { id: StepId; line: number } | null = null;
  for (const [index, text] of source.split(/\r?\n/).entries()) {
    const line = index + 1;
    const opening = OPEN.exec(text);
    if (opening) {
      const id = opening[1] ?? "";
      if (!isStepId(id)) throw new Error(`line ${line}: unknown step "${id}"; expected one of ${STEP_IDS.join(", ")}`);
      if (open)
        throw new Error(`line ${line}: step "${id}" opens before step "${open.id}" (line ${open.line}) is closed`);
      if (found[id]) throw new Error(`line ${line}: step "${id}" is marked twice`);
      open = { id, line };
    } else if (CLOSE.test(text)) {
      if (!open) throw new Error(`line ${line}: "// [/step]" closes no step`);
      if (line - open.line < 2) throw new Error(`line ${line}: step "${open.id}" is empty`);
      found[open.id] = { start: open.line + 1, end: line - 1 };
      open = null;
    }
  }
  if (open) throw new Error(`line ${open.line}: step "${open.id}" is never closed with "// [/step]"`);
  const missing = STEP_IDS.filter((id) => !found[id]);
  if (missing.length > 0) throw new Error(`no marker for step(s): ${missing.join(", ")}`);
  return found as StepLines;
}

/** The text of step-lines.generated.ts for the given ranges; the staleness test compares against it. */
export function renderStepLinesModule(lines: StepLines): string {
  const rows = STEP_IDS.map((id) => `  "${id}": { start: ${lines[id].start}, end: ${lines[id].end} },`);
  return [
    "// Generated from the step markers in lib/envelope/tools-layer.ts. Do not edit by hand.",
    "// Regenerate with: npx tsx scripts/gen-step-lines.ts",
    'import type { StepLines } from "./provenance";',
    "",
    "/** 1-based line ranges of each step's code in tools-layer.ts. */",
    "export const STEP_LINES: StepLines = {",
    ...rows,
    "};",
    "",
  ].join("\n");
}
