// Lets the production server rewrite the HTML of each page on its way out, whether Next
// sends it in one piece (a prerendered lesson) or streams it (a page rendered per
// request). The text is passed on as it comes, less any <script> element still open at
// the end of a piece, which waits for the next, so a rewrite never sees half an element.
import { StringDecoder } from "node:string_decoder";

/** Where the text may be cut: before a <script> element that has not closed yet, or a tag that has not. */
export function safeCut(text) {
  const script = text.lastIndexOf("<script");
  if (script >= 0 && text.indexOf("</script>", script) < 0) return script;
  const tag = text.lastIndexOf("<");
  return tag >= 0 && text.indexOf(">", tag) < 0 ? tag : text.length;
}

/**
 * Patches `res` so that the text of an HTML response passes through the function that
 * `makeRewrite()` returns for it, in order. Content-Length is dropped (the length
 * changes); a response that is not HTML, or whose headers went out with a length, is
 * left alone.
 */
export function rewriteHtml(res, makeRewrite) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const flushHeaders = res.flushHeaders.bind(res);
  let rewrite = null; // set once the response is known to be HTML
  let decided = false;
  const decoder = new StringDecoder("utf8");
  let pending = "";

  // Decided at the first write, or when Next flushes the headers before it (as it does
  // for a streamed page).
  const decide = () => {
    if (decided) return;
    decided = true;
    const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
    if (html && !res.headersSent) res.removeHeader("content-length");
    if (html && res.getHeader("content-length") === undefined) rewrite = makeRewrite();
  };
  const take = (chunk, encoding) => {
    pending += decoder.write(typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : chunk);
    const cut = safeCut(pending);
    const ready = pending.slice(0, cut);
    pending = pending.slice(cut);
    return ready;
  };

  res.flushHeaders = () => {
    decide();
    flushHeaders();
  };
  res.write = (chunk, encoding, callback) => {
    decide();
    if (!rewrite || chunk == null) return write(chunk, encoding, callback);
    const done = typeof encoding === "function" ? encoding : callback;
    const ready = take(chunk, typeof encoding === "string" ? encoding : undefined);
    if (ready) return write(rewrite(ready), done);
    if (done) process.nextTick(done);
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    decide();
    if (typeof chunk === "function") return res.end(undefined, undefined, chunk);
    if (typeof encoding === "function") return res.end(chunk, undefined, encoding);
    if (!rewrite) return end(chunk, encoding, callback);
    const before = chunk == null ? "" : take(chunk, encoding);
    const rest = before + pending + decoder.end();
    pending = "";
    return end(rewrite(rest), callback);
  };
  return res;
}
