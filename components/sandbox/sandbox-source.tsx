import { highlightCode } from "@/lib/highlight/highlight-source";
import { readSourceFile, SANDBOX_SOURCE_PATH, sourceListingId } from "@/lib/highlight/source-files";

/**
 * The real tools layer, highlighted at build time with a data-line on every line. The
 * live sandbox marks the deciding step by toggling a class on those lines. When the
 * page already shows the file (a lesson's <SourceFile>), this is only a pointer to that
 * listing, which `data-marks` names, so the page carries one copy of the file.
 */
export async function SandboxSource({ id, listed = false }: { id: string; listed?: boolean }) {
  if (listed) {
    const listing = sourceListingId(SANDBOX_SOURCE_PATH);
    return (
      <p id={`${id}-source`} data-marks={listing} className="text-sm text-muted">
        After a run, the step that decided the status is marked in{" "}
        <a href={`#${listing}`} className="font-mono text-[var(--accent)] underline">
          {SANDBOX_SOURCE_PATH}
        </a>{" "}
        on this page.
      </p>
    );
  }
  const file = readSourceFile(SANDBOX_SOURCE_PATH);
  if (!file.ok) throw new Error(`sandbox source ${SANDBOX_SOURCE_PATH}: ${file.message}`);
  const html = await highlightCode(file.code, file.lang, { lineNumbers: true });
  // The file is 120 lines: it scrolls in a window of its own (the run scrolls the deciding
  // step into it), so the panels after it are not a dozen screens down on a phone.
  return (
    <figure id={`${id}-source`} className="sandbox-source">
      <figcaption id={`${id}-source-caption`} className="mb-1.5 text-sm text-muted">
        <span className="font-mono">{SANDBOX_SOURCE_PATH}</span>: after a run, the step that decided the status is
        marked.
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it */}
      <section aria-labelledby={`${id}-source-caption`} tabIndex={0} className="sandbox-source-window">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: shiki output of a file from this repository */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </section>
    </figure>
  );
}
