"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ComponentProps } from "react";

/**
 * A header link that marks itself aria-current="page" on the page it points to
 * (query and hash ignored, so a shared /sandbox?… link still counts). The header is
 * rendered by the layout, which does not know the path; the router does. */
export function NavLink({ href, ...props }: ComponentProps<"a"> & { href: string }) {
  const current = usePathname() === href;
  return <Link href={href} aria-current={current ? "page" : undefined} {...props} />;
}
