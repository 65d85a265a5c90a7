import { readdirSync } from "node:fs";
import path from "node:path";

/** The files in `publicDir` as the paths they are served at ("/embed.js"); none when it is missing. Server-only. */
export function publicFilePaths(publicDir: string): string[] {
  try {
    return readdirSync(/*turbopackIgnore: true*/ publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map(
        (entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
      );
  } catch {
    return [];
  }
}
