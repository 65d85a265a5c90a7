import type { ReactNode } from "react";

type Kind = "note" | "pitfall" | "rule";

const STYLES: Record<Kind, { label: string; border: string; bg: string; icon: ReactNode }> = {
  note: { label: "Note", border: "var(--note)", bg: "var(--note-bg)", icon: <path d="M12 8h.01M11 12h1v5h1" /> },
  pitfall: { label: "Pitfall", border: "var(--pitfall)", bg: "var(--pitfall-bg)", icon: <path d="M12 8v5m0 3h.01" /> },
  rule: { label: "Rule of thumb", border: "var(--rule)", bg: "var(--rule-bg)", icon: <path d="m8 12 3 3 5-6" /> },
};

/**
 * A note with a visible text label, so its kind is never carried by colour
 * alone. Rendered on the server: it adds no client JavaScript.
 * NOTE: role="note", not <aside>: an aside is a landmark, and a lesson with two Pitfalls
 * would list two landmarks of one name (axe's landmark-unique), while a note is simply
 * content set apart, which is what a callout is.
 */
export function Callout({ kind, children }: { kind: Kind; children: ReactNode }) {
  const style = STYLES[kind];
  return (
    <div
      role="note"
      aria-label={style.label}
      className="callout rounded-r-lg border-l-4 px-4 py-3 [&>*+*]:mt-2"
      style={{ borderColor: style.border, background: style.bg }}
    >
      <p
        className="flex items-center gap-1.5 text-sm font-semibold uppercase tracking-wide"
        style={{ color: style.border }}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          {style.icon}
        </svg>
        {style.label}
      </p>
      {children}
    </div>
  );
}
