import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUTHORED_FILES, jsonSchemaOf, jsonSchemaText, SCHEMAS_DIR, schemaFileName } from "./json-schemas";

describe("JSON Schemas for the authored files", () => {
  it.each(AUTHORED_FILES.map((entry) => [entry.file, entry] as const))(
    "content/schemas has the schema %s generates today (run npm run schemas after a schema change)",
    (_, entry) => {
      const committed = path.join(process.cwd(), SCHEMAS_DIR, schemaFileName(entry.file));
      expect(existsSync(committed), committed).toBe(true);
      expect(readFileSync(committed, "utf8")).toBe(jsonSchemaText(entry));
    },
  );

  it("describes the fields an author writes, so an editor can explain them on hover", () => {
    const match = jsonSchemaOf(AUTHORED_FILES[0]) as { properties: Record<string, { description?: string }> };
    for (const field of ["prompt", "targets", "categories", "cards", "reveal"])
      expect(match.properties[field]?.description, field).toBeTruthy();
  });
});
