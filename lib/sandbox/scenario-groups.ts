/** The sandbox page's "Scenarios to try": every lesson's scenarios under that lesson. */

/** The least a scenario needs here; the page passes full scenarios through. */
type Listed = { id: string };

export type ScenarioGroup<S extends Listed> = { slug: string; title: string; scenarios: S[] };

/**
 * Groups scenarios by lesson in reading order. A scenario id seen under an earlier
 * lesson is not listed again (content:check refuses such a reuse; this keeps the page
 * sane while an author fixes it), and a lesson left with no scenarios gets no group.
 */
export function groupScenariosByLesson<S extends Listed>(
  lessons: readonly { slug: string; title: string }[],
  scenariosOf: (slug: string) => readonly S[],
): ScenarioGroup<S>[] {
  const seen = new Set<string>();
  const groups: ScenarioGroup<S>[] = [];
  for (const { slug, title } of lessons) {
    const scenarios = scenariosOf(slug).filter((scenario) => {
      if (seen.has(scenario.id)) return false;
      seen.add(scenario.id);
      return true;
    });
    if (scenarios.length > 0) groups.push({ slug, title, scenarios });
  }
  return groups;
}
