"use client";

import { javascript } from "@codemirror/lang-javascript";
import { EditorState, type Extension } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { type RefObject, useLayoutEffect, useRef } from "react";
import { editorBasics } from "@/components/editor/editor-basics";

type Options = {
  /** The text the editor opens with; later text comes from the person typing. */
  initial: string;
  /** TypeScript highlighting (the kata's layer, a lesson's .ts files). */
  typescript: boolean;
  /** Attributes of the editable area: its name, its help, its tab stop. */
  attributes: Record<string, string>;
  onChange: (text: string) => void;
  /** What one editor adds to the shared setup (the kata's completion and hover docs). */
  extensions?: Extension[];
};

/**
 * Mounts one CodeMirror, with the site's shared setup, in the returned host element, once
 * per mount: a component shows another file by remounting (a new key), never by handing
 * new initial text. A layout effect, so a caller can move focus into the editor in the
 * same task as the mount (the kata's island does, when it wakes).
 */
export function useCodeEditor({ initial, typescript, attributes, onChange, extensions = [] }: Options): {
  host: RefObject<HTMLDivElement | null>;
  view: RefObject<EditorView | null>;
} {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount; the key changes the file
  useLayoutEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial,
        extensions: [
          ...editorBasics(),
          ...(typescript ? [javascript({ typescript: true })] : []),
          ...extensions,
          EditorView.contentAttributes.of(attributes),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  return { host, view };
}
