import { useEffect, useState } from "react";
import { currentLtiSession } from "@/lib/embed/grading-context";
import { parseStoredVerdicts, type Verdict } from "@/lib/progress/course-map";

export type StoreVerdicts = {
  /** The results store's verdicts for this page's LTI learner; empty without a launch session or before they arrive. */
  verdicts: Readonly<Record<string, Verdict>>;
  /** A quiet line for the map when the store could not be asked; null otherwise. */
  note: string | null;
};

const NONE: StoreVerdicts = { verdicts: {}, note: null };
export const STORE_NOTE =
  "Results saved by your course could not be loaded just now; this shows what this browser knows.";

/**
 * For a page opened by an LTI launch: the learner's verdicts on `slug` from the results
 * store (GET /api/lessons/<slug>/progress, the launch session as a Bearer token), asked
 * once after hydration, so work done in earlier launches and other browsers shows on the
 * map. Without a session it asks nothing. A failure leaves the map to this browser's
 * record and says so quietly. NOTE: the embed bridge adopts the session in its own effect;
 * it must come before the map in the page, so that its effect has run when this one reads.
 */
export function useStoreVerdicts(slug: string): StoreVerdicts {
  const [found, setFound] = useState<StoreVerdicts>(NONE);
  useEffect(() => {
    const session = currentLtiSession();
    if (!session) return;
    const controller = new AbortController();
    const failed = () => {
      if (!controller.signal.aborted) setFound({ verdicts: {}, note: STORE_NOTE });
    };
    fetch(`/api/lessons/${encodeURIComponent(slug)}/progress`, {
      headers: { authorization: `Bearer ${session}` },
      cache: "no-store",
      signal: controller.signal,
    })
      .then(async (response) => {
        const verdicts = response.ok ? parseStoredVerdicts(await response.json()) : null;
        if (verdicts) setFound({ verdicts, note: null });
        else failed();
      })
      .catch(failed);
    return () => controller.abort();
  }, [slug]);
  return found;
}
