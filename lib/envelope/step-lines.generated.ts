// Generated from the step markers in lib/envelope/tools-layer.ts. Do not edit by hand.
// Regenerate with: npx tsx scripts/gen-step-lines.ts
import type { StepLines } from "./provenance";

/** 1-based line ranges of each step's code in tools-layer.ts. */
export const STEP_LINES: StepLines = {
  "unknown-tool": { start: 65, end: 69 },
  "validation": { start: 73, end: 77 },
  "success": { start: 82, end: 86 },
  "timeout": { start: 90, end: 94 },
  "catch-all": { start: 98, end: 99 },
};
