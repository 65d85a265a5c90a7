"use client";

import { type RefObject, useEffect, useState } from "react";

const INTENT_EVENTS = ["pointerdown", "pointerenter", "focusin", "keydown", "touchstart"] as const;

/**
 * True once the reader shows intent to use the element under `ref` (pointer over
 * it, a touch, keyboard focus inside). Heavy widgets import their code only then,
 * so the lesson page's first load stays small; until then the server-rendered
 * placeholder, which already shows the content, stays on screen.
 */
export function useActivateOnIntent(ref: RefObject<HTMLElement | null>, eager = false): boolean {
  const [active, setActive] = useState(eager);
  useEffect(() => {
    const element = ref.current;
    if (active || !element) return;
    const activate = () => setActive(true);
    for (const name of INTENT_EVENTS) element.addEventListener(name, activate, { once: true, passive: true });
    return () => {
      for (const name of INTENT_EVENTS) element.removeEventListener(name, activate);
    };
  }, [active, ref]);
  return active;
}
