// The framework's scripts run after the page's first contentful paint, not before it.
//
// Next.js writes every start-up chunk as <script src async>: most in <head>, the bootstrap
// at the end of <body>. On a fast load those arrive while a long lesson is still being
// parsed and laid out, and the framework's chunk (React and the router, about 100 ms of
// evaluation at full speed, four times that on a phone) runs before anything is on
// screen. A repeat visit, with the scripts in the cache, is the worst case: the text the
// reader came for waits for code that only hydrates it.
//
// So each such tag becomes an inert marker, <script type="text/plain" data-boot="src">,
// which the browser neither fetches nor runs, and one small inline loader, placed after
// the first of them, adds the scripts in document order once the browser reports the first
// contentful paint. Next's own low-priority preload of the bootstrap goes too. Nothing is
// downloaded before the paint then: on a slow phone link the document has the bandwidth to
// itself, and the code follows one round trip later. (A preload was tried first: Lighthouse's
// simulation counts every request that finished before the paint as holding it back, and
// the framework's 72 kB chunk on slow 4G then set the lesson page's LCP.) The prose, code and
// widget placeholders are server-rendered and readable before that; the islands' hand-over
// covers input that comes before their code (components/islands/lazy-island.tsx), and an
// inline script in <head> keeps presses that come before even the framework's
// (lib/islands/early-presses.ts), which this delay makes likelier.

/** One start-up script exactly as Next writes it; a tag with any other attribute (nonce, integrity) is left as it is. */
const START_UP_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;

/** Next's preload of the bootstrap script, written in <head> ahead of the script itself. */
const BOOTSTRAP_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;

/** How long after `load` a page that never paints (a hidden tab, a frame kept off screen) waits before it starts anyway. */
export const UNPAINTED_START_MS = 3000;

/**
 * The loader, as the text of an inline script: ES5, no dependency, since it runs before
 * anything else is loaded. It takes its list from the data-boot markers when it starts,
 * by which time the whole document, the bootstrap's marker at its end included, is parsed.
 *
 * A page may name two files the framework needs first (boot-files.mjs): its RSC payload
 * (rsc-payload-file.mjs) and the site's whole stylesheet, when the page carries only the
 * rules it uses (critical-css.mjs). Those are fetched first, the scripts alongside them
 * (preloads), and the scripts are added once both have loaded, so the framework never
 * starts without its data, and nothing it draws lacks a style. If a file is gone (the
 * server restarted, or dropped it), the loader asks for the page again, bypassing the
 * cache, which files it anew, and loads the file that copy names. Failing that too, a
 * missing stylesheet lets the framework start anyway, with only the page's own rules, and
 * a missing payload leaves the page as the server drew it, readable, never booted on no data.
 */
export const LOADER_SCRIPT =
  "(function(){var d=false,p=false,w=0;" +
  'function each(a,fn){var l=document.querySelectorAll("script["+a+"]");for(var i=0;i<l.length;i++)fn(l[i].getAttribute(a))}' +
  "function make(f,t,k,v){var e=document.createElement(t);e[k]=v;f.appendChild(e);return e}" +
  // One insertion of all the scripts: added one by one they cost the task that adds them
  // about twice as much, and it is a task the reader can feel.
  "function boot(){var f=document.createDocumentFragment();" +
  'each("data-boot",function(s){make(f,"script","src",s).async=true});document.head.appendChild(f)}' +
  "function ready(){if(--w===0)boot()}" +
  'function get(f,a,s,lost){var e=a==="data-boot-css"?make(f,"link","rel","stylesheet"):make(f,"script","async",true);' +
  // A file that failed leaves the head, so the document holds one element per file.
  'if(a==="data-boot-css")e.href=s;else e.src=s;e.onload=ready;e.onerror=function(){e.remove();lost()}}' +
  'function again(a,gone){fetch(location.href,{cache:"reload",credentials:"same-origin"}).then(function(r){return r.text()})' +
  '.then(function(t){var m=new RegExp(a+\'="(/[^"]+)"\').exec(t);if(!m)throw 0;var f=document.createDocumentFragment();get(f,a,m[1],gone);document.head.appendChild(f)})' +
  ".catch(gone)}" +
  'function go(){if(d)return;d=true;var f=document.createDocumentFragment(),c=document.querySelector("script[data-boot-css]"),' +
  'm=document.querySelector("script[data-boot-payload]");if(!c&&!m)return boot();' +
  'each("data-boot",function(s){var l=make(f,"link","rel","preload");l.as="script";l.href=s});' +
  'if(c){w++;get(f,"data-boot-css",c.getAttribute("data-boot-css"),function(){again("data-boot-css",ready)})}' +
  'if(m){w++;get(f,"data-boot-payload",m.getAttribute("data-boot-payload"),function(){again("data-boot-payload",function(){})})}' +
  "document.head.appendChild(f)}" +
  // Once the first contentful paint has been presented and the whole document parsed (a
  // streamed page paints its top before its end arrives), two frames later: the frame
  // that paints the rest of the page is then on screen before the framework runs.
  'function next(){if(!p||document.readyState==="loading")return;' +
  "requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}" +
  'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();p=true;next()}})' +
  // A browser without paint timing starts once the document is parsed, markers and all.
  '.observe({type:"paint",buffered:true})}catch(x){p=true;next()}' +
  'document.addEventListener("DOMContentLoaded",next);' +
  `addEventListener("load",function(){setTimeout(go,${UNPAINTED_START_MS})})` +
  "})();";

/**
 * A rewriter for one HTML response, fed its text in order, in pieces that never cut a
 * <script> element in two (html-rewriter.mjs sees to that): each start-up script becomes a
 * data-boot marker, the loader follows the first one, and the bootstrap's preload is dropped.
 */
export function deferStartUpScripts() {
  let placed = false;
  return (text) =>
    text.replace(BOOTSTRAP_PRELOAD, "").replace(START_UP_SCRIPT, (_tag, src) => {
      const marker = bootMarker(src);
      if (placed) return marker;
      placed = true;
      return `${marker}<script>${LOADER_SCRIPT}</script>`;
    });
}

/** The addresses of the start-up scripts a page names in its markers, in order (for tests). */
export function bootAddresses(html) {
  return [...html.matchAll(/<script type="text\/plain" data-boot="([^"]+)"><\/script>/g)].map((match) => match[1]);
}

/** The inert stand-in for one start-up script: never fetched, never run (its type is not a script type). */
export function bootMarker(src) {
  return `<script type="text/plain" data-boot="${src}"></script>`;
}
