import { readSourceFileTag } from "@/lib/content/tag-targets";
import { highlightCode } from "@/lib/highlight/highlight-source";

/**
 * Shows a real file of this project, highlighted at build time, so the code a
 * lesson shows is the code that runs. A bad path fails the build with the message
 * content:check prints; the lesson renderer passes the slug so it names the lesson.
 */
export async function SourceFile({ path, title, slug }: { path: string; title?: string; slug: string }) {
  const file = readSourceFileTag(slug, path);
  const html = await highlightCode(file.code, file.lang);
  return (
    <figure className="source-file">
      <figcaption className="mb-1.5 font-mono text-sm text-muted">{title ?? path}</figcaption>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: shiki output of a file from this repository */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}
