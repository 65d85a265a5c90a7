import { Checkpoint } from "@/components/checkpoint/checkpoint";
import { EmbeddedWidget, type EmbedParams, embeddedWidgetMetadata } from "@/components/embed/embedded-widget";
import { isLessonSlug } from "@/lib/content/ids";
import { loadCheckpoint } from "@/lib/exercises/checkpoint/load";

export const dynamic = "force-dynamic";
export const generateMetadata = ({ params }: EmbedParams) => embeddedWidgetMetadata(params, "checkpoint");

export default async function EmbeddedCheckpoint({ params }: EmbedParams) {
  const { slug } = await params;
  const content = isLessonSlug(slug) && (await loadCheckpoint(slug)) ? <Checkpoint slug={slug} /> : null;
  return <EmbeddedWidget slug={slug} widget="checkpoint" content={content} />;
}
