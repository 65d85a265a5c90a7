import Link from "next/link";
import { type Scenario, scenarioHref } from "@/lib/sandbox/scenarios";

/** The lesson's sandbox scenarios, each with the sandbox link it produces. */
export function PreviewScenarios({ scenarios }: { scenarios: Scenario[] }) {
  return (
    <section aria-labelledby="preview-scenarios" className="mt-8">
      <h2 id="preview-scenarios" className="text-2xl font-bold">
        Sandbox scenarios ({scenarios.length})
      </h2>
      {scenarios.length === 0 ? <p className="mt-2">This lesson has no scenarios.yaml.</p> : null}
      <ul className="mt-3 space-y-2">
        {scenarios.map((scenario) => (
          <li key={scenario.id} className="rounded-md border border-border p-3">
            <Link href={scenarioHref(scenario)} className="font-semibold underline">
              {scenario.title}
            </Link>{" "}
            <span className="text-sm text-muted">(id {scenario.id})</span>
            {scenario.description ? <span className="block">{scenario.description}</span> : null}
            <code className="block break-all text-sm text-muted">{scenarioHref(scenario)}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
