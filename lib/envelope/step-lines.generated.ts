// Generated from the step markers in lib/envelope/tools-layer.ts. Do not edit by hand.
// Regenerate with: npx tsx scripts/gen-step-lines.ts
import type { StepLines } from "./provenance";

/** 1-based line ranges of each step's code in tools-layer.ts. */
export const STEP_LINES: StepLines = {
  "unknown-tool": { start: 72, end: 76 },
  "validation": { start: 80, end: 84 },
  "success": { start: 89, end: 93 },
  "timeout": { start: 97, end: 101 },
  "catch-all": { start: 105, end: 108 },
};
