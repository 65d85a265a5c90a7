import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { PreviewCheckpoint } from "@/components/preview/preview-checkpoint";
import { PreviewMatch } from "@/components/preview/preview-match";
import { PreviewProblems } from "@/components/preview/preview-problems";
import { PreviewScenarios } from "@/components/preview/preview-scenarios";
import { lessonPath } from "@/lib/content/lesson-parts";
import { decideKeyAccess, KEY_SESSION_COOKIE, processKeyEnv } from "@/lib/preview/key-session";
import { loadPreview } from "@/lib/preview/load-preview";

type Props = { params: Promise<{ slug: string }> };

// Rendered per request and never prerendered, so answers are never in a built file.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Instructor preview", robots: { index: false, follow: false } };

/** /preview/<slug>: every exercise of a lesson with its answers, for instructors (docs/authoring.md). */
export default async function PreviewPage({ params }: Props) {
  const session = (await cookies()).get(KEY_SESSION_COOKIE)?.value;
  // proxy.ts trades the key for a session and refuses a request with neither before this
  // runs; refusing here too means the answers stay hidden even if the proxy were bypassed.
  if (!decideKeyAccess({ session }, processKeyEnv()).allowed) notFound();
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
