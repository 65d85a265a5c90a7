import { createContext, runInContext } from "node:vm";
import { htmlEscapeJsonString } from "next/dist/shared/lib/htmlescape";
import { describe, expect, it } from "vitest";
import { BOOT_FILE_PATH, bootFile } from "./boot-files.mjs";
import { createByteLru } from "./byte-lru.mjs";
import { movePayloadOut, payloadMarker } from "./rsc-payload-file.mjs";

// The inline scripts as Next writes them (next/dist/server/app-render/use-flight-response.js):
// JSON, then Next's own escaping of & < > U+2028 U+2029, so no payload text can close the element.
const call = (data: unknown) => `self.__next_f.push(${htmlEscapeJsonString(JSON.stringify(data))})`;
const inline = (code: string) => `<script>${code}</script>`;
const BOOTSTRAP = inline(`(self.__next_f=self.__next_f||[]).push(${htmlEscapeJsonString(JSON.stringify([0]))})`);

/** Pieces of payload data that try to end the element early, were they not escaped. */
const DATA: unknown[] = [
  [1, '1:"$Sreact.fragment"\n2:I[4521,["/_next/static/chunks/a1.js"],"default"]\n'],
  [1, '3:["$","p",null,{"children":"a)</script><script>alert(1)</script>","title":"</style></body>"}]\n'],
  [1, "4:T2c,<p>x &amp; y > z</p>\u2028\u2029 and a lone </ and )\n"],
  [3, "AAECAwQ="],
  [1, '5:["$","div",null,{"className":"[&>p]:mt-2"}]\n'],
];
const CALLS = DATA.map(call);

/** Other scripts a page has, which stay where they are. */
const THEME = inline('document.documentElement.dataset.theme=localStorage.getItem("theme")||"light"');
const CHUNK = '<script src="/_next/static/chunks/a1.js" async=""></script>';
const JSON_DATA = '<script type="application/json" id="d">{"push":"self.__next_f.push([1])"}</script>';

/** Runs `scripts` in a fresh context whose `self` has an empty __next_f; returns what they pushed. */
function pushed(scripts: string[]) {
  const self = { __next_f: [] as unknown[] };
  const context = createContext({ self });
  for (const script of scripts) runInContext(script, context);
  return self.__next_f;
}

/** Feeds `pieces` to one response's rewriter, `last` set on the final one; returns the text it gives back. */
function rewrite(pieces: string[], files = createByteLru(1 << 20)) {
  const move = movePayloadOut(files);
  return pieces.map((piece, i) => move(piece, i === pieces.length - 1)).join("");
}

/** The address in the page's payload marker, if it has one. */
const markedAddress = (page: string) =>
  /<script type="text\/plain" data-boot-payload="([^"]*)"><\/script>/.exec(page)?.[1];

describe("the test's own payload", () => {
  it("is what Next's inline scripts would push: escaped so that it cannot close its element, yet the same data", () => {
    for (const text of CALLS) expect(text).not.toMatch(/<\/|<script|\u2028|\u2029/);
    expect(pushed(CALLS)).toEqual(DATA);
  });
});

describe("movePayloadOut", () => {
  // A streamed page in pieces that never cut a <script> element (html-rewriter.mjs sees to that).
  const head = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${CHUNK}${THEME}</head><body><main><p>text</p></main>`;
  const pieces = [
    head,
    `${BOOTSTRAP}${inline(CALLS[0] ?? "")}${inline(CALLS[1] ?? "")}`,
    `<p>more</p>${JSON_DATA}${inline(CALLS[2] ?? "")}`,
    `${inline(CALLS[3] ?? "")}${THEME}${inline(CALLS[4] ?? "")}</body></html>`,
  ];
  /** The page with the payload's elements gone: everything else, in order. */
  const kept = `${head}${BOOTSTRAP}<p>more</p>${JSON_DATA}${THEME}`;

  it("drops every payload element from every piece and files nothing until the last", () => {
    const files = createByteLru(1 << 20);
    const move = movePayloadOut(files);
    expect(move(pieces[0] ?? "", false)).toBe(head);
    expect(move(pieces[1] ?? "", false)).toBe(BOOTSTRAP);
    expect(move(pieces[2] ?? "", false)).toBe(`<p>more</p>${JSON_DATA}`);
    expect(files.size).toBe(0);
  });

  it("on the last piece files one js file and writes its marker right before </body>, keeping the other scripts", () => {
    const files = createByteLru(1 << 20);
    const page = rewrite(pieces, files);
    const address = markedAddress(page) ?? "";
    expect(address).toMatch(BOOT_FILE_PATH);
    expect(address).toMatch(/\.js$/);
    expect(page).toBe(`${kept}${payloadMarker(address)}</body></html>`);
    expect(payloadMarker(address)).toBe(`<script type="text/plain" data-boot-payload="${address}"></script>`);
    expect(files.size).toBe(1);
    expect(bootFile(address, files)?.type).toBe("text/javascript; charset=utf-8");
  });

  it("files the payload's calls in order, each ended by ';\\n'", () => {
    const files = createByteLru(1 << 20);
    const address = markedAddress(rewrite(pieces, files)) ?? "";
    expect(bootFile(address, files)?.body.toString()).toBe(`${CALLS.join(";\n")};\n`);
  });

  it("files text that, run, pushes the same data in the same order as the inline scripts, escapes and all", () => {
    const files = createByteLru(1 << 20);
    const address = markedAddress(rewrite(pieces, files)) ?? "";
    const filed = bootFile(address, files)?.body.toString() ?? "";
    // The expected is what the original page's inline payload scripts (CALLS, each one
    // element's text) push when run one after another, as the browser would run them.
    expect(pushed([filed])).toEqual(pushed(CALLS));
  });

  it("writes the marker last when the last piece has no </body>", () => {
    const files = createByteLru(1 << 20);
    const page = rewrite([`<p>x</p>${BOOTSTRAP}`, `${inline(CALLS[0] ?? "")}<p>y</p>`], files);
    const address = markedAddress(page) ?? "";
    expect(page).toBe(`<p>x</p>${BOOTSTRAP}<p>y</p>${payloadMarker(address)}`);
    expect(bootFile(address, files)?.body.toString()).toBe(`${CALLS[0]};\n`);
  });

  it("files on the last piece the payload of earlier pieces, when the last piece has none", () => {
    const files = createByteLru(1 << 20);
    const page = rewrite(
      [`<body>${BOOTSTRAP}${inline(CALLS[0] ?? "")}`, `${inline(CALLS[1] ?? "")}<p>y</p>`, "</body>"],
      files,
    );
    const address = markedAddress(page) ?? "";
    expect(page).toBe(`<body>${BOOTSTRAP}<p>y</p>${payloadMarker(address)}</body>`);
    expect(bootFile(address, files)?.body.toString()).toBe(`${CALLS[0]};\n${CALLS[1]};\n`);
  });

  it("keeps each response's payload to itself", () => {
    const files = createByteLru(1 << 20);
    const first = markedAddress(rewrite([`${inline(CALLS[0] ?? "")}</body>`], files)) ?? "";
    const second = markedAddress(rewrite([`${inline(CALLS[1] ?? "")}</body>`], files)) ?? "";
    expect(bootFile(first, files)?.body.toString()).toBe(`${CALLS[0]};\n`);
    expect(bootFile(second, files)?.body.toString()).toBe(`${CALLS[1]};\n`);
  });

  it("returns a page with no payload element unchanged and files nothing", () => {
    const files = createByteLru(1 << 20);
    const page = [`<html><head>${CHUNK}${THEME}</head>`, `<body>${BOOTSTRAP}${JSON_DATA}`, "</body></html>"];
    const move = movePayloadOut(files);
    expect(page.map((piece, i) => move(piece, i === page.length - 1))).toEqual(page);
    expect(files.size).toBe(0);
  });
});
