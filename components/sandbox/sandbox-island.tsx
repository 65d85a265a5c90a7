"use client";

import type { ReactNode } from "react";
import { LazyIsland } from "@/components/islands/lazy-island";
import type { ChaosSettings } from "@/lib/sandbox/chaos-limits";
import type { KataChoice, SandboxState } from "@/lib/sandbox/sandbox-state";

interface Props {
  id: string;
  initial: SandboxState;
  syncUrl: boolean;
  /** Load at once and run the call (a shared /sandbox link replays its run). */
  autoRun: boolean;
  katas: readonly KataChoice[];
  /** The chaos panel's settings to start from, and whether to start that run at once (a chaos link). */
  chaos: ChaosSettings;
  autoChaos: boolean;
  /** The static controls and empty result, rendered on the server. */
  top: ReactNode;
  source: ReactNode;
  /** The static trace and chaos panels. */
  bottom: ReactNode;
}

const loadLiveSandbox = () => import("./live-sandbox").then((module) => module.default);

/** The sandbox's only first-load code: the placeholder until intent, then the live sandbox (engine, sql.js). */
export function SandboxIsland({ id, initial, syncUrl, autoRun, katas, chaos, autoChaos, top, source, bottom }: Props) {
  return (
    <LazyIsland
      className="sandbox"
      load={loadLiveSandbox}
      eager={autoRun || autoChaos}
      preload
      props={{ id, initial, syncUrl, runOnMount: autoRun, initialChaos: chaos, chaosOnMount: autoChaos, source, katas }}
    >
      <div className="grid gap-4">
        {top}
        {source}
        {bottom}
      </div>
    </LazyIsland>
  );
}
