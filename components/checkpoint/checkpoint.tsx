import { savedResultKey } from "@/lib/exercises/checkpoint/attempts";
import { requireCheckpoint } from "@/lib/exercises/checkpoint/load";
import { toPublicCheckpoint } from "@/lib/exercises/checkpoint/public-view";
import { servedArrange } from "@/lib/exercises/served-order";
import { highlightCode } from "@/lib/highlight/highlight-source";
import { checkpointDraws, loadPractice } from "@/lib/practice/load";
import { gradedFileVersion } from "@/lib/score-token/graded-file-version";
import { CheckpointIsland } from "./checkpoint-island";

/**
 * The authored <Checkpoint /> tag. Server-only: it reads checkpoint.yaml, keeps the
 * key here, and hands the page only the public view (options in a secret order, no answers,
 * no explanations) with each snippet highlighted at build time.
 */
export async function Checkpoint({ slug }: { slug: string }) {
  const loaded = await requireCheckpoint(slug);
  const arrange = servedArrange({ lesson: slug, activity: "checkpoint", attempt: 1 });
  const draws = checkpointDraws(loadPractice(slug));
  const view = {
    ...toPublicCheckpoint(slug, loaded.checkpoint, loaded.sections, arrange),
    ...(draws > 0 && { draws }),
  };
  const codeHtml: Record<string, string> = {};
  for (const question of view.questions) {
    if (question.code) codeHtml[question.id] = await highlightCode(question.code, "ts");
  }
  return (
    <CheckpointIsland
      view={view}
      codeHtml={codeHtml}
      contentVersion={gradedFileVersion(slug, "checkpoint")}
      savedKey={savedResultKey(slug)}
    />
  );
}
