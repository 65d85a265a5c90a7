/**
 * The compiled stylesheet's text for the root layout. Server-only. In production it is
 * the file scripts/build-site-css.mjs wrote before the build, read once; in development
 * it is compiled again on every page load, so a new Tailwind class shows on reload.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { SITE_CSS_FILE } from "@/scripts/site-css-file.mjs";
import { SITE_CSS_KEY } from "./site-css-key";

let compiled: string | undefined;

/** Reads (or in development compiles) the stylesheet and leaves it where SiteStyle finds it. */
export async function provideSiteCss(): Promise<void> {
  let css: string;
  if (process.env.NODE_ENV === "development") {
    const { compileSiteCss } = await import("@/scripts/build-site-css.mjs");
    css = await compileSiteCss();
  } else {
    compiled ??= readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), SITE_CSS_FILE), "utf8");
    css = compiled;
  }
  (globalThis as { [SITE_CSS_KEY]?: string })[SITE_CSS_KEY] = css;
}
