"use client";

import type { RefObject } from "react";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import type { KataEditorHandle } from "./kata-editor";

/** Asking before a reset, or just reset with the replaced code kept for an undo. */
export type ResetState = null | { kind: "confirm" } | { kind: "done"; previous: string };

type Props = {
  state: ResetState;
  starter: string;
  source: RefObject<string>;
  editor: RefObject<KataEditorHandle | null>;
  onState: (state: ResetState) => void;
  onAnnounce: (text: string) => void;
  onFocus: (id: string) => void;
};

/**
 * "Reset to starter" loses nothing by accident: it asks first (focus on the safe answer),
 * and after a reset the replaced code stays one press away ("Undo reset"), as well as in
 * the editor's own undo history.
 */
export function KataReset({ state, starter, source, editor, onState, onAnnounce, onFocus }: Props) {
  if (state === null) return null;
  if (state.kind === "done") {
    return (
      <p className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <span>Your code was replaced by the starter.</span>
        <button
          type="button"
          id={KATA_IDS.undoReset}
          className="rounded-lg border border-border px-3 py-1.5 font-semibold"
          onClick={() => {
            editor.current?.replace(state.previous);
            onState(null);
            onAnnounce("Your code is back.");
            onFocus(KATA_IDS.editorFocus);
          }}
        >
          Undo reset
        </button>
      </p>
    );
  }
  return (
    <fieldset className="mt-3 rounded-lg border border-border p-3">
      <legend className="px-1">Replace your code with the starter? You can undo this right after.</legend>
      <div className="mt-2 flex flex-wrap gap-3">
        <button
          type="button"
          id={KATA_IDS.confirmReset}
          className="rounded-lg border border-border px-3 py-1.5 font-semibold"
          onClick={() => {
            const previous = source.current;
            editor.current?.replace(starter);
            onState({ kind: "done", previous });
            onAnnounce("Your code was replaced by the starter. Undo reset brings it back.");
            onFocus(KATA_IDS.editorFocus);
          }}
        >
          Yes, replace my code
        </button>
        <button
          type="button"
          id={KATA_IDS.keepCode}
          className="rounded-lg bg-accent px-3 py-1.5 font-semibold text-accent-fg"
          onClick={() => {
            onState(null);
            onFocus(KATA_IDS.reset);
          }}
        >
          Keep my code
        </button>
      </div>
    </fieldset>
  );
}
