import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  bootAddresses,
  bootMarker,
  deferStartUpScripts,
  LOADER_SCRIPT,
  UNPAINTED_START_MS,
} from "./boot-after-paint.mjs";

const tag = (src: string) => `<script src="${src}" async=""></script>`;
const nextPreload = (src: string) => `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`;
const A = "/_next/static/chunks/a1.js";
const B = "/_next/static/chunks/turbopack-b2.js";
const C = "/_next/static/chunks/bootstrap-c3.js";

describe("deferStartUpScripts", () => {
  it("turns every start-up script into a marker, places the loader once, after the first, and drops the bootstrap's preload", () => {
    const rewrite = deferStartUpScripts();
    const head = `<head><meta charSet="utf-8"/>${nextPreload(C)}${tag(A)}${tag(B)}<title>t</title></head>`;
    const body = `<body><p>text</p>${tag(C)}</body>`;
    expect(rewrite(head) + rewrite(body)).toBe(
      `<head><meta charSet="utf-8"/>${bootMarker(A)}<script>${LOADER_SCRIPT}</script>${bootMarker(B)}<title>t</title></head>` +
        `<body><p>text</p>${bootMarker(C)}</body>`,
    );
  });

  it("writes each marker as a text/plain data block that holds the script's address and has no src", () => {
    expect(bootMarker(A)).toBe(`<script type="text/plain" data-boot="${A}"></script>`);
  });

  it("reads back, in order, the addresses its markers hold, and none from a page without markers", () => {
    expect(bootAddresses(deferStartUpScripts()(`<head>${tag(A)}${tag(B)}</head><body>${tag(C)}</body>`))).toEqual([
      A,
      B,
      C,
    ]);
    expect(bootAddresses("<p>no markers</p>")).toEqual([]);
  });

  it("gives each response its own loader", () => {
    expect(deferStartUpScripts()(tag(A))).toBe(deferStartUpScripts()(tag(A)));
  });

  it("returns a page with no start-up script as it is", () => {
    const page =
      "<head><script>var x=1</script><title>t</title></head><body><script>self.__next_f.push([0])</script></body>";
    expect(deferStartUpScripts()(page)).toBe(page);
  });

  it("leaves tags it does not know alone: other attributes, other places, the noModule polyfill", () => {
    const others = [
      `<script src="${A}" async="" nonce="n"></script>`,
      '<script src="https://cdn.example/x.js" async=""></script>',
      `<script src="${A}" noModule=""></script>`,
      '<link rel="preload" as="script" fetchPriority="low" href="https://cdn.example/x.js"/>',
      `<link rel="preload" as="script" href="${A}"/>`,
    ].join("");
    expect(deferStartUpScripts()(others)).toBe(others);
  });
});

/** A page as the server sends it: the loader (whose own text mentions the markers' attributes) ahead of the markers. */
const pageNaming = ({ payload, css }: { payload: string; css: string }) =>
  `<head><script>${LOADER_SCRIPT}</script><style id="site-css"></style><script type="text/plain" data-boot-css="${css}"></script></head>` +
  `<body><p>x</p><script type="text/plain" data-boot-payload="${payload}"></script></body>`;

type Element = {
  tag: string;
  src?: string;
  rel?: string;
  as?: string;
  href?: string;
  async?: boolean;
  onload?: () => void;
  onerror?: () => void;
  remove?: () => void;
};

/**
 * Runs the loader in a small stand-in browser; returns the scripts it added, the scripts it
 * preloaded, and the hooks to drive it. `payload` and `css` are the addresses in the
 * page's data-boot-payload and data-boot-css markers, if it has them; `refetched` is the
 * text a fetch of the page gets.
 */
function browser({
  observerThrows = false,
  payload = undefined as string | undefined,
  css = undefined as string | undefined,
  refetched = "",
} = {}) {
  const added: string[] = [];
  const preloaded: string[] = [];
  const styles: string[] = [];
  const scripts: Element[] = [];
  const removed: string[] = [];
  const fetched: { url: string; init: unknown }[] = [];
  let paintCallback: ((list: unknown, observer: unknown) => void) | undefined;
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const on = (type: string, fn: () => void) => {
    listeners[type] = [...(listeners[type] ?? []), fn];
  };
  const marker = (name: string, value: string) => ({
    getAttribute: (wanted: string) => (wanted === name ? value : null),
  });
  const document = {
    readyState: "loading",
    // The loader adds its elements in fragments; the stand-in records them as the head takes them.
    head: {
      appendChild: (fragment: { children: Element[] }) => {
        for (const el of fragment.children) {
          if (el.tag === "script") {
            added.push(el.src ?? "");
            scripts.push(el);
          } else if (el.rel === "preload" && el.as === "script") preloaded.push(el.href ?? "");
          else if (el.rel === "stylesheet") {
            styles.push(el.href ?? "");
            scripts.push(el);
          }
        }
      },
    },
    createDocumentFragment: () => {
      const children: Element[] = [];
      return { children, appendChild: (el: Element) => children.push(el) };
    },
    createElement: (tag: string): Element => {
      const el: Element = { tag, async: false, remove: () => removed.push(el.src ?? el.href ?? "") };
      return el;
    },
    querySelectorAll: (selector: string) =>
      selector === "script[data-boot]" ? [A, B, C].map((src) => marker("data-boot", src)) : [],
    querySelector: (selector: string) =>
      selector === "script[data-boot-payload]" && payload
        ? marker("data-boot-payload", payload)
        : selector === "script[data-boot-css]" && css
          ? marker("data-boot-css", css)
          : null,
    addEventListener: on,
  };
  class PerformanceObserver {
    constructor(callback: (list: unknown, observer: unknown) => void) {
      if (observerThrows) throw new TypeError("not supported");
      paintCallback = callback;
    }
    observe() {}
    disconnect() {}
  }
  let replies: Promise<unknown> = Promise.resolve();
  runInNewContext(LOADER_SCRIPT, {
    document,
    PerformanceObserver,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    addEventListener: on,
    location: { href: "http://site.example/lessons/x" },
    fetch: (url: string, init: unknown) => {
      fetched.push({ url, init });
      const reply = Promise.resolve({ text: () => Promise.resolve(refetched) });
      replies = reply.then(() => new Promise((resolve) => setImmediate(resolve)));
      return reply;
    },
  });
  const paint = (name: string) =>
    paintCallback?.({ getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []) }, { disconnect() {} });
  const parsed = () => {
    document.readyState = "interactive";
    for (const fn of listeners.DOMContentLoaded ?? []) fn();
  };
  const frame = () => {
    for (const fn of frames.splice(0)) fn();
  };
  const zeroTimers = () => {
    for (const t of timers.filter((timer) => timer.ms === 0)) {
      timers.splice(timers.indexOf(t), 1);
      t.fn();
    }
  };
  const start = () => {
    parsed();
    paint("first-contentful-paint");
    frame();
    frame();
    zeroTimers();
  };
  /** The script or stylesheet element the loader added for `src`. */
  const script = (src: string) => scripts.find((el) => el.src === src || el.href === src);
  return {
    added,
    preloaded,
    styles,
    removed,
    fetched,
    paint,
    parsed,
    frame,
    zeroTimers,
    start,
    script,
    timers,
    listeners,
    replies: () => replies,
  };
}

describe("the loader in the browser", () => {
  it("adds nothing before the first contentful paint, then every script once, two frames later", () => {
    const b = browser();
    b.parsed();
    b.paint("first-paint");
    b.frame();
    b.frame();
    b.zeroTimers();
    expect(b.added).toEqual([]);
    b.paint("first-contentful-paint");
    b.frame();
    b.zeroTimers();
    expect(b.added).toEqual([]);
    b.frame();
    b.zeroTimers();
    expect(b.added).toEqual([A, B, C]);
    b.paint("first-contentful-paint");
    b.frame();
    b.frame();
    b.zeroTimers();
    expect(b.added).toEqual([A, B, C]);
  });

  it("waits for the end of the document when the top of a streamed page paints first", () => {
    const b = browser();
    b.paint("first-contentful-paint");
    b.frame();
    b.frame();
    b.zeroTimers();
    expect(b.added).toEqual([]);
    b.parsed();
    b.frame();
    b.frame();
    b.zeroTimers();
    expect(b.added).toEqual([A, B, C]);
  });

  it(`starts anyway ${UNPAINTED_START_MS} ms after load when the page never paints`, () => {
    const b = browser();
    for (const fn of b.listeners.load ?? []) fn();
    const fallback = b.timers.find((t) => t.ms === UNPAINTED_START_MS);
    expect(b.added).toEqual([]);
    fallback?.fn();
    expect(b.added).toEqual([A, B, C]);
  });

  it("starts once the document is parsed in a browser without paint timing, not before it has read the markers", () => {
    const b = browser({ observerThrows: true, payload: "/_boot/p.js" });
    expect(b.added).toEqual([]);
    b.parsed();
    b.frame();
    b.frame();
    b.zeroTimers();
    expect(b.added).toEqual(["/_boot/p.js"]);
    b.script("/_boot/p.js")?.onload?.();
    expect(b.added).toEqual(["/_boot/p.js", A, B, C]);
  });

  it("runs the page's payload file first, fetching the scripts alongside it, and adds the scripts once it has run", () => {
    const b = browser({ payload: "/_boot/p.js" });
    b.start();
    expect(b.added).toEqual(["/_boot/p.js"]);
    expect(b.preloaded).toEqual([A, B, C]);
    b.script("/_boot/p.js")?.onload?.();
    expect(b.added).toEqual(["/_boot/p.js", A, B, C]);
  });

  /** A page whose payload file /_boot/old.js is gone, started; a fetch of it again names /_boot/new.js. */
  const payloadLost = () => {
    const b = browser({
      payload: "/_boot/old.js",
      refetched: pageNaming({ payload: "/_boot/new.js", css: "/_boot/new.css" }),
    });
    b.start();
    b.script("/_boot/old.js")?.onerror?.();
    return b;
  };

  it("asks for the page again, bypassing the cache, when the payload file is gone, and runs the file that copy names", async () => {
    const b = payloadLost();
    expect(b.removed, "the failed element leaves the head").toEqual(["/_boot/old.js"]);
    expect(b.fetched).toEqual([
      { url: "http://site.example/lessons/x", init: { cache: "reload", credentials: "same-origin" } },
    ]);
    await b.replies();
    expect(b.added).toEqual(["/_boot/old.js", "/_boot/new.js"]);
    b.script("/_boot/new.js")?.onload?.();
    expect(b.added).toEqual(["/_boot/old.js", "/_boot/new.js", A, B, C]);
  });

  it("never starts the framework without its data: a page whose payload cannot be had again keeps its server-drawn content", async () => {
    const gone = payloadLost();
    await gone.replies();
    gone.script("/_boot/new.js")?.onerror?.();
    expect(gone.added).toEqual(["/_boot/old.js", "/_boot/new.js"]);

    const unmarked = browser({
      payload: "/_boot/old.js",
      refetched: `<script>${LOADER_SCRIPT}</script><p>an error page</p>`,
    });
    unmarked.start();
    unmarked.script("/_boot/old.js")?.onerror?.();
    await unmarked.replies();
    expect(unmarked.added).toEqual(["/_boot/old.js"]);
  });

  it("fetches the whole stylesheet with the payload and adds the scripts only once both have loaded, the stylesheet after the page's own part", () => {
    const b = browser({ payload: "/_boot/p.js", css: "/_boot/s.css" });
    b.start();
    expect(b.styles).toEqual(["/_boot/s.css"]);
    expect(b.added).toEqual(["/_boot/p.js"]);
    expect(b.preloaded).toEqual([A, B, C]);
    b.script("/_boot/p.js")?.onload?.();
    expect(b.added).toEqual(["/_boot/p.js"]);
    b.script("/_boot/s.css")?.onload?.();
    expect(b.added).toEqual(["/_boot/p.js", A, B, C]);
  });

  it("asks for the page again when the stylesheet is gone, and starts the framework anyway if that copy's is gone too", async () => {
    const b = browser({
      payload: "/_boot/p.js",
      css: "/_boot/old.css",
      refetched: pageNaming({ payload: "/_boot/p.js", css: "/_boot/new.css" }),
    });
    b.start();
    b.script("/_boot/p.js")?.onload?.();
    b.script("/_boot/old.css")?.onerror?.();
    await b.replies();
    expect(b.styles).toEqual(["/_boot/old.css", "/_boot/new.css"]);
    expect(b.removed).toEqual(["/_boot/old.css"]);
    expect(b.added).toEqual(["/_boot/p.js"]);
    b.script("/_boot/new.css")?.onerror?.();
    expect(b.removed).toEqual(["/_boot/old.css", "/_boot/new.css"]);
    expect(b.added).toEqual(["/_boot/p.js", A, B, C]);
  });
});
