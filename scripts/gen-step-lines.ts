/**
 * Writes lib/envelope/step-lines.generated.ts from the step markers in
 * lib/envelope/tools-layer.ts. Run after editing that file: npx tsx scripts/gen-step-lines.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { locateSteps, renderStepLinesModule } from "../lib/envelope/provenance";

const dir = fileURLToPath(new URL("../lib/envelope/", import.meta.url));
const lines = locateSteps(readFileSync(join(dir, "tools-layer.ts"), "utf8"));
writeFileSync(join(dir, "step-lines.generated.ts"), renderStepLinesModule(lines));
for (const [step, range] of Object.entries(lines)) console.log(`${step}: lines ${range.start}-${range.end}`);
