import { LessonBody } from "@/components/mdx/lesson-body";
import type { CompiledLesson } from "@/lib/content/compile-lesson";
import type { SandboxTagProps } from "@/lib/content/tag-targets";

/**
 * The lesson's text as compiled from the draft, rendered on the server like the lesson
 * page. Widgets stand in as boxes that say where to try them: the match and the
 * checkpoint are answerable beside the page from the draft itself, while the real
 * widgets read the saved files.
 */
export function DraftPage({ page, slug }: { page: CompiledLesson; slug: string }) {
  return (
    <LessonBody
      tree={page.tree}
      slug={slug}
      shownFiles={page.shownFiles.map((file) => file.path)}
      widgets={STAND_INS}
    />
  );
}

const STAND_INS = {
  MatchExercise: () => <StandIn tag="MatchExercise" where='Try it under "Match" in this preview.' />,
  Checkpoint: () => <StandIn tag="Checkpoint" where='Try it under "Checkpoint" in this preview.' />,
  Kata: () => <StandIn tag="Kata" where="It runs on the lesson page once saved." />,
  Practice: () => <StandIn tag="Practice" where="It runs on the lesson page once saved." />,
  Sandbox: ({ scenario }: SandboxTagProps) => (
    <StandIn
      tag={scenario ? `Sandbox scenario="${scenario}"` : "Sandbox"}
      where="It runs on the lesson page once saved."
    />
  ),
};

function StandIn({ tag, where }: { tag: string; where: string }) {
  return (
    <div role="note" aria-label={`Widget ${tag}`} className="rounded-lg border border-dashed border-border p-3">
      <code>{`<${tag} />`}</code> <span className="text-muted">{where}</span>
    </div>
  );
}
