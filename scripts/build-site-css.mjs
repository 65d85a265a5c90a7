#!/usr/bin/env node
// Compiles app/globals.css (Tailwind) into one minified stylesheet that the root layout
// writes inline into every page's <head> (components/site/site-style.tsx). A separate
// stylesheet request would hold the first paint back by a round trip on a phone.
// Runs before build, dev and start (package.json); the output is gitignored.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
import { SITE_CSS_FILE } from "./site-css-file.mjs";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Compiles app/globals.css with Tailwind, minified; resolves to the CSS text. */
export async function compileSiteCss(root = ROOT) {
  const from = path.join(root, "app/globals.css");
  const result = await postcss([tailwind({ base: root, optimize: { minify: true } })]).process(
    readFileSync(from, "utf8"),
    { from },
  );
  return result.css;
}

/** Writes the compiled stylesheet below `root`; resolves to its size in bytes. */
export async function buildSiteCss(root = ROOT) {
  const css = await compileSiteCss(root);
  const outfile = path.join(root, SITE_CSS_FILE);
  mkdirSync(path.dirname(outfile), { recursive: true });
  // Written beside and renamed, so a server reading it never sees half a file.
  writeFileSync(`${outfile}.tmp`, css);
  renameSync(`${outfile}.tmp`, outfile);
  return Buffer.byteLength(css);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bytes = await buildSiteCss();
  console.log(`site stylesheet: ${(bytes / 1000).toFixed(1)} kB -> ${SITE_CSS_FILE}`);
}
