import type { ReactNode } from "react";

/**
 * A box that scrolls what does not fit (code, JSON), reachable by Tab so a keyboard can
 * scroll it, and named by `label` so a screen reader says what Tab reached: a labelled
 * <section> is a region, where a focusable <pre> has no role that a name could go on.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
    <section aria-label={label} tabIndex={0} className={className}>
      {children}
    </section>
  );
}
