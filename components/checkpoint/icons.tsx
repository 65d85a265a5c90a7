/** Small status icons; always shown next to words, never on their own. */
const PATHS = {
  right: "m6 12 4 4 8-9",
  wrong: "M7 7l10 10M17 7 7 17",
  flag: "M12 7v6m0 4h.01",
};

export function StatusIcon({ kind }: { kind: keyof typeof PATHS }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      className="inline-block shrink-0"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
