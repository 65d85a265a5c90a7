import { EmbeddedWidget, type EmbedParams, embeddedWidgetMetadata } from "@/components/embed/embedded-widget";
import { Practice } from "@/components/practice/practice";
import { isLessonSlug } from "@/lib/content/ids";
import { loadPractice } from "@/lib/practice/load";

export const dynamic = "force-dynamic";
export const generateMetadata = ({ params }: EmbedParams) => embeddedWidgetMetadata(params, "practice");

export default async function EmbeddedPractice({ params }: EmbedParams) {
  const { slug } = await params;
  const content = isLessonSlug(slug) && loadPractice(slug) ? <Practice slug={slug} /> : null;
  return <EmbeddedWidget slug={slug} widget="practice" content={content} />;
}
