"use client";

import { type Diagnostic, setDiagnostics } from "@codemirror/lint";
import { useEffect } from "react";
import { useCodeEditor } from "@/components/editor/use-code-editor";
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
  const { host, view } = useCodeEditor({
    initial,
    typescript: name.endsWith(".ts"),
    attributes: { tabindex: "0", "aria-label": `Editing ${name}`, "aria-describedby": helpId },
    onChange,
  });

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
