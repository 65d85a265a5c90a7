// Writes docs/coverage.md: each lesson's teaching points against the sections,
// scenarios, match cards and questions that serve them (lib/content/coverage-doc.ts).
// Usage: npm run coverage:docs
import path from "node:path";
import { COVERAGE_DOC, writeCoverageDoc } from "@/lib/content/load-coverage";

writeCoverageDoc();
console.log(`coverage:docs: wrote ${path.relative(process.cwd(), COVERAGE_DOC)}`);
