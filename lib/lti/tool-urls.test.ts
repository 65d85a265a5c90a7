import { describe, expect, it } from "vitest";
import { toolUrls } from "./tool-urls";

describe("toolUrls", () => {
  it("gives the addresses a platform registers", () => {
    expect(toolUrls("https://lab.example.com")).toEqual({
      login: "https://lab.example.com/api/lti/login",
      launch: "https://lab.example.com/api/lti/launch",
      choice: "https://lab.example.com/api/lti/deep-linking",
      jwks: "https://lab.example.com/api/lti/jwks",
    });
  });
});
