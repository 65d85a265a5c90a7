import type { Metadata } from "next";
import Link from "next/link";
import { SandboxSection } from "@/components/sandbox/sandbox-section";
import { lessonPath } from "@/lib/content/lesson-parts";
import { listLessons } from "@/lib/content/lessons";
import { kataChoice } from "@/lib/kata/server/kata-choice";
import { chaosSettingsToSearch, parseChaosQuery } from "@/lib/sandbox/chaos-link";
import { parseSandboxQuery, querySetsSandboxState, sandboxStateToSearch } from "@/lib/sandbox/sandbox-state";
import { groupScenariosByLesson } from "@/lib/sandbox/scenario-groups";
import { loadScenarios, scenarioHref } from "@/lib/sandbox/scenarios";

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
  const groups = groupScenariosByLesson(lessons, (slug) => loadScenarios(slug));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">Sandbox</h1>
      <p className="mt-2 text-muted">
        Send calls through the real tools layer, break tools on purpose, and watch every outcome come back as the same
        envelope. Everything you set is kept in the address, so the link replays the run.
      </p>
      <h2 className="mt-6 text-xl font-bold">Run a call</h2>
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
      <section aria-labelledby="scenarios-heading" className="mt-8">
        <h2 id="scenarios-heading" className="text-xl font-bold">
          Scenarios to try
        </h2>
        {groups.map((group) => (
          <div key={group.slug} className="mt-5">
            <h3 id={`scenarios-${group.slug}`} className="text-lg font-semibold">
              <span className="sr-only">From the lesson </span>
              <Link href={lessonPath(group.slug)} className="underline underline-offset-4 hover:text-accent">
                {group.title}
              </Link>
            </h3>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {group.scenarios.map((scenario) => (
                <li key={scenario.id} data-scenario={scenario.id}>
                  <Link
                    href={scenarioHref(scenario)}
                    className="block h-full rounded-md border border-border p-3 hover:border-accent"
                  >
                    <span className="font-semibold">{scenario.title}</span>
                    {scenario.description && (
                      <span className="mt-1 block text-sm text-muted">{scenario.description}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
