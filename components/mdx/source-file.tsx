import { highlightCode } from "@/lib/highlight/highlight-source";
import { readSourceFile } from "@/lib/highlight/source-files";

/**
 * Shows a real file of this project, highlighted at build time, so the code a
 * lesson shows is the code that runs. A bad path fails the build loudly.
 */
export async function SourceFile({ path, title }: { path: string; title?: string }) {
  const file = readSourceFile(path);
  if (!file.ok) throw new Error(`<SourceFile path="${path}">: ${file.message}`);
  const html = await highlightCode(file.code, file.lang);
  return (
    <figure className="source-file">
      <figcaption className="mb-1.5 font-mono text-sm text-muted">{title ?? path}</figcaption>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: shiki output of a file from this repository */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}
