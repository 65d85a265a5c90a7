// Each page carries inline only the rules of the site's stylesheet that its own markup can
// use; the whole stylesheet follows as a file the loader fetches after the paint.
//
// The stylesheet is inline (components/site/site-style.tsx) because a link would hold the
// first paint back by a round trip; but it is 28 kB, 6 kB compressed, of which a page uses
// a half to two thirds, and it is what tips the longer pages over the 14 kB a slow phone
// link delivers in its first round trip. A rule is left out only when one of its
// selectors' own classes (not one inside :not(), :is(), :has() and the like, which are
// kept to be safe) appears on no element of the page; such a rule matches nothing on the
// page as the server drew it. A rule with several selectors is kept whole when any of them
// can match (lightningcss cannot write some selectors back once a visitor changed the
// list). What the framework draws later (a widget's open state, the next page) may need
// the rest, so the loader adds the whole stylesheet before the framework starts
// (boot-after-paint.mjs). The whole one comes after the inline part and repeats
// its style rules in the same order, so the cascade ends as it would with the whole one
// alone; only its @property rules, which are not part of the cascade, are left to the
// inline part (stylesheetForLoader).
import { createHash } from "node:crypto";
import { Features, transform } from "lightningcss";
import { fileBootFile } from "./boot-files.mjs";

/** The site's stylesheet as the root layout writes it (components/site/site-css-key.ts names the id). */
const SITE_STYLE = /<style id="site-css">([\s\S]*?)<\/style>/;
/**
 * A class attribute: in double quotes as React writes it (entities for & < > " '), or
 * unquoted or in single quotes, as the minified HTML of a highlighted listing has it.
 */
const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/** The inert stand-in for the whole stylesheet: never fetched by the browser, only by the loader. */
export function cssMarker(src) {
  return `<script type="text/plain" data-boot-css="${src}"></script>`;
}

/** The address of the whole stylesheet a page names, if it names one (for tests). */
export function stylesheetAddress(html) {
  return /<script type="text\/plain" data-boot-css="([^"]+)"><\/script>/.exec(html)?.[1];
}

/** Every class on an element of the page. */
export function classesIn(html) {
  const classes = new Set();
  for (const [, double, single, bare] of html.matchAll(CLASS_ATTRIBUTE)) {
    const value = double ?? single ?? bare ?? "";
    for (const name of value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]).split(/\s+/)) {
      if (name) classes.add(name);
    }
  }
  return classes;
}

/**
 * What Tailwind's own pass through lightningcss is told (@tailwindcss/node's optimizer,
 * tailwindcss 4.3): without the same browsers, lightningcss would write the kept rules
 * back for the newest ones only, dropping -webkit- prefixes that Safari 16 still needs.
 */
const AS_TAILWIND_WRITES_IT = {
  drafts: { customMedia: true },
  nonStandard: { deepSelectorCombinator: true },
  include: Features.Nesting | Features.MediaQueries,
  exclude: Features.LogicalProperties | Features.DirSelector | Features.LightDark,
  targets: { safari: (16 << 16) | (4 << 8), ios_saf: (16 << 16) | (4 << 8), firefox: 128 << 16, chrome: 111 << 16 },
};

/** The rules of `css` that can match on a page whose elements carry only `classes`; `css` itself if it cannot be read. */
export function rulesFor(css, classes) {
  const possible = (selector) => selector.every((part) => part.type !== "class" || classes.has(part.name));
  try {
    const { code } = transform({
      ...AS_TAILWIND_WRITES_IT,
      filename: "site.css",
      code: Buffer.from(css),
      minify: true,
      visitor: {
        Rule: {
          style: (rule) => (rule.value.selectors.some(possible) ? undefined : []),
        },
      },
    });
    return code.toString();
  } catch {
    return css;
  }
}

/** A custom property registration as the built stylesheet writes it: `@property --name{…}`. */
const PROPERTY_RULE = /@property\s*[^{}]*\{[^{}]*\}/g;

/** How many @property rules a stylesheet holds. */
const propertyRules = (css) => css.match(/@property\b/g)?.length ?? 0;

/** How many rules of each kind lightningcss reads in `css` ("style", "property", "media"…); null if it cannot read it. */
function ruleKinds(css) {
  const kinds = {};
  try {
    const visitor = {
      Rule(rule) {
        kinds[rule.type] = (kinds[rule.type] ?? 0) + 1;
      },
    };
    transform({ filename: "site.css", code: Buffer.from(css), visitor });
    return kinds;
  } catch {
    return null;
  }
}

/**
 * `css` without its @property rules, or null unless a parser reads the result as exactly the
 * same rules less those (a brace in a string, or "@property" in a comment, would fool the
 * pattern; then nothing is taken out).
 */
function withoutPropertyRules(css) {
  const stripped = css.replace(PROPERTY_RULE, "");
  const before = ruleKinds(css);
  const after = ruleKinds(stripped);
  if (!before || !after || after.property) return null;
  const same = Object.keys({ ...before, ...after }).every(
    (kind) => kind === "property" || before[kind] === after[kind],
  );
  return same ? stripped : null;
}

/** The site has one stylesheet: it is checked once, not for every page. */
let lastChecked = { css: "", stripped: /** @type {string | null} */ (null) };

/**
 * The whole stylesheet as the loader adds it after the paint, given the page's inline part:
 * without its @property rules when the inline part registers every one of them (SiteStyle,
 * components/site/site-style.tsx, keeps the inline part in the page, and draws it again from
 * memory if the root layout is ever drawn anew), else the whole one as is. Everything else is
 * left byte for byte, in its order.
 * NOTE: measured with Lighthouse on a lesson page (issue 15): a stylesheet that registers
 * custom properties makes Chrome restyle every element afresh, and the whole one's
 * registrations (34 from Tailwind), though the same as the inline part's, cost a 24-49 ms
 * style recalculation at full speed (96-196 ms at the 4x of the TBT figure, most of a TBT
 * miss); without them the same addition took 7-24 ms.
 */
export function stylesheetForLoader(css, cut) {
  const count = propertyRules(css);
  if (count === 0 || propertyRules(cut) !== count) return css;
  if (lastChecked.css !== css) lastChecked = { css, stripped: withoutPropertyRules(css) };
  return lastChecked.stripped ?? css;
}

/**
 * A whole-page transform for the production server: takes the page's text and returns it
 * with the inline stylesheet cut to the rules the page uses and a data-boot-css marker
 * naming the whole one (less what stylesheetForLoader leaves to the inline part), filed in
 * `files` (boot-files.mjs). A page without the site's
 * stylesheet, or one that uses all of it, is returned as it is. Remembers the cut for the
 * last `remembered` sets of classes, since the same page comes back again and again.
 */
export function createCriticalCss(files, { remembered = 256 } = {}) {
  const cuts = new Map();
  return (html) => {
    const style = SITE_STYLE.exec(html);
    if (!style) return html;
    const css = style[1];
    const classes = classesIn(html);
    const key = createHash("sha256")
      .update(css)
      .update("\0")
      .update([...classes].sort().join(" "))
      .digest("base64url");
    let cut = cuts.get(key);
    if (cut === undefined) {
      cut = rulesFor(css, classes);
      cuts.set(key, cut);
      if (cuts.size > remembered) cuts.delete(cuts.keys().next().value);
    }
    if (cut.length >= css.length) return html;
    const marker = cssMarker(fileBootFile(files, Buffer.from(stylesheetForLoader(css, cut)), "css"));
    const end = style.index + style[0].length;
    return `${html.slice(0, style.index)}<style id="site-css">${cut}</style>${marker}${html.slice(end)}`;
  };
}
