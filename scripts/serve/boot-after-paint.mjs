// The framework's scripts run after the page's first contentful paint, not before it.
//
// Next.js writes every start-up chunk as <script src async>: most in <head>, the bootstrap
// at the end of <body>. On a fast load those arrive while a long lesson is still being
// parsed and laid out, and the framework's chunk (React and the router, about 100 ms of
// evaluation at full speed, four times that on a phone) runs before anything is on
// screen. A repeat visit, with the scripts in the cache, is the worst case: the text the
// reader came for waits for code that only hydrates it.
//
// So each such tag becomes a preload marked data-boot (the download still starts at once,
// in parallel with the document), and one small inline loader, placed after the first of
// them, adds the scripts in document order once the browser reports the first contentful
// paint. The prose, code and widget placeholders are server-rendered and readable before
// that; the islands' hand-over covers input that comes before their code
// (components/islands/lazy-island.tsx).

/** One start-up script exactly as Next writes it; a tag with any other attribute (nonce, integrity) is left as it is. */
const START_UP_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;

/** How long after `load` a page that never paints (a hidden tab, a frame kept off screen) waits before it starts anyway. */
export const UNPAINTED_START_MS = 3000;

/**
 * The loader, as the text of an inline script: ES5, no dependency, since it runs before
 * anything else is loaded. It takes its list from the data-boot preloads when it starts,
 * by which time the whole document, the bootstrap's preload at its end included, is parsed.
 */
export const LOADER_SCRIPT =
  "(function(){var d=false,p=false;function go(){if(d)return;d=true;" +
  'var l=document.querySelectorAll("link[data-boot]");' +
  'for(var i=0;i<l.length;i++){var e=document.createElement("script");e.src=l[i].getAttribute("href");e.async=true;document.head.appendChild(e)}}' +
  // Once the first contentful paint has been presented and the whole document parsed (a
  // streamed page paints its top before its end arrives), two frames later: the frame
  // that paints the rest of the page is then on screen before the framework runs.
  'function next(){if(!p||document.readyState==="loading")return;' +
  "requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}" +
  'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();p=true;next()}})' +
  '.observe({type:"paint",buffered:true})}catch(x){go()}' +
  'document.addEventListener("DOMContentLoaded",next);' +
  `addEventListener("load",function(){setTimeout(go,${UNPAINTED_START_MS})})` +
  "})();";

/**
 * A rewriter for one HTML response, fed its text in order, in pieces that never cut a
 * <script> element in two (html-rewriter.mjs sees to that): each start-up script becomes a
 * data-boot preload, and the loader follows the first one.
 */
export function deferStartUpScripts() {
  let placed = false;
  return (text) =>
    text.replace(START_UP_SCRIPT, (_tag, src) => {
      const preload = `<link rel="preload" as="script" href="${src}" data-boot=""/>`;
      if (placed) return preload;
      placed = true;
      return `${preload}<script>${LOADER_SCRIPT}</script>`;
    });
}
