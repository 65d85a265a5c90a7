import Link from "next/link";
import { lessonPath } from "@/lib/content/lesson-parts";
import type { ScenarioGroup } from "@/lib/sandbox/scenario-groups";
import { type Scenario, scenarioHref } from "@/lib/sandbox/scenarios";

/** The sandbox page's "Scenarios to try": each lesson's scenarios under its title, each a link that loads and runs it. */
export function ScenarioList({ groups }: { groups: readonly ScenarioGroup<Scenario>[] }) {
  return (
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
  );
}
