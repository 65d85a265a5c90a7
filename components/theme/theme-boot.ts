/**
 * The script app/layout.tsx puts inline in <head> (bundled to THEME_BOOT_SCRIPT in
 * theme-boot.bundled.ts by scripts/build-bundles.ts): it pins the theme on <html> before the
 * first paint, so a reader who chose dark never sees a light flash. A `?theme=light|dark`
 * query (used by embeds) wins over the stored choice without replacing it. It runs before any
 * bundle, so it must stay tiny and import nothing that does not bundle small.
 */
import { parseThemePreference, THEME_STORAGE_KEY } from "@/lib/theme/theme-preference";

try {
  const requested = parseThemePreference(new URLSearchParams(location.search).get("theme"));
  const preference = requested === "system" ? parseThemePreference(localStorage.getItem(THEME_STORAGE_KEY)) : requested;
  if (preference !== "system") document.documentElement.setAttribute("data-theme", preference);
} catch {
  // storage blocked: the system preference stays in charge
}
