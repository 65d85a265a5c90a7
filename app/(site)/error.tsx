"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { useContentChange } from "@/components/dev/use-content-change";

/**
 * An error below the site layout. Without this boundary an error replaced the whole
 * document: the site layout's edit-loop poller was unmounted, so a fix stayed unseen
 * until a manual reload, and React re-created the root layout on the client, whose theme
 * boot <script> then led the dev overlay with "Encountered a script tag" (issue 19).
 * Content problems no longer throw in `next dev` (the page lists them); this catches the
 * rest, and in dev retries on the next save under content/.
 */
export default function SiteError({ reset }: { error: Error; reset: () => void }) {
  const router = useRouter();
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  useContentChange(retry, process.env.NODE_ENV === "development");
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">This page could not be shown</h1>
      <p className="mt-4 text-lg">Something went wrong while rendering it. Trying again may help.</p>
      <button
        type="button"
        onClick={retry}
        className="mt-6 rounded-md border border-border px-4 py-2 font-medium text-accent hover:border-accent"
      >
        Try again
      </button>
    </div>
  );
}
