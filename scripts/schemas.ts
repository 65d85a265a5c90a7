/**
 * `npm run schemas`: writes content/schemas/*.schema.json from the zod schemas
 * (lib/exercise-kinds/json-schemas.ts). Run it after changing an authored file's schema;
 * lib/exercise-kinds/json-schemas.test.ts fails until you do.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { AUTHORED_FILES, jsonSchemaText, SCHEMAS_DIR, schemaFileName } from "@/lib/exercise-kinds/json-schemas";

const dir = path.join(process.cwd(), SCHEMAS_DIR);
mkdirSync(dir, { recursive: true });
for (const entry of AUTHORED_FILES) {
  const target = path.join(dir, schemaFileName(entry.file));
  writeFileSync(target, jsonSchemaText(entry));
  console.log(`schemas: wrote ${path.relative(process.cwd(), target)}`);
}
