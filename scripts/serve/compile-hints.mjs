// The framework's start-up chunks go out with Chrome's hint to compile every function in
// them at once, as they load.
//
// V8 compiles a script's functions lazily: the first call of each one compiles it, on the
// main thread. Turbopack wraps every module in a function the runtime calls when the app
// starts, so the first page load compiled React, React DOM, the router and Turbopack's
// runtime (the five rootMainFiles, 445 kB) in the one task that starts the app. Measured
// with Lighthouse on a lesson page (issue 15), that task was 21-29 ms at full speed, 84-119
// ms at the 4x of the TBT figure, and it was nearly all of every page's TBT; in a CPU
// profile most of it was self time of the runtime's module loader, which is where that lazy
// compilation is counted.
//
// A file whose first line is the magic comment `//# allFunctionsCalledOnLoad` is compiled
// whole when it is loaded. A file large enough for Chrome to parse as it streams in (the
// three chunks of 38-229 kB) is compiled on a background thread; the two small ones (5 and
// 11 kB) are compiled on the main thread, at once rather than function by function, and a
// CPU profile showed no more main-thread time with them hinted than without. Browsers that
// do not know the comment read it as a comment. The hint costs compiling functions a page
// never calls, so it goes on the chunks every page runs as it starts and on no other: a
// widget's code, which loads on intent, and a route's own chunks go out as built.
//
// The hint is a line before the file, so it would shift a source map by one line and break
// an integrity hash: a chunk that names a source map is sent as built, and a build with
// integrity hashes (Next's experimental.sri) gets no hints at all.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The magic comment, as the first line of a file. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** A start-up chunk as the build manifest names it: a file straight under static/chunks. */
const CHUNK = /^static\/chunks\/[A-Za-z0-9_.-]+\.js$/;

const BuildManifest = z.object({ rootMainFiles: z.array(z.string().regex(CHUNK)) });

/** What Next writes when a build carries integrity hashes for its scripts. */
const INTEGRITY_MANIFEST = path.join("server", "subresource-integrity-manifest.json");

const SOURCE_MAP = /\/\/# sourceMappingURL=/;

const none = (problem) => ({ chunks: new Map(), problem });

/**
 * The framework's start-up chunks in the build at `distDir`, by the address the browser
 * asks for (/_next/static/chunks/…), each with its file. Empty, with the reason in
 * `problem`, when the manifest is missing, unreadable or not as expected, or the build
 * carries integrity hashes: the chunks then go out as built, which costs speed and nothing else.
 */
export function startUpChunks(distDir) {
  const manifestPath = path.join(distDir, "build-manifest.json");
  if (existsSync(path.join(distDir, INTEGRITY_MANIFEST))) {
    return none(`${path.join(distDir, INTEGRITY_MANIFEST)} exists: a hinted chunk would not match its integrity hash`);
  }
  let text;
  try {
    text = readFileSync(manifestPath, "utf8");
  } catch (error) {
    return none(error.code === "ENOENT" ? `${manifestPath} is missing` : `${manifestPath}: ${error.message}`);
  }
  let manifest;
  try {
    manifest = BuildManifest.safeParse(JSON.parse(text));
  } catch (error) {
    return none(`${manifestPath} is not JSON: ${error.message}`);
  }
  if (!manifest.success) return none(`${manifestPath}: ${z.prettifyError(manifest.error)}`);
  const chunks = new Map(
    manifest.data.rootMainFiles.map((file) => [`/_next/${file}`, path.join(distDir, ...file.split("/"))]),
  );
  return { chunks, problem: undefined };
}

/**
 * `hinted(pathname)`: the start-up chunk at that address as the server sends it, `{ body,
 * etag }`, the compile hint first, read once and kept (445 kB in all); undefined for any
 * other address, for a chunk that names a source map, and for one whose file cannot be
 * read (Next then answers, with the file as built, or its 404).
 */
export function createHintedChunks(chunks) {
  const kept = new Map(); // address -> { body, etag }, or null: sent as built
  return (pathname) => {
    const file = chunks.get(pathname);
    if (file === undefined) return undefined;
    let chunk = kept.get(pathname);
    if (chunk === undefined) {
      let built;
      try {
        built = readFileSync(file);
      } catch {
        return undefined; // tried again next time
      }
      if (SOURCE_MAP.test(built.toString("latin1"))) chunk = null;
      else {
        const body = Buffer.concat([Buffer.from(COMPILE_HINT), built]);
        // Weak, as Next's own: the same tag stands for the brotli and the plain sending.
        chunk = { body, etag: `W/"${createHash("sha256").update(body).digest("base64url")}"` };
      }
      kept.set(pathname, chunk);
    }
    return chunk ?? undefined;
  };
}
