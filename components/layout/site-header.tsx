import { ThemeToggle } from "@/components/theme/theme-toggle";
import { SITE_NAME } from "@/lib/site";
import { NavLink } from "./nav-link";

/** The site's header: it stays in view on wider screens; on a phone it scrolls away, so the page keeps the screen. */
export function SiteHeader() {
  return (
    <header className="no-print top-0 z-20 border-b border-border bg-bg/95 backdrop-blur sm:sticky">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2.5">
        <NavLink href="/" className="flex items-center gap-2 font-semibold tracking-tight">
          <EnvelopeMark />
          {SITE_NAME}
        </NavLink>
        <nav aria-label="Site" className="mr-auto">
          <NavLink
            href="/sandbox"
            className="rounded px-2 py-1 text-muted underline-offset-4 hover:text-fg hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-fg aria-[current=page]:underline"
          >
            Sandbox
          </NavLink>
        </nav>
        <ThemeToggle />
      </div>
    </header>
  );
}

function EnvelopeMark() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}
