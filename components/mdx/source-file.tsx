import { readSourceFileTag } from "@/lib/content/tag-targets";
import { highlightCode } from "@/lib/highlight/highlight-source";
import { SANDBOX_SOURCE_PATH, sourceListingId } from "@/lib/highlight/source-files";

/**
 * Shows a real file of this project, highlighted at build time, so the code a
 * lesson shows is the code that runs. A bad path fails the build with the message
 * content:check prints; the lesson renderer passes the slug so it names the lesson.
 * The sandbox's own file gets line numbers: a sandbox below marks this copy instead
 * of printing a second one.
 */
export async function SourceFile({ path, title, slug }: { path: string; title?: string; slug: string }) {
  const file = readSourceFileTag(slug, path);
  const html = await highlightCode(file.code, file.lang, { lineNumbers: path === SANDBOX_SOURCE_PATH });
  return (
    <figure className="source-file" id={sourceListingId(path)}>
      <figcaption className="mb-1.5 font-mono text-sm text-muted">{title ?? path}</figcaption>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: shiki output of a file from this repository */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}
