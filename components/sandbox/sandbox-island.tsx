"use client";

import { type ComponentType, type ReactNode, type SyntheticEvent, useEffect, useRef, useState } from "react";
import { useActivateOnIntent } from "@/components/islands/use-activate-on-intent";
import type { SandboxState } from "@/lib/sandbox/sandbox-state";
import type { LiveSandboxProps } from "./live-sandbox";

interface Props {
  id: string;
  initial: SandboxState;
  syncUrl: boolean;
  /** Load at once and run the call (a shared /sandbox link replays its run). */
  autoRun: boolean;
  /** The static controls and empty result, rendered on the server. */
  top: ReactNode;
  source: ReactNode;
  /** The static trace and chaos panels. */
  bottom: ReactNode;
}

/**
 * The only sandbox code in a page's first load. It shows the server-rendered placeholder
 * and imports the live sandbox (engine, sql.js) on the reader's first sign of intent.
 * A Run pressed before the code arrives is remembered, and focus moves to the live twin.
 */
export function SandboxIsland({ id, initial, syncUrl, autoRun, top, source, bottom }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const active = useActivateOnIntent(ref, autoRun);
  const [Live, setLive] = useState<ComponentType<LiveSandboxProps> | null>(null);
  const handoff = useRef({ run: autoRun, focusId: null as string | null });

  useEffect(() => {
    if (!active || Live) return;
    let cancelled = false;
    import("./live-sandbox").then((module) => {
      if (cancelled) return;
      const focused = document.activeElement;
      if (focused?.id && ref.current?.contains(focused)) handoff.current.focusId = focused.id;
      setLive(() => module.default);
    });
    return () => {
      cancelled = true;
    };
  }, [active, Live]);

  const rememberRun = (event: SyntheticEvent) => {
    if (!Live && (event.target as Element).closest?.('[data-action="run"]')) handoff.current.run = true;
  };

  return (
    <div ref={ref} className="sandbox" onPointerDownCapture={rememberRun} onClickCapture={rememberRun}>
      {Live ? (
        <Live
          id={id}
          initial={initial}
          syncUrl={syncUrl}
          runOnMount={handoff.current.run}
          focusId={handoff.current.focusId}
          source={source}
        />
      ) : (
        <div className="grid gap-4">
          {top}
          {source}
          {bottom}
        </div>
      )}
    </div>
  );
}
