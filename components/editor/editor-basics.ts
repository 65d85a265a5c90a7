import { closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput } from "@codemirror/language";
import { lintGutter, lintKeymap } from "@codemirror/lint";
import type { Extension } from "@codemirror/state";
import { drawSelection, EditorView, highlightSpecialChars, keymap, lineNumbers } from "@codemirror/view";
import { kataHighlighting, kataTheme } from "@/components/kata/kata-editor-theme";

/**
 * The editing setup every CodeMirror on the site shares (the kata's editor and the
 * studio's): line numbers, undo, brackets, the lint gutter, the site's colours, wrapped
 * lines. Tab indents, so Escape then Tab leaves (CodeMirror's tab-focus mode); each page
 * with an editor says so on screen.
 *
 * NOTE: no autocompletion here: its default keymap takes the first Escape, so "Escape, then
 * Tab" would leave the editor only sometimes. The kata's (components/kata/kata-api-assist.ts)
 * lets Escape through.
 */
export function editorBasics(): Extension[] {
  return [
    lineNumbers(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    closeBrackets(),
    lintGutter(),
    kataHighlighting,
    kataTheme,
    EditorView.lineWrapping,
    keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...lintKeymap, indentWithTab]),
  ];
}
