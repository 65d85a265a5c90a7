"use client";

import { javascript } from "@codemirror/lang-javascript";
import { type Diagnostic, setDiagnostics } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { useEffect, useLayoutEffect, useRef } from "react";
import { editorBasics } from "@/components/editor/editor-basics";
import type { FileDiagnostic } from "@/lib/studio/diagnostics";

type Props = {
  name: string;
  initial: string;
  onChange: (text: string) => void;
  diagnostics: (lineCount: number) => FileDiagnostic[];
  helpId: string;
};

/**
 * One of the lesson's files in CodeMirror, with the content check's problems underlined
 * on their lines. Remounted (by key) for another file or a restored draft; the text
 * lives in the studio's state, so nothing is lost when it is.
 */
export function StudioEditor({ name, initial, onChange, diagnostics, helpId }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount; the key changes the file
  useLayoutEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial,
        extensions: [
          ...editorBasics(),
          ...(name.endsWith(".ts") ? [javascript({ typescript: true })] : []),
          EditorView.contentAttributes.of({
            tabindex: "0",
            "aria-label": `Editing ${name}`,
            "aria-describedby": helpId,
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current(update.state.doc.toString());
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

  const placed = diagnostics(view.current?.state.doc.lines ?? initial.split("\n").length);
  const signature = JSON.stringify(placed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the list
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const doc = editor.state.doc;
    const marks: Diagnostic[] = placed.map(({ line, severity, message }) => {
      const at = doc.line(Math.min(line, doc.lines));
      return { from: at.from, to: Math.max(at.to, at.from), severity, message, source: "content:check" };
    });
    editor.dispatch(setDiagnostics(editor.state, marks));
  }, [signature]);

  return <div ref={host} data-studio-editor={name} />;
}
