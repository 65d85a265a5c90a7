import { Children, type ComponentProps, isValidElement, type ReactNode } from "react";

/**
 * A Markdown table inside a named section (a region) that scrolls sideways on narrow
 * screens. The region takes keyboard focus so keyboard users can scroll it too (axe
 * scrollable-region-focusable); its name lists the column headings, so two tables on one
 * page get different names (axe landmark-unique). Server-rendered: no client JavaScript.
 */
export function LessonTable(props: ComponentProps<"table">) {
  const headings = textOf(Children.toArray(props.children).find((child) => isElementOf(child, "thead")));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
    <section className="table-scroll" aria-label={`Table: ${headings || "details"}`} tabIndex={0}>
      <table {...props} />
    </section>
  );
}

function isElementOf(node: ReactNode, type: string): node is React.ReactElement<{ children?: ReactNode }> {
  return isValidElement(node) && node.type === type;
}

/** The text of header cells, joined with commas: "scenario, status, why". */
function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (!isValidElement<{ children?: ReactNode }>(node)) return "";
  const parts = Children.toArray(node.props.children).map(textOf).filter(Boolean);
  return parts.join(node.type === "tr" ? ", " : "");
}
