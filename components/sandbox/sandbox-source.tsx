import { highlightCode } from "@/lib/highlight/highlight-source";
import { readSourceFile } from "@/lib/highlight/source-files";

const PATH = "lib/envelope/tools-layer.ts";

/**
 * The real tools layer, highlighted at build time with a data-line on every line. The
 * live sandbox marks the deciding step by toggling a class on those lines.
 */
export async function SandboxSource({ id }: { id: string }) {
  const file = readSourceFile(PATH);
  if (!file.ok) throw new Error(`sandbox source ${PATH}: ${file.message}`);
  const html = await highlightCode(file.code, file.lang);
  return (
    <figure id={`${id}-source`} className="sandbox-source">
      <figcaption className="mb-1.5 text-sm text-muted">
        <span className="font-mono">{PATH}</span>: after a run, the step that decided the status is marked.
      </figcaption>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: shiki output of a file from this repository */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}
