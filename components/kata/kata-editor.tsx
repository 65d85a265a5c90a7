"use client";

import { type Diagnostic, setDiagnostics } from "@codemirror/lint";
import { type RefObject, useEffect, useLayoutEffect } from "react";
import { useCodeEditor } from "@/components/editor/use-code-editor";
import { focusKey } from "@/components/islands/handover";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import { kataApiAssist } from "./kata-api-assist";

export type KataEditorHandle = {
  /** Replaces the whole text (reset, undo reset) as one undoable change. */
  replace(text: string): void;
  focus(): void;
};

type Props = {
  initial: string;
  onChange: (text: string) => void;
  /** The syntax error of the last check, marked in place; null clears it. */
  diagnostic: Diagnostic | null;
  handle: RefObject<KataEditorHandle | null>;
};

/**
 * CodeMirror 6 with TypeScript and the site's shared editor setup (editorBasics: the
 * site's colours, so both themes follow the reader's choice), with completion and hover
 * docs for what `envelope-kata` exports. Tab indents; Escape then
 * Tab leaves, CodeMirror's own tab-focus mode, stated on screen.
 */
export function KataEditor({ initial, onChange, diagnostic, handle }: Props) {
  const { host, view } = useCodeEditor({
    initial,
    typescript: true,
    attributes: {
      // NOTE: contenteditable takes focus anyway; axe counts only a tabindex as
      // keyboard access to the scrolling area around it.
      tabindex: "0",
      "aria-label": "Your ToolsLayer",
      "aria-describedby": KATA_IDS.help,
      ...focusKey(KATA_IDS.editorFocus),
    },
    onChange,
    extensions: kataApiAssist(),
  });

  // A layout effect, after the editor's own: the island moves focus into the editor in the
  // same task as the swap.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once per mount
  useLayoutEffect(() => {
    const editor = view.current;
    if (!editor) return;
    handle.current = {
      replace: (text) => editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } }),
      focus: () => editor.focus(),
    };
    return () => {
      handle.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: view is a ref that lives as long as the component
  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnostic ? [diagnostic] : []));
  }, [diagnostic]);

  return <div ref={host} data-kata-editor="" />;
}
