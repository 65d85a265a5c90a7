"use client";

import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";

/**
 * A header link that marks itself aria-current="page" on the page it points to
 * (query and hash ignored, so a shared /sandbox?… link still counts). The header is
 * rendered by the layout, which does not know the path; the router does.
 *
 * NOTE: a plain <a>, not next/link: the header is on every lesson page, and a lesson page
 * must never share client-side history with another page (Back would render it from the
 * RSC payload alone, without its prose: components/content/outside-payload-html.tsx).
 */
export function NavLink({ href, ...props }: ComponentProps<"a"> & { href: string }) {
  const current = usePathname() === href;
  return <a href={href} aria-current={current ? "page" : undefined} {...props} />;
}
