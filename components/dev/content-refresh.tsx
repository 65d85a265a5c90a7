"use client";

import { useRouter } from "next/navigation";
import { useContentChange } from "./use-content-change";

/**
 * Dev only: re-renders the open page when a file under content/ is saved, with
 * router.refresh(), which keeps client state such as scroll. On a lesson page a changed
 * run of prose or listing is not in the refreshed payload, and the page loads again
 * instead (components/content/outside-payload-html.tsx).
 */
export function ContentRefresh() {
  const router = useRouter();
  useContentChange(() => router.refresh(), true);
  return null;
}
