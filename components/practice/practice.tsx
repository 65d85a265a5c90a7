import { requirePractice } from "@/lib/practice/load";
import { practiceKey } from "@/lib/practice/mastery";
import { toPublicPractice } from "@/lib/practice/public-view";
import { PracticeIsland } from "./practice-island";
import { PracticeFrame } from "./practice-parts";

/**
 * The authored <Practice /> tag. Server-only: it reads practice.yaml and hands the page
 * only the concepts to practise; items are drawn and keyed by the server one at a time.
 */
export function Practice({ slug }: { slug: string }) {
  const view = toPublicPractice(slug, requirePractice(slug).templates);
  return (
    <PracticeIsland view={view} savedKey={practiceKey(slug)}>
      <PracticeFrame view={view} />
    </PracticeIsland>
  );
}
