"use client";

import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useActivateOnIntent } from "@/components/islands/use-activate-on-intent";
import { attemptsKey } from "@/lib/exercises/checkpoint/attempts";
import type { PublicCheckpoint } from "@/lib/exercises/checkpoint/public-view";
import type { Handover } from "./checkpoint-widget";

type WidgetProps = {
  view: PublicCheckpoint;
  codeHtml: Record<string, string>;
  handover: Handover;
  onReady: () => void;
};

/**
 * The checkpoint's only first-load JavaScript. It shows the server-rendered form
 * (children) and imports the interactive widget on the first sign of intent, or at
 * once for a returning student with saved attempts. Until then it keeps a native
 * submit from leaving the page and remembers clicks, so the widget can replay them.
 */
export function CheckpointShell({
  view,
  codeHtml,
  children,
}: {
  view: PublicCheckpoint;
  codeHtml: Record<string, string>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const intent = useActivateOnIntent(ref);
  const [returning, setReturning] = useState(false);
  const [Widget, setWidget] = useState<ComponentType<WidgetProps> | null>(null);
  const [ready, setReady] = useState(false);
  const pending = useRef<Handover>({ answers: {}, submit: false });

  useEffect(() => {
    try {
      if (localStorage.getItem(attemptsKey(view.slug)) !== null) setReturning(true);
    } catch {
      // Storage blocked: the widget still loads on intent.
    }
    const root = ref.current;
    if (!root) return;
    const onSubmit = (event: Event) => {
      event.preventDefault();
      pending.current.submit = true;
    };
    const onClick = (event: Event) => {
      const button = (event.target as Element).closest("button[type=button]");
      if (button?.id) pending.current.clickId = button.id;
    };
    root.addEventListener("submit", onSubmit);
    root.addEventListener("click", onClick);
    return () => {
      root.removeEventListener("submit", onSubmit);
      root.removeEventListener("click", onClick);
    };
  }, [view.slug]);

  useEffect(() => {
    if (!(intent || returning) || Widget) return;
    let cancelled = false;
    import("./checkpoint-widget").then((module) => {
      if (cancelled || !ref.current) return;
      // Carry over what the student did in the static form while the code loaded.
      for (const input of ref.current.querySelectorAll<HTMLInputElement>("input:checked")) {
        pending.current.answers[input.name] = [...(pending.current.answers[input.name] ?? []), input.value];
      }
      const active = document.activeElement;
      if (active?.id && ref.current.contains(active)) pending.current.focusId = active.id;
      setWidget(() => module.CheckpointWidget);
    });
    return () => {
      cancelled = true;
    };
  }, [intent, returning, Widget]);

  const onReady = useCallback(() => setReady(true), []);
  return (
    <div ref={ref} data-checkpoint data-ready={ready || undefined}>
      {Widget ? <Widget view={view} codeHtml={codeHtml} handover={pending.current} onReady={onReady} /> : children}
    </div>
  );
}
