"use client";

import { useEffect } from "react";

/**
 * Marks the table-of-contents link of the section being read with
 * aria-current="location". It edits attributes directly instead of re-rendering
 * the list, so this island stays a few hundred bytes.
 */
export function TocSpy() {
  useEffect(() => {
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>("nav[data-toc] a[href^='#']"));
    const ids = Array.from(new Set(links.map((link) => decodeURIComponent(link.hash.slice(1)))));
    const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0) return;

    const visible = new Set<string>();
    const mark = () => {
      // The first heading on screen wins; above all of them, the last one passed.
      const current =
        headings.find((h) => visible.has(h.id)) ??
        [...headings].reverse().find((h) => h.getBoundingClientRect().top < 0) ??
        headings[0];
      for (const link of links) {
        if (link.hash === `#${current?.id}`) link.setAttribute("aria-current", "location");
        else link.removeAttribute("aria-current");
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        mark();
      },
      { rootMargin: "-64px 0px -55% 0px" },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, []);
  return null;
}
