import type { ReactNode } from "react";
import { FocusOnNavigation } from "./focus-on-navigation";
import { SiteHeader } from "./site-header";

/** The site's frame around a page: skip link, header and the main landmark. Embeds go without it. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded focus:bg-accent focus:px-3 focus:py-2 focus:text-accent-fg"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <FocusOnNavigation target="main" />
    </>
  );
}
