import type { PeekedDraft } from "@/lib/kata/ui/draft";
import type { KataChoice } from "@/lib/sandbox/sandbox-state";

/** The sentence under the layer choice: is there a draft to run, and where to write one. */
export function LayerNote({ draft, kata }: { draft: PeekedDraft | null; kata: KataChoice | undefined }) {
  if (!draft || !kata) return null;
  const link = (
    <a className="text-accent underline underline-offset-2" href={kata.href}>
      the kata in “{kata.title}”
    </a>
  );
  if (draft.kind === "draft") return <p>Runs your draft from {link} as it was last saved in this browser.</p>;
  if (draft.kind === "unusable")
    return (
      <p>
        Your kata draft {draft.why}. Open {link} to write your layer again.
      </p>
    );
  return (
    <p>There is no kata draft in this browser yet, so there is no layer of yours to run. Write one in {link} first.</p>
  );
}
