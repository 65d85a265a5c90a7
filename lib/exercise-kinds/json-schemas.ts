/**
 * JSON Schemas for the authored YAML files, generated from the same zod schemas the
 * loaders and content:check use, so an editor's autocomplete and underlines can never
 * disagree with the build. `npm run schemas` writes them to content/schemas/;
 * json-schemas.test.ts fails while a committed file differs from what this generates.
 */
import path from "node:path";
import { z } from "zod";
import { ScenarioFileSchema } from "@/lib/sandbox/scenarios";
import { EXERCISE_KINDS } from "./registry";

/** Where the generated schemas live, relative to the repository root. */
export const SCHEMAS_DIR = path.join("content", "schemas");

/** One authored file kind: its name in a lesson folder, the zod schema it is read with, and what it is. */
export type AuthoredFile = { file: string; schema: z.ZodType; title: string };

/** Every exercise kind's data file, then the sandbox's scenarios. */
export const AUTHORED_FILES = [
  ...EXERCISE_KINDS,
  { file: "scenarios.yaml", schema: ScenarioFileSchema, title: "Sandbox scenarios (docs/sandbox.md)" },
] as const satisfies readonly AuthoredFile[];

/** "match.yaml" → "match.schema.json". */
export function schemaFileName(file: string): string {
  return `${path.basename(file, ".yaml")}.schema.json`;
}

/**
 * The first line of an authored YAML file that points the YAML language server (VS Code's
 * YAML extension and others) at its schema, relative to content/lessons/<slug>/.
 */
export function schemaComment(file: string): string {
  return `# yaml-language-server: $schema=../../schemas/${schemaFileName(file)}`;
}

/**
 * The JSON Schema of one file kind. `io: "input"` describes what an author writes (defaults
 * optional, `args` as an object or text), not what the loader returns. Sense checks
 * (unique ids, one right option, a card on every category) are refinements JSON Schema
 * cannot express: they are left out ("any" instead of an error), and content:check still
 * reports them; number ranges that are refinements carry their limits as metadata.
 */
export function jsonSchemaOf(entry: AuthoredFile): Record<string, unknown> {
  const generated = z.toJSONSchema(entry.schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-07",
  });
  return { ...generated, title: entry.title };
}

/** The text written to content/schemas/<name>.schema.json: stable, two-space JSON with a final newline. */
export function jsonSchemaText(entry: AuthoredFile): string {
  return `${JSON.stringify(jsonSchemaOf(entry), null, 2)}\n`;
}
