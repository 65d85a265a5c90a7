"use client";

import { useEffect, useRef } from "react";

const POLL_MS = 1000;

/**
 * Dev only: calls `onChange` when a file under content/ is saved. Next's hot reload
 * watches code, not the lesson files the server reads, so this polls the newest mtime
 * (/api/dev/content-mtime). Off when `enabled` is false, which production code passes
 * as a constant, so the effect does nothing there.
 */
export function useContentChange(onChange: () => void, enabled: boolean) {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!enabled) return;
    let last: number | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch("/api/dev/content-mtime", { cache: "no-store" });
        const { mtime } = (await response.json()) as { mtime: number };
        if (last !== undefined && mtime !== last) latest.current();
        last = mtime;
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
  }, [enabled]);
}
