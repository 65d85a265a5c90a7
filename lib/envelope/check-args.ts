/**
 * Step 2's helper: validate raw arguments against a tool's zod schema and phrase the
 * first problem as one short message that names the field ("expression: …").
 */
import type { z } from "zod";
import { describeThrown } from "./describe-thrown";

/** The outcome of checking arguments: the parsed value, or the first problem in words. */
export type CheckedArgs<A> = { ok: true; args: A } | { ok: false; error: string };

/**
 * Validates `rawArgs` with `schema`. Never throws: zod itself throws when reading a
 * property throws (a hostile getter or proxy), and that too is a bad argument.
 */
export function checkArgs<A>(schema: z.ZodType<A>, rawArgs: unknown): CheckedArgs<A> {
  try {
    const parsed = schema.safeParse(rawArgs);
    if (parsed.success) return { ok: true, args: parsed.data };
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.map(String).join(".") : "arguments";
    // zod prefixes its built-in messages with "Invalid input: "; the field name says that already.
    const message = (issue?.message ?? "invalid").replace(/^Invalid input: /, "");
    return { ok: false, error: `${where}: ${message}` };
  } catch (thrown) {
    return { ok: false, error: `arguments: could not be read (${describeThrown(thrown)})` };
  }
}

/** The tool name as a string, whatever a JavaScript caller passed. Never throws. */
export function asToolName(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return String(value);
  } catch {
    return describeThrown(value);
  }
}
