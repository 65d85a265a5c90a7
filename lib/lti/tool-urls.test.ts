import { describe, expect, it } from "vitest";
import { dynamicRegistrationUrl, toolOrigin, toolUrls } from "./tool-urls";

describe("toolUrls", () => {
  it("gives the addresses a platform registers", () => {
    expect(toolUrls("https://lab.example.com")).toEqual({
      login: "https://lab.example.com/api/lti/login",
      launch: "https://lab.example.com/api/lti/launch",
      choice: "https://lab.example.com/api/lti/deep-linking",
      jwks: "https://lab.example.com/api/lti/jwks",
    });
  });

  it("puts the registration key in the path, escaped", () => {
    expect(dynamicRegistrationUrl("https://lab.example.com", "a/b")).toBe(
      "https://lab.example.com/api/lti/register/a%2Fb",
    );
  });
});

describe("toolOrigin", () => {
  it("prefers LTI_TOOL_ORIGIN over the request's origin", () => {
    const request = new Request("http://127.0.0.1:3000/api/lti/login");
    expect(toolOrigin(request, { LTI_TOOL_ORIGIN: " https://lab.example.com " })).toBe("https://lab.example.com");
    expect(toolOrigin(request, {})).toBe("http://127.0.0.1:3000");
  });
});
