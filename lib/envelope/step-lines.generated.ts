// Generated from the step markers in lib/envelope/tools-layer.ts. Do not edit by hand.
// Regenerate with: npx tsx scripts/gen-step-lines.ts
import type { StepLines } from "./provenance";

/** 1-based line ranges of each step's code in tools-layer.ts. */
export const STEP_LINES: StepLines = {
  "unknown-tool": { start: 72, end: 77 },
  "validation": { start: 81, end: 86 },
  "success": { start: 91, end: 95 },
  "timeout": { start: 99, end: 104 },
  "catch-all": { start: 108, end: 113 },
};
