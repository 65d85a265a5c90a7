import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PreviewCheckpoint } from "@/components/preview/preview-checkpoint";
import { PreviewMatch } from "@/components/preview/preview-match";
import { PreviewProblems } from "@/components/preview/preview-problems";
import { PreviewScenarios } from "@/components/preview/preview-scenarios";
import { lessonPath } from "@/lib/content/lesson-parts";
import { loadPreview } from "@/lib/preview/load-preview";
import { decidePreviewAccess } from "@/lib/preview/preview-access";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Rendered per request and never prerendered, so answers are never in a built file.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Instructor preview", robots: { index: false, follow: false } };

/** /preview/<slug>: every exercise of a lesson with its answers, for instructors (docs/authoring.md). */
export default async function PreviewPage({ params, searchParams }: Props) {
  const access = decidePreviewAccess({
    nodeEnv: process.env.NODE_ENV,
    configuredKey: process.env.INSTRUCTOR_KEY,
    givenKey: (await searchParams).key,
  });
  // proxy.ts answers a missing or wrong key with a 403 page before this runs; refusing
  // here too means the answers stay hidden even if the proxy were bypassed.
  if (!access.allowed) notFound();
  const { slug } = await params;
  const preview = await loadPreview(slug);
  if (!preview) notFound();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8" data-preview>
      <p className="text-sm font-medium text-muted">Instructor preview: answers shown</p>
      <h1 className="text-3xl font-bold">{preview.title}</h1>
      <p className="mt-2">
        <a className="underline" href={lessonPath(slug)}>
          Open the lesson as a student sees it
        </a>
      </p>
      <PreviewProblems problems={preview.problems} />
      {preview.match ? <PreviewMatch exercise={preview.match} /> : null}
      {preview.checkpoint ? <PreviewCheckpoint slug={slug} loaded={preview.checkpoint} /> : null}
      <PreviewScenarios scenarios={preview.scenarios} />
    </div>
  );
}
