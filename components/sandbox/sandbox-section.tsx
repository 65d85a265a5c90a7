import type { ChaosSettings } from "@/lib/sandbox/chaos-limits";
import { planToControls } from "@/lib/sandbox/fault-controls";
import { parseArgsJson } from "@/lib/sandbox/json-args";
import type { KataChoice, SandboxState } from "@/lib/sandbox/sandbox-state";
import { ChaosPanel, DEFAULT_CHAOS } from "./chaos-panel";
import { NoCallYet, ResultSection } from "./result-section";
import { SandboxForm } from "./sandbox-form";
import { SandboxIsland } from "./sandbox-island";
import { SandboxSource } from "./sandbox-source";
import { SqlStatus } from "./sql-status";
import { TracePanel } from "./trace-panel";

interface Props {
  id: string;
  initial: SandboxState;
  notices?: string[];
  syncUrl?: boolean;
  autoRun?: boolean;
  /** The page lists the tools layer already (a lesson's <SourceFile>): mark that copy. */
  sourceListed?: boolean;
  /** Lessons whose kata draft the student may run instead of the lesson's layer. */
  katas?: readonly KataChoice[];
  /** Chaos settings from the link, and whether to start that run at once. */
  chaos?: ChaosSettings;
  autoChaos?: boolean;
}

/**
 * The whole sandbox as the server renders it: real controls with their initial values,
 * the highlighted source and empty panels, laid out exactly as the live version.
 */
export function SandboxSection({
  id,
  initial,
  notices = [],
  syncUrl = false,
  autoRun = false,
  sourceListed = false,
  katas = [],
  chaos = DEFAULT_CHAOS,
  autoChaos = false,
}: Props) {
  const parsed = parseArgsJson(initial.args);
  const top = (
    <>
      <SandboxForm
        id={id}
        state={initial}
        controls={planToControls(initial.faults)}
        compare={false}
        argsError={parsed.ok ? null : parsed.message}
        running={false}
        katas={katas}
      />
      <SqlStatus status="idle" />
      <ResultSection id={id}>
        <NoCallYet />
      </ResultSection>
      <p className="sr-only" role="status" aria-live="polite" />
    </>
  );
  const bottom = (
    <>
      <TracePanel id={id} entries={[]} metrics={null} chart={null} />
      <ChaosPanel id={id} view={{ phase: "idle", done: 0, total: 0, wallMs: null }} settings={chaos} />
    </>
  );
  return (
    <section aria-label="Tools layer sandbox" className="sandbox-frame not-prose my-8 grid gap-3" data-sandbox={id}>
      {notices.length > 0 && (
        <div
          role="status"
          className="rounded-md border border-[var(--pitfall)] bg-[var(--pitfall-bg)] p-3 text-sm"
          data-testid="sandbox-notices"
        >
          <p className="font-semibold">
            <span aria-hidden="true">⚠ </span>Some of this link could not be used
          </p>
          <ul className="mt-1 list-disc pl-5">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      )}
      <SandboxIsland
        id={id}
        initial={initial}
        syncUrl={syncUrl}
        autoRun={autoRun}
        katas={katas}
        chaos={chaos}
        autoChaos={autoChaos}
        top={top}
        source={<SandboxSource id={id} listed={sourceListed} />}
        bottom={bottom}
      />
    </section>
  );
}
