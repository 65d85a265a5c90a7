import { describe, expect, it } from "vitest";
import { onMissingBlock, reloadMark } from "./missing-block-reload";

const page = { path: "/lessons/a/two", timeOrigin: 2000.5, navigationType: "reload" };

describe("onMissingBlock", () => {
  it("reloads when no reload was asked for", () => {
    expect(onMissingBlock(null, page)).toBe("reload");
    expect(onMissingBlock(null, { ...page, navigationType: "navigate" })).toBe("reload");
  });

  it("fails in the document that answers a reload asked for on its path", () => {
    expect(onMissingBlock(reloadMark(page.path, 1000.25), page)).toBe("fail");
  });

  it("reloads when the mark is for another path, is its own, or this document was not loaded by a reload", () => {
    expect(onMissingBlock(reloadMark("/lessons/a", 1000.25), page)).toBe("reload");
    expect(onMissingBlock(reloadMark(page.path, page.timeOrigin), page)).toBe("reload");
    expect(onMissingBlock(reloadMark(page.path, 1000.25), { ...page, navigationType: "navigate" })).toBe("reload");
    expect(onMissingBlock(reloadMark(page.path, 1000.25), { ...page, navigationType: undefined })).toBe("reload");
  });
});
