// Writes docs/coverage.md: each lesson's teaching points against the sections,
// scenarios, match cards and questions that serve them (lib/content/coverage-doc.ts).
// Usage: npm run coverage:docs
import { writeFileSync } from "node:fs";
import path from "node:path";
import { renderCoverageDoc } from "@/lib/content/coverage-doc";
import { loadCoverage } from "@/lib/content/load-coverage";

const file = path.join(process.cwd(), "docs", "coverage.md");
writeFileSync(file, renderCoverageDoc(loadCoverage()));
console.log(`coverage:docs: wrote ${path.relative(process.cwd(), file)}`);
