/** The reader's theme choice; "system" follows the operating system. */
export type ThemePreference = "system" | "light" | "dark";

export const THEME_STORAGE_KEY = "envelope-lab:theme";
export const THEME_PREFERENCES: readonly ThemePreference[] = ["system", "light", "dark"];

/** Reads a stored value defensively: anything unexpected means "system". */
export function parseThemePreference(value: unknown): ThemePreference {
  return value === "light" || value === "dark" ? value : "system";
}

/**
 * A script for <head> that pins the theme on <html> before the first paint, so a
 * reader who chose dark never sees a light flash. A `?theme=light|dark` query (used
 * by embeds) wins over the stored choice without replacing it. It must stay tiny and
 * self-contained: it runs before any bundle.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var q=new URLSearchParams(location.search).get("theme");var p=q==="light"||q==="dark"?q:localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(p==="light"||p==="dark")document.documentElement.setAttribute("data-theme",p)}catch(e){}})();`;
