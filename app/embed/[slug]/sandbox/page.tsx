import { EmbeddedWidget, type EmbedParams, embeddedWidgetMetadata } from "@/components/embed/embedded-widget";
import { SandboxSection } from "@/components/sandbox/sandbox-section";
import { parseSandboxQuery } from "@/lib/sandbox/sandbox-state";

type Props = EmbedParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = "force-dynamic";
export const generateMetadata = ({ params }: EmbedParams) => embeddedWidgetMetadata(params, "sandbox");

export default async function EmbeddedSandbox({ params, searchParams }: Props) {
  const { slug } = await params;
  const { state, notices } = parseSandboxQuery(await searchParams);
  const content = <SandboxSection id="embed-sandbox" initial={state} notices={notices} />;
  return <EmbeddedWidget slug={slug} widget="sandbox" content={content} />;
}
