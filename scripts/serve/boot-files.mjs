// Files the server makes out of a page on its way out and the loader fetches after the
// paint: the page's RSC payload (rsc-payload-file.mjs) and the site's whole stylesheet
// when the page carries only the part of it that it uses (critical-css.mjs). Each is named
// by the SHA-256 of its text, so an address always means the same bytes, and kept in a
// ByteLru; one that has been dropped is made again when the page is sent again.
import { createHash } from "node:crypto";

/** The address of a file of this kind: /_boot/<SHA-256, base64url>.<js|css>. */
export const BOOT_FILE_PATH = /^\/_boot\/([A-Za-z0-9_-]{43})\.(js|css)$/;

/** The content type of every script this server sends itself (boot files, hinted chunks). */
export const SCRIPT_TYPE = "text/javascript; charset=utf-8";

const TYPES = { js: SCRIPT_TYPE, css: "text/css; charset=utf-8" };

/** Keeps `body` (a Buffer) in `files` and returns its address. */
export function fileBootFile(files, body, extension) {
  if (!Object.hasOwn(TYPES, extension)) throw new TypeError(`no boot file has the extension "${extension}"`);
  const id = createHash("sha256").update(body).digest("base64url");
  files.set(`${id}.${extension}`, body);
  return `/_boot/${id}.${extension}`;
}

/**
 * The file a path names, if it is a boot file's address: its text and content type while
 * the server holds it, null once dropped (or never made here). Undefined when the path is
 * not a boot file's address at all.
 */
export function bootFile(pathname, files) {
  const match = BOOT_FILE_PATH.exec(pathname);
  if (!match) return undefined;
  const body = files.get(`${match[1]}.${match[2]}`);
  return body ? { body, type: TYPES[match[2]] } : null;
}
