import { readFileSync } from "node:fs";
import path from "node:path";

/*
 * Pages name their icon (app/icon.svg), but Chromium still asks for /favicon.ico in some
 * cases (e.g. going back in history), and a 404 there is an error in the console. The
 * same SVG answers it, read once at build time; browsers take an SVG at this address.
 */
export const dynamic = "force-static";

export function GET() {
  const svg = readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), "app", "icon.svg"));
  return new Response(svg, {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
  });
}
