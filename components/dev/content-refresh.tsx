"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

const POLL_MS = 1000;

/**
 * Dev only: re-renders the open page when a file under content/ is saved. Next's hot
 * reload watches code, not the lesson files the server reads, so this polls the
 * newest mtime and calls router.refresh(), which keeps client state such as scroll.
 */
export function ContentRefresh() {
  const router = useRouter();
  useEffect(() => {
    let last: number | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch("/api/dev/content-version", { cache: "no-store" });
        const { version } = (await response.json()) as { version: number };
        if (last !== undefined && version !== last) router.refresh();
        last = version;
      } catch {
        // The dev server is restarting; try again on the next tick.
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    let timer = setTimeout(poll, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [router]);
  return null;
}
