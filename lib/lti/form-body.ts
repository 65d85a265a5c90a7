/**
 * Reads an application/x-www-form-urlencoded body with a size cap: LTI messages
 * arrive as form posts, and an id_token over the cap is refused before any parsing.
 */
import { readCappedText } from "@/lib/http/read-capped-text";

export type FormResult = { ok: true; params: URLSearchParams } | { ok: false; status: 413 | 415; message: string };

export async function readFormBody(request: Request, maxBytes: number): Promise<FormResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded"))
    return { ok: false, status: 415, message: "The request must be a form post (application/x-www-form-urlencoded)." };
  const read = await readCappedText(request, maxBytes);
  if (!read.ok) return { ok: false, status: 413, message: `The form is larger than ${maxBytes / 1024} kB.` };
  return { ok: true, params: new URLSearchParams(read.text) };
}
