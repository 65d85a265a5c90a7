"use client";

import { useEffect, useState } from "react";
import { readStored, writeStored } from "@/components/storage/browser-storage";
import {
  parseThemePreference,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from "@/lib/theme/theme-preference";

const LABELS: Record<ThemePreference, string> = { system: "System", light: "Light", dark: "Dark" };

function apply(preference: ThemePreference) {
  const root = document.documentElement;
  if (preference === "system") root.removeAttribute("data-theme");
  else root.setAttribute("data-theme", preference);
}

/**
 * Three radio buttons (System, Light, Dark). Native radios give keyboard and
 * screen-reader behaviour for free; the choice persists in localStorage.
 */
export function ThemeToggle() {
  const [preference, setPreference] = useState<ThemePreference>("system");
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // Blocked storage reads as nothing stored: the system theme still works.
    setPreference(parseThemePreference(readStored(THEME_STORAGE_KEY)));
    setReady(true);
  }, []);

  function choose(next: ThemePreference) {
    setPreference(next);
    apply(next);
    // If storage refuses, the choice still applies to this page.
    writeStored(THEME_STORAGE_KEY, next === "system" ? null : next);
  }

  return (
    <fieldset
      className="no-print flex items-center gap-0.5 rounded-full border border-border p-0.5 text-sm"
      data-ready={ready || undefined}
    >
      <legend className="sr-only">Colour theme</legend>
      {THEME_PREFERENCES.map((option) => (
        <label key={option} className="theme-option cursor-pointer rounded-full px-2.5 py-1 text-muted">
          <input
            type="radio"
            name="theme"
            value={option}
            checked={preference === option}
            onChange={() => choose(option)}
            className="sr-only"
          />
          {LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}
