import type { ByteLru } from "./byte-lru.mjs";
/** The content type of every script the server sends itself. */
export const SCRIPT_TYPE: string;
/** The address of a boot file: /_boot/<SHA-256, base64url>.<js|css>. */
export const BOOT_FILE_PATH: RegExp;
/** Keeps `body` in `files` and returns its address. */
export function fileBootFile(files: ByteLru, body: Buffer, extension: "js" | "css"): string;
/** The file a path names: its text and type, null once dropped, undefined if the path names no boot file. */
export function bootFile(pathname: string, files: ByteLru): { body: Buffer; type: string } | null | undefined;
