import type { Metadata } from "next";
import { SiteChrome } from "@/components/layout/site-chrome";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <SiteChrome>
      <div className="mx-auto max-w-3xl px-4 py-16">
        <p className="font-mono text-sm text-muted">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
        <p className="mt-4 text-lg">
          There is no page at this address. It may have moved, or the link may have a typo.
        </p>
        <p className="mt-6">
          {/* A plain link: this page is the root's not-found boundary, so whatever it imports
              ships with every page, and next/link would add about 3 kB to each. */}
          <a href="/" className="font-medium text-accent underline underline-offset-4">
            See all lessons
          </a>
        </p>
      </div>
    </SiteChrome>
  );
}
