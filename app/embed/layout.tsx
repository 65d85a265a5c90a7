import type { ReactNode } from "react";

/** Embeds show no site chrome: only the content, in one measured box the bridge reports. */
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return (
    <main id="embed-root" className="mx-auto max-w-4xl px-3 py-4 sm:px-4">
      {children}
    </main>
  );
}
