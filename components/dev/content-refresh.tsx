"use client";

import { useRouter } from "next/navigation";
import { useContentChange } from "./use-content-change";

/**
 * Dev only: re-renders the open page when a file under content/ is saved, with
 * router.refresh(), which keeps client state such as scroll.
 */
export function ContentRefresh() {
  const router = useRouter();
  useContentChange(() => router.refresh(), true);
  return null;
}
