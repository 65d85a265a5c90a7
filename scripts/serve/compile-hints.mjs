// The framework's start-up chunks go out with Chrome's hint to compile every function in
// them at once, off the main thread.
//
// V8 compiles a script's functions lazily: the first call of each one compiles it, on the
// main thread. Turbopack wraps every module in a function the runtime calls when the app
// starts, so the first page load compiled React, React DOM and the router, about 400 kB,
// in the one task that starts the app. Measured with Lighthouse on a lesson page (issue
// 15), that task was 21-29 ms at full speed, 84-119 ms at the 4x of the TBT figure, and it
// was nearly all of every page's TBT; in a CPU profile most of it was self time of the
// runtime's module loader, which is where that lazy compilation is counted.
//
// A file whose first line is the magic comment `//# allFunctionsCalledOnLoad` is compiled
// whole when it is loaded, which for a streamed script (one large enough to be parsed as
// it arrives) happens on a background thread. Browsers that do not know the comment read
// it as a comment. The hint costs compiling functions a page never calls, so it goes on
// the framework's own chunks only, the ones every page runs as it starts (Next lists them
// as rootMainFiles in build-manifest.json); a widget's code, which loads on intent, and a
// route's own small chunks stay as they are built.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The magic comment, as the first line of a file. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** A start-up chunk as the build manifest names it: a file straight under static/chunks. */
const CHUNK = /^static\/chunks\/[A-Za-z0-9_.-]+\.js$/;

const BuildManifest = z.object({ rootMainFiles: z.array(z.string().regex(CHUNK)) });

/**
 * The framework's start-up chunks in the build at `distDir` (.next), by the address the
 * browser asks for (/_next/static/chunks/…), each with its file. Empty, with the reason
 * in `problem`, when the manifest is missing or not as expected: the chunks then go out
 * as built, which costs speed and nothing else.
 */
export function startUpChunks(distDir) {
  const manifestPath = path.join(distDir, "build-manifest.json");
  if (!existsSync(manifestPath)) return { chunks: new Map(), problem: `${manifestPath} is missing` };
  let manifest;
  try {
    manifest = BuildManifest.safeParse(JSON.parse(readFileSync(manifestPath, "utf8")));
  } catch (error) {
    return { chunks: new Map(), problem: `${manifestPath} is not JSON: ${error.message}` };
  }
  if (!manifest.success) {
    return { chunks: new Map(), problem: `${manifestPath}: ${z.prettifyError(manifest.error)}` };
  }
  const chunks = new Map(
    manifest.data.rootMainFiles.map((file) => [`/_next/${file}`, path.join(distDir, ...file.split("/"))]),
  );
  return { chunks, problem: undefined };
}

/**
 * `hinted(pathname)`: the body of the start-up chunk at that address, the compile hint
 * first, read once and kept (the framework's chunks are about 450 kB in all); undefined
 * for any other address, or a chunk whose file cannot be read (Next then answers).
 */
export function createHintedChunks(chunks) {
  const bodies = new Map();
  return (pathname) => {
    const file = chunks.get(pathname);
    if (file === undefined) return undefined;
    let body = bodies.get(pathname);
    if (body === undefined) {
      try {
        body = Buffer.concat([Buffer.from(COMPILE_HINT), readFileSync(file)]);
      } catch {
        return undefined;
      }
      bodies.set(pathname, body);
    }
    return body;
  };
}
