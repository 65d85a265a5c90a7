import { requireMatchExercise } from "@/lib/exercises/match/load";
import { matchProgressKey } from "@/lib/exercises/match/progress";
import { toPublicMatch } from "@/lib/exercises/match/public-view";
import { servedArrange } from "@/lib/exercises/served-order";
import { MatchIsland } from "./match-island";
import { MatchStatic } from "./match-static";

/**
 * The <MatchExercise /> tag: reads the lesson's match.yaml on the server and sends
 * the page only the public view (no answers). The lesson renderer passes the slug.
 */
export function MatchExercise({ slug }: { slug: string }) {
  const exercise = requireMatchExercise(slug);
  const view = toPublicMatch(exercise, servedArrange({ lesson: slug, activity: "match", attempt: 1 }));
  return (
    <section aria-labelledby="match-heading" className="match-root rounded-xl border border-border p-3 sm:p-4">
      <h3 id="match-heading" className="text-lg font-semibold">
        Practice: match each call to its status
      </h3>
      <MatchIsland slug={slug} view={view} savedKey={matchProgressKey(slug)}>
        <MatchStatic view={view} />
      </MatchIsland>
    </section>
  );
}
