import type { ReactNode } from "react";

/**
 * The frame of the sandbox's Result: its heading and region. Apart from the result panel
 * so the server-rendered placeholder can draw the empty state without importing the
 * panel's client parts (the model view): a server module that imports a client module
 * puts its code in the page's first-load JS even where it never renders.
 */
export function ResultSection({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-result-heading`} className="rounded-md border border-border p-3">
      <h3 id={`${id}-result-heading`} className="font-semibold">
        Result
      </h3>
      {children}
    </section>
  );
}

/** Before the first Run: what the placeholder shows, and the live sandbox until a call ends. */
export function NoCallYet() {
  return <p className="mt-2 text-sm text-muted">No call yet. Press Run to send this call through the tools layer.</p>;
}
