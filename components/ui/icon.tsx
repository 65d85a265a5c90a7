import type { ToolStatus } from "@/lib/envelope/tool-result";

// Drawn as SVG rather than Unicode symbols: glyphs such as ⏱ are missing from many
// system fonts and would show as empty boxes.
const PATHS: Record<ToolStatus | "right" | "wrong" | "flag", string> = {
  ok: "m5 12 4.5 4.5L19 7",
  invalid_args: "M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4",
  tool_error: "M6 6l12 12M18 6 6 18",
  timeout: "M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z",
  right: "m5 12 5 5 9-10",
  wrong: "M6 6l12 12M18 6 6 18",
  flag: "M12 7v6m0 4h.01",
};

export type IconName = keyof typeof PATHS;

/**
 * One small line icon: a tool status, or a verdict (right, wrong, flag). Decorative,
 * so the words it stands for must always sit beside it.
 */
export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="inline-block shrink-0 align-[-0.125em]"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
