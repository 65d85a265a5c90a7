import { EmbeddedWidget, type EmbedParams, embeddedWidgetMetadata } from "@/components/embed/embedded-widget";
import { Kata } from "@/components/kata/kata";
import { isLessonSlug } from "@/lib/content/ids";
import { loadKataView } from "@/lib/kata/ui/load-kata";

export const dynamic = "force-dynamic";
export const generateMetadata = ({ params }: EmbedParams) => embeddedWidgetMetadata(params, "kata");

export default async function EmbeddedKata({ params }: EmbedParams) {
  const { slug } = await params;
  const content = isLessonSlug(slug) && (await loadKataView(slug)) ? <Kata slug={slug} /> : null;
  return <EmbeddedWidget slug={slug} widget="kata" content={content} />;
}
