// Generated from the step markers in lib/envelope/tools-layer.ts. Do not edit by hand.
// Regenerate with: npx tsx scripts/gen-step-lines.ts
import type { StepLines } from "./provenance";

/** 1-based line ranges of each step's code in tools-layer.ts. */
export const STEP_LINES: StepLines = {
  "unknown-tool": { start: 71, end: 75 },
  "validation": { start: 79, end: 83 },
  "success": { start: 88, end: 92 },
  "timeout": { start: 96, end: 100 },
  "catch-all": { start: 104, end: 105 },
};
