import { transform } from "lightningcss";
import { describe, expect, it } from "vitest";
import { BOOT_FILE_PATH, bootFile } from "./boot-files.mjs";
import { createByteLru } from "./byte-lru.mjs";
import {
  classesIn,
  createCriticalCss,
  cssMarker,
  rulesFor,
  stylesheetAddress,
  stylesheetForLoader,
} from "./critical-css.mjs";

// The stylesheets here are written already minified, as lightningcss writes them (and as
// scripts/build-site-css.mjs makes the site's), so that what rulesFor keeps can be written
// as the very pieces of its input. Adjacent rules never share their declarations, which
// minifying would merge.
//
// No test reads the site's built stylesheet (SITE_CSS_FILE): scripts/test-all.mjs starts the
// unit tests before `next build`, which is what writes it (next.config.mjs), so on a fresh
// checkout it is not there yet.

const set = (...names: string[]) => new Set(names);

describe("classesIn", () => {
  it("collects the classes of every element, split on any white space, ignoring empty tokens", () => {
    const html =
      '<div class="a b"><p class="c">x</p><span class=" a\td \n e "></span><i class=""></i><b class="   "></b></div>';
    expect(classesIn(html)).toEqual(set("a", "b", "c", "d", "e"));
  });

  it("reads single-quoted and unquoted class attributes too, as minified highlighted listings have them", () => {
    expect(classesIn("<pre class=shiki><span class='line x'><i class=y>z</i></span></pre>")).toEqual(
      set("shiki", "line", "x", "y"),
    );
    expect(classesIn("<p class='[&amp;&gt;p]:mt-2'></p>")).toEqual(set("[&>p]:mt-2"));
  });

  it("reads only class attributes, not attributes whose name ends in class", () => {
    expect(classesIn('<p data-class="x" class="y"></p>')).toEqual(set("y"));
  });

  it("unescapes the entities React writes in attributes, as Tailwind's arbitrary classes need", () => {
    const html =
      '<p class="[&amp;&gt;p]:mt-2 [&lt;x] content-[&#x27;a&#x27;] content-[&quot;b&quot;] content-[&#39;c&#39;]"></p>';
    expect(classesIn(html)).toEqual(set("[&>p]:mt-2", "[<x]", "content-['a']", 'content-["b"]', "content-['c']"));
  });

  it("unescapes once: &amp;gt; is the text &gt;, not >", () => {
    expect(classesIn('<p class="&amp;gt;"></p>')).toEqual(set("&gt;"));
  });
});

describe("rulesFor", () => {
  it("keeps a rule whose selector's classes are all on the page and drops one naming a missing class", () => {
    const kept = [".card{padding:1rem}", ".card:hover{color:red}", ".card .title{font-weight:700}", ".a.b{margin:0}"];
    const dropped = [
      ".missing{color:blue}",
      ".card .missing{margin:1rem}",
      ".missing:hover{color:green}",
      ".a.c{margin:2px}",
    ];
    const css = [kept[0], dropped[0], kept[1], dropped[1], kept[2], dropped[2], kept[3], dropped[3]].join("");
    expect(rulesFor(css, set("card", "title", "a", "b"))).toBe(kept.join(""));
  });

  it("keeps a selector list whole when any of its selectors can match, and drops it when none can", () => {
    // Not cut to the possible selectors: lightningcss cannot write some selectors back once a
    // visitor has changed the list, and a few bytes are not worth that risk.
    expect(rulesFor(".missing,.a,h1{color:red}", set("a"))).toBe(".missing,.a,h1{color:red}");
    expect(rulesFor(".missing,.b:hover{color:red}h1{margin:0}", set("a"))).toBe("h1{margin:0}");
  });

  it("keeps rules that name no class: elements, :root, attributes, the universal selector", () => {
    const css =
      ":root{--accent:#c00}html{line-height:1.5}[data-theme=dark]{color-scheme:dark}*,:before,:after{box-sizing:border-box}";
    expect(rulesFor(css, set())).toBe(css);
  });

  it("keeps a rule whose missing class is only inside a pseudo-class's argument (:not, :has, :is, :where), to be safe", () => {
    const css =
      ".a:not(.missing){color:red}.a:has(.missing){margin:0}:is(.missing,.other) .a{padding:0}.a:where(.missing){gap:0}";
    expect(rulesFor(css, set("a"))).toBe(css);
  });

  it("applies the same test to rules inside @media, @layer and @supports blocks, which keep the form Tailwind writes them in", () => {
    const css =
      "@media (min-width:40rem){.card{padding:2rem}.missing{margin:2rem}}" +
      "@layer base{p{margin:0}.missing{padding:0}}" +
      "@supports (display:grid){.missing{display:grid}.card{gap:1rem}}";
    expect(rulesFor(css, set("card"))).toBe(
      "@media (min-width:40rem){.card{padding:2rem}}@layer base{p{margin:0}}@supports (display:grid){.card{gap:1rem}}",
    );
  });

  it("writes the rules it keeps for the browsers Tailwind writes them for: Safari 16's -webkit- prefixes stay", () => {
    const css = ".blur{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px)}.missing{color:red}";
    const cut = rulesFor(css, set("blur"));
    expect(cut).toContain("-webkit-backdrop-filter:blur(4px)");
    expect(cut).not.toContain("missing");
  });

  it("keeps @keyframes, @property and @layer statements", () => {
    const css =
      '@layer base,components;@keyframes spin{to{transform:rotate(1turn)}}@property --x{syntax:"*";inherits:false}';
    expect(rulesFor(css, set())).toBe(css);
  });

  it("matches Tailwind's escaped class names in the CSS against the unescaped names on the page", () => {
    const rules = [
      ".lg\\:block{display:block}",
      ".sm\\:min-h-\\[2\\.75rem\\]{min-height:2.75rem}",
      ".\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}",
    ];
    const css = rules.join("");
    const page = '<p class="lg:block sm:min-h-[2.75rem] [&amp;&gt;p]:mt-2"></p>';
    expect(rulesFor(css, classesIn(page))).toBe(css);
    expect(rulesFor(css, set("sm:min-h-[2.75rem]"))).toBe(rules[1]);
    expect(rulesFor(css, set())).toBe("");
  });

  it("returns the CSS unchanged when lightningcss cannot parse it", () => {
    const css = ".missing{color:red}..a{color:blue}";
    // The premise: lightningcss refuses this (a class selector with no name), not just skips it.
    expect(() => transform({ filename: "x.css", code: Buffer.from(css), minify: true })).toThrow();
    expect(rulesFor(css, set())).toBe(css);
  });
});

/** A page as the root layout writes it: the site's stylesheet inline in the head, then `body`. */
const pageWith = (css: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><style id="site-css">${css}</style><title>t</title></head><body>${body}</body></html>`;

/** The address in the page's stylesheet marker, if it has one. */
const markedAddress = (page: string) => /<script type="text\/plain" data-boot-css="([^"]*)"><\/script>/.exec(page)?.[1];

describe("createCriticalCss", () => {
  const used = [":root{--accent:#c00}", ".card{padding:1rem}", ".\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}"];
  const unused = [".missing{color:blue}", ".lg\\:block{display:block}"];
  const css = [used[0], unused[0], used[1], unused[1], used[2]].join("");
  const markup = '<div class="card"><div class="[&amp;&gt;p]:mt-2"><p>x</p></div></div>';

  it("cuts the inline stylesheet to the page's rules and names the whole one in a marker right after it", () => {
    const files = createByteLru(1 << 20);
    const page = createCriticalCss(files)(pageWith(css, markup));
    const address = markedAddress(page) ?? "";
    expect(address).toMatch(BOOT_FILE_PATH);
    expect(address).toMatch(/\.css$/);
    expect(cssMarker(address)).toBe(`<script type="text/plain" data-boot-css="${address}"></script>`);
    expect(page).toBe(pageWith(used.join(""), markup).replace("</style>", `</style>${cssMarker(address)}`));
  });

  it("files the whole stylesheet, exactly, at the marker's address and nothing else", () => {
    const files = createByteLru(1 << 20);
    const address = markedAddress(createCriticalCss(files)(pageWith(css, markup))) ?? "";
    const file = bootFile(address, files);
    expect(file?.body.toString()).toBe(css);
    expect(file?.type).toBe("text/css; charset=utf-8");
    expect(files.size).toBe(1);
  });

  it("gives the same page the same result again, and a page with other classes its own cut", () => {
    const files = createByteLru(1 << 20);
    const critical = createCriticalCss(files);
    const first = critical(pageWith(css, markup));
    expect(critical(pageWith(css, markup))).toBe(first);
    const other = critical(pageWith(css, '<p class="lg:block">x</p>'));
    expect(other).toContain(`<style id="site-css">${used[0]}${unused[1]}</style>`);
    expect(files.size).toBe(1); // the same whole stylesheet, filed once
  });

  it("cuts each stylesheet by its own rules, even for the same classes", () => {
    const critical = createCriticalCss(createByteLru(1 << 20));
    critical(pageWith(css, markup));
    const otherCss = `${used[1]}.also-missing{margin:0}`;
    expect(critical(pageWith(otherCss, markup))).toContain(`<style id="site-css">${used[1]}</style>`);
  });

  it("files the whole stylesheet less the registrations that the page's part keeps", () => {
    const registration = '@property --tw-x{syntax:"*";inherits:false}';
    const files = createByteLru(1 << 20);
    const page = createCriticalCss(files)(pageWith(`${registration}${css}`, markup));
    expect(page).toContain(`<style id="site-css">${registration}${used.join("")}</style>`);
    expect(bootFile(markedAddress(page) ?? "", files)?.body.toString()).toBe(css);
  });

  it("returns a page without the site's stylesheet unchanged and files nothing", () => {
    const files = createByteLru(1 << 20);
    const page = `<html><head><style>${css}</style></head><body>${markup}</body></html>`;
    expect(createCriticalCss(files)(page)).toBe(page);
    expect(files.size).toBe(0);
  });

  it("returns a page that uses every rule unchanged and files nothing", () => {
    const files = createByteLru(1 << 20);
    const page = pageWith(used.join(""), markup);
    expect(createCriticalCss(files)(page)).toBe(page);
    expect(files.size).toBe(0);
  });

  it("returns a page whose stylesheet cannot be parsed unchanged and files nothing", () => {
    const files = createByteLru(1 << 20);
    const page = pageWith(".missing{color:red}..a{color:blue}", markup);
    expect(createCriticalCss(files)(page)).toBe(page);
    expect(files.size).toBe(0);
  });
});

describe("stylesheetForLoader", () => {
  const registrations = [
    '@property --tw-a{syntax:"*";inherits:false}',
    '@property --tw-b{syntax:"<length>";inherits:false;initial-value:0}',
  ];
  const rules = [".a{color:red}", "@layer base{.b{margin:0}}"];
  const css = [rules[0], registrations[0], rules[1], registrations[1]].join("");

  it("leaves the registrations to an inline part that has them all, and keeps every other rule byte for byte", () => {
    expect(stylesheetForLoader(css, `${registrations.join("")}${rules[0]}`)).toBe(rules.join(""));
  });

  it("keeps them where the inline part lacks one, and keeps a stylesheet without any as it is", () => {
    expect(stylesheetForLoader(css, registrations[0] ?? "")).toBe(css);
    expect(stylesheetForLoader(rules.join(""), "")).toBe(rules.join(""));
  });

  it("keeps them all when one is written in a way it cannot take out whole", () => {
    const odd = `${css}@property --tw-c{syntax:"{}";inherits:false}`;
    expect(stylesheetForLoader(odd, `${registrations.join("")}@property --tw-c{}`)).toBe(odd);
  });

  it("keeps them all when taking them out would change any other rule: a brace in a string, a comment", () => {
    const brace = `${css}@property --tw-c{syntax:"*";inherits:false;initial-value:"}"}.c{color:red}`;
    expect(stylesheetForLoader(brace, `${registrations.join("")}@property --tw-c{}`)).toBe(brace);
    const comment = `/*! see @property */${css}`;
    expect(stylesheetForLoader(comment, `${registrations.join("")}@property --x{}`)).toBe(comment);
  });
});

describe("stylesheetAddress", () => {
  it("reads back the address cssMarker writes, and none from a page without it", () => {
    expect(stylesheetAddress(`<style id="site-css"></style>${cssMarker("/_boot/s.css")}`)).toBe("/_boot/s.css");
    expect(stylesheetAddress("<p>no marker</p>")).toBeUndefined();
  });
});
