import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BOOT_FILE_PATH, bootFile, fileBootFile } from "./boot-files.mjs";
import { createByteLru } from "./byte-lru.mjs";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("base64url");
const script = Buffer.from('self.__next_f.push([1,"x"]);\n');
const style = Buffer.from("body{margin:0}");

describe("fileBootFile", () => {
  it("returns /_boot/<the body's SHA-256, base64url>.<extension>, an address BOOT_FILE_PATH matches", () => {
    const files = createByteLru(1024);
    for (const [body, extension] of [
      [script, "js"],
      [style, "css"],
    ] as const) {
      const address = fileBootFile(files, body, extension);
      expect(address).toBe(`/_boot/${sha256(body)}.${extension}`);
      expect(address).toMatch(/^\/_boot\/[A-Za-z0-9_-]{43}\.(js|css)$/);
      expect(BOOT_FILE_PATH.exec(address)?.slice(1)).toEqual([sha256(body), extension]);
    }
  });

  it("gives the same bytes the same address, and keeps them once", () => {
    const files = createByteLru(1024);
    const first = fileBootFile(files, script, "js");
    // A copy, not the same Buffer: the address depends on the bytes alone.
    expect(fileBootFile(files, Buffer.from(script), "js")).toBe(first);
    expect(files.size).toBe(1);
    expect(fileBootFile(files, Buffer.from(`${script}x`), "js")).not.toBe(first);
  });

  it("throws a TypeError for an extension other than js or css, and files nothing", () => {
    const files = createByteLru(1024);
    for (const extension of ["html", "mjs", "JS", ""]) {
      // @ts-expect-error: the types allow only "js" and "css"; plain JS callers are not checked.
      expect(() => fileBootFile(files, script, extension)).toThrow(TypeError);
    }
    expect(files.size).toBe(0);
  });
});

describe("bootFile", () => {
  it("returns the body and content type of a filed js and css file", () => {
    const files = createByteLru(1024);
    const js = bootFile(fileBootFile(files, script, "js"), files);
    const css = bootFile(fileBootFile(files, style, "css"), files);
    expect(js?.body.equals(script)).toBe(true);
    expect(js?.type).toBe("text/javascript; charset=utf-8");
    expect(css?.body.equals(style)).toBe(true);
    expect(css?.type).toBe("text/css; charset=utf-8");
  });

  it("takes the type from the address: the same bytes filed as css are not served as js", () => {
    const files = createByteLru(1024);
    const address = fileBootFile(files, style, "css");
    expect(bootFile(address.replace(/\.css$/, ".js"), files)).toBeNull();
  });

  it("returns null for a well-formed address it does not hold", () => {
    const files = createByteLru(1024);
    expect(bootFile(`/_boot/${sha256(script)}.js`, files)).toBeNull();
    expect(bootFile(`/_boot/${"A".repeat(43)}.css`, files)).toBeNull();
  });

  it("returns null for a file the ByteLru bound has dropped", () => {
    // Room for one of the two: filing the second drops the first.
    const files = createByteLru(Math.max(script.length, style.length));
    const dropped = fileBootFile(files, script, "js");
    const kept = fileBootFile(files, style, "css");
    expect(bootFile(dropped, files)).toBeNull();
    expect(bootFile(kept, files)?.body.equals(style)).toBe(true);
  });

  it("returns undefined for a path that is not a boot file's address at all", () => {
    const files = createByteLru(1024);
    const id = sha256(script);
    fileBootFile(files, script, "js");
    for (const path of [
      "/_boot/x.js",
      `/_boot/${id}.html`,
      `/_boot/${id}.JS`,
      `/_boot/${id}`,
      `/_boot/${id}.js/`,
      `/_boot/${id}.js\n`,
      `/_boot/${id}.jsx`,
      `/_boot/${id.slice(1)}.js`, // 42 characters
      `/_boot/${id}A.js`, // 44 characters
      `/_boot/${id.slice(0, 20)}/${id.slice(21)}.js`, // base64, not base64url
      `/_boot/${id.slice(0, 20)}+${id.slice(21)}.js`,
      `/_boot/${id.slice(0, 42)}=.js`,
      `/x/_boot/${id}.js`,
      `_boot/${id}.js`,
      "/lessons/x",
      "/",
    ]) {
      expect(bootFile(path, files), path).toBeUndefined();
    }
  });
});
