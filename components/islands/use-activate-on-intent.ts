"use client";

import { type RefObject, useEffect, useState } from "react";

const INTENT_EVENTS = ["pointerdown", "pointerenter", "focusin", "keydown", "touchstart"] as const;

/**
 * True once the reader shows intent to use the element under `ref` (pointer over
 * it, a touch, keyboard focus inside). Heavy widgets import their code only then,
 * so the lesson page's first load stays small; until then the server-rendered
 * placeholder, which already shows the content, stays on screen. `onIntent`, when given,
 * is called at the first such event, before the re-render.
 */
export function useActivateOnIntent(ref: RefObject<HTMLElement | null>, eager = false, onIntent?: () => void): boolean {
  const [active, setActive] = useState(eager);
  useEffect(() => {
    const element = ref.current;
    if (active || !element) return;
    // `onIntent` runs in the event itself: waiting for the re-render would start a download later.
    let fired = false;
    const activate = () => {
      if (!fired) onIntent?.();
      fired = true;
      setActive(true);
    };
    for (const name of INTENT_EVENTS) element.addEventListener(name, activate, { once: true, passive: true });
    return () => {
      for (const name of INTENT_EVENTS) element.removeEventListener(name, activate);
    };
  }, [active, ref, onIntent]);
  return active;
}
