import { focusKey } from "@/components/islands/handover";
import { highlightCode } from "@/lib/highlight/highlight-source";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";
import { draftKey } from "@/lib/kata/ui/draft";
import { requireKataView } from "@/lib/kata/ui/load-kata";
import { KataApiPanel } from "./kata-api-panel";
import { KataFrame } from "./kata-frame";
import { KataIsland } from "./kata-island";

/**
 * The authored <Kata /> tag. Server-only: it reads the starter and the rule guide, and
 * shows the starter highlighted at build time, like the lesson's other code, until the
 * reader shows intent; then the editor (CodeMirror) and the checker load. What
 * `envelope-kata` exports is listed under it, from the module's types.
 */
export async function Kata({ slug }: { slug: string }) {
  const kata = await requireKataView(slug);
  const html = await highlightCode(kata.starter, "ts");
  return (
    <>
      <KataIsland kata={kata} savedKey={draftKey(slug)}>
        <KataFrame
          grader={kata.grader}
          editor={
            // A named, focusable region: at 360 px the code scrolls sideways, and focus here
            // wakes the editor, which takes focus over (data-focus-id) at the swap.
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus
              tabIndex={0}
              aria-label="Your ToolsLayer (the editor loads when you focus or point here)"
              aria-describedby={KATA_IDS.help}
              {...focusKey(KATA_IDS.editorFocus)}
              className="kata-placeholder"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: shiki output of the lesson's own starter file, made at build time
              dangerouslySetInnerHTML={{ __html: html }}
            />
          }
        />
      </KataIsland>
      <KataApiPanel />
    </>
  );
}
