import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { DraftPage } from "@/components/studio/draft-page";
import { Studio } from "@/components/studio/studio";
import { isLessonSlug } from "@/lib/content/ids";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import { KEY_SESSION_COOKIE } from "@/lib/preview/key-session";
import { loadStudioDraft } from "@/lib/studio/load-draft";
import { studioAccess } from "@/lib/studio/studio-access";
import { readStudioFiles, studioLessonsDir } from "@/lib/studio/studio-files";
import { checkStudioDraft } from "./actions";

type Props = { params: Promise<{ slug: string }> };

// Per request, never prerendered: it reads the files as they are now and shows every answer.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Studio", robots: { index: false, follow: false } };

/** /studio/<slug>: edit a lesson's files beside its live preview (docs/studio.md). */
export default async function StudioPage({ params }: Props) {
  // proxy.ts trades the key for a session and refuses a request with neither; this is the second lock.
  if (!studioAccess((await cookies()).get(KEY_SESSION_COOKIE)?.value).allowed) notFound();
  const { slug } = await params;
  const dir = studioLessonsDir();
  if (!isLessonSlug(slug) || !listLessonSlugs(dir).includes(slug)) notFound();
  const files = readStudioFiles(slug, dir);
  const draft = await loadStudioDraft(slug, {}, dir);
  return (
    <Studio
      slug={slug}
      files={files}
      check={checkStudioDraft}
      first={{
        ok: true,
        problems: draft.problems,
        page: draft.page ? <DraftPage page={draft.page} slug={slug} /> : null,
        match: draft.match,
        checkpoint: draft.checkpoint,
      }}
    />
  );
}
