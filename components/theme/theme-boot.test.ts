import { describe, expect, it } from "vitest";
import { THEME_STORAGE_KEY } from "@/lib/theme/theme-preference";
import { THEME_BOOT_SCRIPT } from "./theme-boot.bundled";

describe("THEME_BOOT_SCRIPT", () => {
  function runWith(stored: string | null, search = "") {
    const attributes = new Map<string, string>();
    const document = { documentElement: { setAttribute: (k: string, v: string) => attributes.set(k, v) } };
    const localStorage = { getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null) };
    new Function("document", "localStorage", "location", THEME_BOOT_SCRIPT)(document, localStorage, { search });
    return attributes.get("data-theme");
  }

  it("pins a stored theme on <html> before paint", () => {
    expect(runWith("dark")).toBe("dark");
    expect(runWith("light")).toBe("light");
  });

  it("lets a ?theme= query pin the theme over the stored choice", () => {
    expect(runWith("light", "?theme=dark")).toBe("dark");
    expect(runWith(null, "?theme=light")).toBe("light");
    expect(runWith("dark", "?theme=purple")).toBe("dark");
  });

  it("leaves the system preference in charge when nothing valid is stored", () => {
    expect(runWith(null)).toBeUndefined();
    expect(runWith("<script>")).toBeUndefined();
  });
});
