import { EmbeddedWidget, type EmbedParams, embeddedWidgetMetadata } from "@/components/embed/embedded-widget";
import { MatchExercise } from "@/components/match/match-exercise";
import { isLessonSlug } from "@/lib/content/ids";
import { loadMatchExercise } from "@/lib/exercises/match/load";

export const dynamic = "force-dynamic";
export const generateMetadata = ({ params }: EmbedParams) => embeddedWidgetMetadata(params, "match");

export default async function EmbeddedMatch({ params }: EmbedParams) {
  const { slug } = await params;
  const content = isLessonSlug(slug) && loadMatchExercise(slug) ? <MatchExercise slug={slug} /> : null;
  return <EmbeddedWidget slug={slug} widget="match" content={content} />;
}
