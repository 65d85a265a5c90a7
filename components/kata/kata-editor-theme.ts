import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorView } from "@codemirror/view";
import { tags } from "@lezer/highlight";

/*
 * The editor's colours are the site's CSS variables (app/globals.css): the same token
 * colours as the lesson's highlighted code, which meet 4.5:1 on --code-bg in both
 * themes, so the editor follows the theme toggle without a second theme. Backgrounds
 * that would sit under text (active line, matching bracket) are outlines instead, so
 * no token colour loses contrast.
 */

export const kataHighlighting = syntaxHighlighting(
  HighlightStyle.define([
    { tag: [tags.keyword, tags.modifier, tags.operatorKeyword, tags.controlKeyword], color: "var(--hl-keyword)" },
    { tag: [tags.string, tags.special(tags.string), tags.regexp], color: "var(--hl-string)" },
    { tag: [tags.comment, tags.lineComment, tags.blockComment], color: "var(--hl-comment)" },
    { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.typeName, tags.className], color: "var(--hl-constant)" },
    { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: "var(--hl-function)" },
    { tag: [tags.definition(tags.variableName), tags.local(tags.variableName)], color: "var(--hl-parameter)" },
  ]),
);

export const kataTheme = EditorView.theme({
  "&": {
    backgroundColor: "var(--code-bg)",
    color: "var(--fg)",
    border: "1px solid var(--border)",
    borderRadius: "0.5rem",
    fontSize: "0.875rem",
  },
  "&.cm-focused": { outline: "2px solid var(--focus)", outlineOffset: "2px" },
  ".cm-scroller": { fontFamily: "var(--font-mono)", lineHeight: "1.6", maxHeight: "32rem", overflow: "auto" },
  ".cm-content": { caretColor: "var(--fg)", padding: "0.6rem 0" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--fg)" },
  ".cm-gutters": { backgroundColor: "var(--surface)", color: "var(--muted)", borderRight: "1px solid var(--border)" },
  ".cm-activeLineGutter": { backgroundColor: "transparent", color: "var(--fg)" },
  "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground": {
    backgroundColor: "color-mix(in srgb, var(--accent) 28%, transparent)",
  },
  "&.cm-focused .cm-matchingBracket, &.cm-focused .cm-nonmatchingBracket": {
    backgroundColor: "transparent",
    outline: "1px solid var(--muted)",
  },
  ".cm-tooltip": { backgroundColor: "var(--bg)", color: "var(--fg)", border: "1px solid var(--border)" },
  ".cm-tooltip-autocomplete ul li[aria-selected]": { backgroundColor: "var(--accent)", color: "var(--accent-fg)" },
  ".cm-tooltip-hover .kata-api-doc": { padding: "0.4rem 0.6rem" },
  ".kata-api-doc": { maxWidth: "34rem", fontSize: "0.8125rem" },
  ".kata-api-doc pre": { whiteSpace: "pre-wrap", margin: "0 0 0.3rem", fontFamily: "var(--font-mono)" },
  ".cm-diagnostic-error": { borderLeftColor: "var(--wrong)" },
  ".cm-lintRange-error": { textDecoration: "underline wavy var(--wrong)", backgroundImage: "none" },
});
