/**
 * What a repository returns instead of throwing on bad input: callers at the HTTP
 * boundary turn `reason` into a status code, never a 500.
 */
import type { z } from "zod";

export type Refusal<R extends string> = { ok: false; reason: R; message: string };
export type StoreResult<T, R extends string = never> = { ok: true; value: T } | Refusal<"invalid" | R>;

export const accepted = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const refused = <R extends string>(reason: R, message: string): Refusal<R> => ({ ok: false, reason, message });

/** Parses `input` with `schema`, or refuses it as "invalid" naming the first bad field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.output<S> } | Refusal<"invalid"> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return accepted(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return refused("invalid", `${where}${issue?.message ?? "invalid input"}`);
}

/** True for Postgres's unique_violation (23505), as both pg and PGlite report it. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
