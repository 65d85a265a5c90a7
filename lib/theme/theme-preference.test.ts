import { describe, expect, it } from "vitest";
import { parseThemePreference } from "./theme-preference";

describe("parseThemePreference", () => {
  it("keeps a stored light or dark choice", () => {
    expect(parseThemePreference("light")).toBe("light");
    expect(parseThemePreference("dark")).toBe("dark");
  });

  it("falls back to system for anything else", () => {
    for (const value of [null, undefined, "", "DARK", "blue", 1, {}]) {
      expect(parseThemePreference(value)).toBe("system");
    }
  });
});
