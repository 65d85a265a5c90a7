import { autocompletion, closeCompletion, completeFromList, completionKeymap, ifNotIn } from "@codemirror/autocomplete";
import { EditorState, type Extension, Prec } from "@codemirror/state";
import { hoverTooltip, keymap } from "@codemirror/view";
import type { KataApiEntry } from "@/lib/kata/api/describe-api";
import { KATA_API } from "@/lib/kata/api/kata-api.bundled";

/** A tooltip's or completion's text: the declaration, then what it does. */
function apiDoc(entry: KataApiEntry): HTMLElement {
  const box = document.createElement("div");
  box.className = "kata-api-doc";
  const code = box.appendChild(document.createElement("pre")).appendChild(document.createElement("code"));
  code.textContent = entry.signature;
  box.appendChild(document.createElement("p")).textContent = entry.doc;
  return box;
}

const BY_NAME = new Map(KATA_API.map((entry) => [entry.name, entry]));

/** The exports as completions; none inside comments and strings, as the language's own. */
const API_COMPLETIONS = ifNotIn(
  ["LineComment", "BlockComment", "String", "TemplateString"],
  completeFromList(
    KATA_API.map((entry) => ({ label: entry.name, type: entry.kind, detail: entry.kind, info: () => apiDoc(entry) })),
  ),
);

/**
 * Completion and hover docs for what `envelope-kata` exports, from the same data as the API
 * panel. Completion joins the language's own (local names, keywords). NOTE: Escape closes
 * the list and still arms CodeMirror's "Escape, then Tab" (the run returns false), so the
 * way out of the editor that the page states works with the list open too.
 */
export function kataApiAssist(): Extension[] {
  return [
    // NOTE: one source for the editor's life: completion tells its sources apart by identity,
    // and a new function per query would leave the list waiting forever.
    EditorState.languageData.of(() => [{ autocomplete: API_COMPLETIONS }]),
    autocompletion({ defaultKeymap: false }),
    Prec.highest(
      keymap.of([
        {
          key: "Escape",
          run: (view) => {
            closeCompletion(view);
            return false;
          },
        },
        ...completionKeymap.filter((binding) => binding.key !== "Escape"),
      ]),
    ),
    hoverTooltip((view, pos) => {
      const word = view.state.wordAt(pos);
      const entry = word && BY_NAME.get(view.state.sliceDoc(word.from, word.to));
      if (!word || !entry) return null;
      return { pos: word.from, end: word.to, above: true, create: () => ({ dom: apiDoc(entry) }) };
    }),
  ];
}
