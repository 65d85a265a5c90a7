import type { z } from "zod";
import { formatPath } from "@/lib/validation/format-path";
import { readCappedText } from "./read-capped-text";

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response };

/** A JSON error response: `{ error: { message, issues? } }` with the given status. */
export function jsonError(status: number, message: string, issues?: { path: string; message: string }[]): Response {
  return Response.json({ error: issues ? { message, issues } : { message } }, { status });
}

/** A JSON error (429 or 503) that says when to ask again, in whole seconds, in `Retry-After` too. */
export function retryLater(status: number, message: string, retryAfterSeconds: number): Response {
  const response = jsonError(status, message);
  response.headers.set("retry-after", String(retryAfterSeconds));
  return response;
}

/**
 * Reads a request body as JSON, refusing bodies over `maxBytes` (413), bodies that
 * are not JSON (400) and bodies the schema refuses (400, each issue with its path).
 * The size is checked while reading, so a lying Content-Length does not help.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes: number,
): Promise<BodyResult<z.output<S>>> {
  const read = await readCappedText(request, maxBytes);
  if (!read.ok) return tooLarge(maxBytes);
  const text = read.text;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, "The request body is not valid JSON.") };
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
    return { ok: false, response: jsonError(400, "The request body does not have the expected shape.", issues) };
  }
  return { ok: true, value: result.data };
}

function tooLarge(maxBytes: number): BodyResult<never> {
  return { ok: false, response: jsonError(413, `The request body is larger than ${maxBytes} bytes.`) };
}
