"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Moves focus to the main landmark after a client navigation to another page, as a full
 * load would start there: the link that was pressed may be gone (a part's pager), or still
 * there but now pointing elsewhere, and Next leaves focus untouched. The first render (a
 * full load) and changes of the query alone (the sandbox writes its state there) move nothing.
 */
export function FocusOnNavigation({ target }: { target: string }) {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(target)?.focus({ preventScroll: true });
  }, [pathname, target]);
  return null;
}
