import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { bootMarker, deferStartUpScripts, LOADER_SCRIPT, UNPAINTED_START_MS } from "./boot-after-paint.mjs";

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

/** Runs the loader in a small stand-in browser; returns the scripts it added and the hooks to drive it. */
function browser({ observerThrows = false } = {}) {
  const added: string[] = [];
  let paintCallback: ((list: unknown, observer: unknown) => void) | undefined;
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const on = (type: string, fn: () => void) => {
    listeners[type] = [...(listeners[type] ?? []), fn];
  };
  const document = {
    readyState: "loading",
    // The loader adds its scripts in one fragment; the stand-in records them as the head takes it.
    head: {
      appendChild: (fragment: { children: { src: string }[] }) => added.push(...fragment.children.map((el) => el.src)),
    },
    createDocumentFragment: () => {
      const children: { src: string }[] = [];
      return { children, appendChild: (el: { src: string }) => children.push(el) };
    },
    createElement: () => ({ src: "", async: false }),
    querySelectorAll: (selector: string) =>
      selector === "script[data-boot]"
        ? [A, B, C].map((src) => ({ getAttribute: (name: string) => (name === "data-boot" ? src : null) }))
        : [],
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
  runInNewContext(LOADER_SCRIPT, {
    document,
    PerformanceObserver,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    addEventListener: on,
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
  return { added, paint, parsed, frame, zeroTimers, timers, listeners };
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

  it("starts at once in a browser without paint timing", () => {
    expect(browser({ observerThrows: true }).added).toEqual([A, B, C]);
  });
});
