// Lets the production server rewrite the HTML of each page on its way out, whether Next
// sends it in one piece (a prerendered lesson) or streams it (a page rendered per
// request). The text goes through the rewrite in order, less any <script> element still
// open at the end of a piece, which waits for the next, so a rewrite never sees half an
// element.
//
// With `sendWhole`, a streamed page is held back for a moment: pages here are rendered in
// a few milliseconds (the sandbox in 5 pieces within 3 ms), and a page sent whole can be
// compressed once and for all (best-brotli.mjs) instead of piece by piece. One still
// streaming after `holdMs`, or past `holdBytes`, goes out as it comes from then on.
import { StringDecoder } from "node:string_decoder";

/** How long a streamed page is held back, at most, to be sent whole. */
export const HOLD_MS = 50;
/** How much of a streamed page is held back, at most. */
export const HOLD_BYTES = 2 * 1024 * 1024;

/** Where the text may be cut: before a <script> element that has not closed yet, or a tag that has not. */
export function safeCut(text) {
  const script = text.lastIndexOf("<script");
  if (script >= 0 && text.indexOf("</script>", script) < 0) return script;
  const tag = text.lastIndexOf("<");
  return tag >= 0 && text.indexOf(">", tag) < 0 ? tag : text.length;
}

/**
 * Patches `res` so that the text of an HTML response passes through the function that
 * `makeRewrite()` returns for it, `(text, last)`, in order, `last` true for the final
 * piece. Content-Length is dropped (the length changes); a response that is not HTML, or
 * whose headers went out with a length, is left alone. With `sendWhole(body, end)`, a
 * response whose whole text is in hand before `holdMs` is handed to it as one Buffer,
 * with the response's own `end(buffer)` to send it by.
 */
export function rewriteHtml(res, makeRewrite, { sendWhole, holdMs = HOLD_MS, holdBytes = HOLD_BYTES } = {}) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const flushHeaders = res.flushHeaders.bind(res);
  let rewrite = null; // set once the response is known to be HTML
  let decided = false;
  const decoder = new StringDecoder("utf8");
  let pending = "";
  // While the response is held back: the rewritten text so far, whether Next asked for the
  // headers to go, and the timer that lets it go.
  let held = null;
  let heldBytes = 0;
  let headersWanted = false;
  let timer = null;

  const release = () => {
    if (!held) return;
    clearTimeout(timer);
    const text = held.join("");
    held = null;
    if (headersWanted) flushHeaders();
    if (text) write(text);
  };
  // Decided at the first write, or when Next flushes the headers before it (as it does
  // for a streamed page).
  const decide = () => {
    if (decided) return;
    decided = true;
    const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
    if (html && !res.headersSent) res.removeHeader("content-length");
    if (html && res.getHeader("content-length") === undefined) {
      rewrite = makeRewrite();
      if (sendWhole && !res.headersSent) {
        held = [];
        timer = setTimeout(release, holdMs);
        res.once("close", () => clearTimeout(timer));
      }
    }
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
    if (held) headersWanted = true;
    else flushHeaders();
  };
  res.write = (chunk, encoding, callback) => {
    decide();
    if (!rewrite || chunk == null) return write(chunk, encoding, callback);
    const done = typeof encoding === "function" ? encoding : callback;
    const ready = take(chunk, typeof encoding === "string" ? encoding : undefined);
    if (ready && held) {
      const text = rewrite(ready, false);
      held.push(text);
      heldBytes += text.length;
      if (heldBytes > holdBytes) release();
    } else if (ready) {
      return write(rewrite(ready, false), done);
    }
    if (done) process.nextTick(done);
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    decide();
    if (typeof chunk === "function") return res.end(undefined, undefined, chunk);
    if (typeof encoding === "function") return res.end(chunk, undefined, encoding);
    if (!rewrite) return end(chunk, encoding, callback);
    const before = chunk == null ? "" : take(chunk, encoding);
    const rest = rewrite(before + pending + decoder.end(), true);
    pending = "";
    if (!held) return end(rest, callback);
    clearTimeout(timer);
    const whole = Buffer.from(held.join("") + rest);
    held = null;
    sendWhole(whole, (body) => end(body, callback));
    return res;
  };
  return res;
}
