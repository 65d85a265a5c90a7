// The page's RSC payload goes out as a script file of its own, not inline in the document.
//
// Next writes the payload (the rendered tree once more, as the data the framework hydrates
// from) into the page as inline <script>self.__next_f.push(...)</script> elements: 11-77 kB
// of a page's 50-150 kB, 2.8-10 kB once compressed. Nothing reads it before the framework
// starts, which is after the first paint (boot-after-paint.mjs), yet inline it is part of the
// document, and on a slow phone link a document over about 14 kB on the wire needs a
// second round trip before it can be drawn. So the server takes those elements out, keeps
// their text as one script file named by its SHA-256, and leaves a data-boot-payload marker
// in their place; the loader runs that file before the framework's scripts. The file is
// what the inline elements would have run, in the same order, so hydration sees the same
// data. The first element, `(self.__next_f=self.__next_f||[]).push([0])`, stays in the page.
import { fileBootFile } from "./boot-files.mjs";

/** One element that hands the framework a piece of the payload, as Next writes it. */
const PAYLOAD_ELEMENT = /<script>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g;

/** The inert stand-in for the payload: never fetched or run by the browser, only by the loader. */
export function payloadMarker(src) {
  return `<script type="text/plain" data-boot-payload="${src}"></script>`;
}

/** The address of the payload file a page names, if it names one (for tests and measurements). */
export function payloadAddress(html) {
  return /<script type="text\/plain" data-boot-payload="([^"]+)"><\/script>/.exec(html)?.[1];
}

/**
 * A rewriter for one HTML response, fed its text in order, in pieces that never cut a
 * <script> element (html-rewriter.mjs sees to that), `last` true for the final piece. It
 * drops the payload's elements and, at the end, files their text in `files` (a ByteLru,
 * see boot-files.mjs) and writes the marker before </body>, or last if the page has none.
 */
export function movePayloadOut(files) {
  const parts = [];
  return (text, last) => {
    const rest = text.replace(PAYLOAD_ELEMENT, (_element, call) => {
      parts.push(call);
      return "";
    });
    if (!last || parts.length === 0) return rest;
    const marker = payloadMarker(fileBootFile(files, Buffer.from(`${parts.join(";\n")};\n`), "js"));
    const end = rest.lastIndexOf("</body>");
    return end < 0 ? rest + marker : rest.slice(0, end) + marker + rest.slice(end);
  };
}
