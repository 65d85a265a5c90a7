import { describe, expect, it } from "vitest";
import { AUTO_POST_SCRIPT } from "./auto-post-script.bundled";

describe("the auto-post page's script", () => {
  it("posts the page's form at once", () => {
    const posted: string[] = [];
    const document = { getElementById: (id: string) => ({ submit: () => posted.push(id) }) };
    new Function("document", AUTO_POST_SCRIPT)(document);
    expect(posted).toEqual(["lti-post"]);
  });
});
