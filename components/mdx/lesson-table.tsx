import type { ComponentProps } from "react";

/**
 * A Markdown table inside a named section (a region) that scrolls sideways on narrow screens. The region
 * takes keyboard focus and has a name, so keyboard users can scroll it too (axe
 * scrollable-region-focusable). Server-rendered: no client JavaScript.
 */
export function LessonTable(props: ComponentProps<"table">) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section className="table-scroll" aria-label="Table (scrolls sideways)" tabIndex={0}>
      <table {...props} />
    </section>
  );
}
