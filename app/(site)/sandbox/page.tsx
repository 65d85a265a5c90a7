import type { Metadata } from "next";
import { SandboxSection } from "@/components/sandbox/sandbox-section";
import { ScenarioList } from "@/components/sandbox/scenario-list";
import { listLessons } from "@/lib/content/lessons";
import { kataChoice } from "@/lib/kata/server/kata-choice";
import { chaosSettingsToSearch, parseChaosQuery } from "@/lib/sandbox/chaos-link";
import { parseSandboxQuery, querySetsSandboxState, sandboxStateToSearch } from "@/lib/sandbox/sandbox-state";
import { groupScenariosByLesson } from "@/lib/sandbox/scenario-groups";
import { loadScenarios } from "@/lib/sandbox/scenarios";

export const metadata: Metadata = {
  title: "Sandbox",
  description: "Run the real tools layer in your browser, inject failures and see why each status happened.",
  alternates: { canonical: "/sandbox" },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The sandbox on its own page; the URL holds the whole state, so a link replays its run. */
export default async function SandboxPage({ searchParams }: Props) {
  const query = await searchParams;
  const parsed = parseSandboxQuery(query);
  const { state } = parsed;
  // A link with chaos settings (a scenario of the retries lesson) starts that chaos run on open.
  const { chaos, notices: chaosNotices } = parseChaosQuery(query);
  const notices = [...parsed.notices, ...chaosNotices];
  const shared = querySetsSandboxState(query);
  const lessons = listLessons().map(({ slug, frontMatter }) => ({ slug, title: frontMatter.title }));
  const katas = lessons.flatMap((lesson) => kataChoice(lesson.slug) ?? []);
  if (state.kataLayer !== undefined && !katas.some((kata) => kata.slug === state.kataLayer)) {
    notices.push(
      `The link's "layer" names a lesson without a kata ("${state.kataLayer}"), so the lesson's layer is used.`,
    );
    delete state.kataLayer;
  }
  const scenarios = <ScenarioList groups={groupScenariosByLesson(lessons, (slug) => loadScenarios(slug))} />;
  // A link that carries a run (a scenario, a shared run, a chaos run, or one with a mistake
  // to report) opens on that run; the bare page opens on the scenarios, its best way in.
  const opensRun = shared || chaos !== null || notices.length > 0;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">Sandbox</h1>
      <p className="mt-2 text-muted">
        Send calls through the real tools layer, break tools on purpose, and watch every outcome come back as the same
        envelope. Everything you set is kept in the address, so the link replays the run.
      </p>
      {opensRun ? null : (
        <p className="mt-2">
          Start from a scenario, or{" "}
          <a href="#run-a-call" className="text-accent underline underline-offset-4">
            build a call of your own
          </a>
          .
        </p>
      )}
      {opensRun ? null : scenarios}
      <h2 id="run-a-call" className="mt-8 text-xl font-bold">
        Run a call
      </h2>
      <SandboxSection
        key={`${sandboxStateToSearch(state)}&${chaos ? chaosSettingsToSearch(chaos) : ""}`}
        id="sandbox"
        initial={state}
        notices={notices}
        syncUrl
        autoRun={shared && notices.length === 0}
        katas={katas}
        chaos={chaos ?? undefined}
        autoChaos={chaos !== null && notices.length === 0}
      />
      {opensRun ? scenarios : null}
    </div>
  );
}
