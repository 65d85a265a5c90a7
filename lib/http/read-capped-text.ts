/**
 * Reads a request's (or a fetched response's) body as text, refusing it once it passes
 * `maxBytes`. The size is counted while reading, so a lying (or missing) Content-Length
 * does not help.
 */
export type CappedText = { ok: true; text: string } | { ok: false; tooLarge: true };

export async function readCappedText(request: Request | Response, maxBytes: number): Promise<CappedText> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, tooLarge: true };
  let text = "";
  if (!request.body) return { ok: true, text };
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, tooLarge: true };
    }
    text += decoder.decode(value, { stream: true });
  }
  return { ok: true, text: text + decoder.decode() };
}
