/** The reader's theme choice; "system" follows the operating system. */
export type ThemePreference = "system" | "light" | "dark";

export const THEME_STORAGE_KEY = "envelope-lab:theme";
export const THEME_PREFERENCES: readonly ThemePreference[] = ["system", "light", "dark"];

/** Reads a stored value defensively: anything unexpected means "system". */
export function parseThemePreference(value: unknown): ThemePreference {
  return value === "light" || value === "dark" ? value : "system";
}
