import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The app's addresses read from the file system, so that a spec which visits every route
 * (route-fuzz.spec.ts) visits a new one without being edited: every page.tsx and route.ts
 * under app/ and every metadata file (icon.svg and the like); public/'s files are
 * lib/http/public-files.ts's.
 */

const METADATA_FILE = /^(icon|apple-icon|favicon|opengraph-image|twitter-image|robots|sitemap|manifest)\.\w+$/;

/** URL templates such as "/lessons/[slug]/[part]", route groups left out. */
export function appRouteTemplates(appDir = path.join(process.cwd(), "app")): string[] {
  const files = readdirSync(appDir, { recursive: true, encoding: "utf8" });
  const templates = files.flatMap((file) => {
    const parts = file.split(path.sep);
    const name = parts.pop() ?? "";
    // Private folders (_x) and parallel-route slots (@x) are not addresses.
    if (parts.some((part) => part.startsWith("_") || part.startsWith("@"))) return [];
    const segments = parts.filter((part) => !/^\(.*\)$/.test(part));
    if (/^(page|route)\.tsx?$/.test(name)) return [`/${segments.join("/")}`];
    if (METADATA_FILE.test(name)) return [`/${[...segments, name].join("/")}`];
    return [];
  });
  return [...new Set(templates)].sort();
}

/** The name inside a dynamic segment ("[slug]", "[...all]", "[[...path]]"), or null for a plain one. */
const dynamicName = (segment: string) => /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment)?.[1] ?? null;

/** Real values for dynamic segments by name: one, or several (each gets an address). */
export type RealValues = Record<string, string | readonly string[]>;

/**
 * Addresses for `template`: every dynamic segment filled with its first real value (`real`,
 * "x" when it has none), then one address per further real value and per junk value in
 * each segment in turn.
 */
export function fillRoute(template: string, real: RealValues, junk: readonly string[]): string[] {
  const segments = template.split("/");
  const valuesOf = (segment: string): readonly string[] => {
    const name = dynamicName(segment);
    if (name === null) return [segment];
    const values = real[name] ?? "x";
    return typeof values === "string" ? [values] : values;
  };
  const filled = segments.map((segment) => valuesOf(segment)[0] ?? "x");
  const urls = [filled.join("/") || "/"];
  segments.forEach((segment, index) => {
    if (dynamicName(segment) === null) return;
    for (const value of [...valuesOf(segment).slice(1), ...junk])
      urls.push(filled.map((part, i) => (i === index ? value : part)).join("/"));
  });
  return urls;
}
