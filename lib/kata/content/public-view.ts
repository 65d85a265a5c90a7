/**
 * What of a kata the browser may see: the starter and the rules with their links and
 * hint ladders. The reference solution stays on the server (a leak test scans the build).
 */
import { missingSection } from "@/lib/content/lesson-parts";
import type { AnyKataRuleId } from "@/lib/kata/grader-rules";
import type { LoadedKata } from "./load";
import type { KataFile } from "./schema";

export type PublicKataRule = {
  id: AnyKataRuleId;
  title: string;
  section: string;
  sectionTitle: string;
  /** Made on the server (sectionHref), so the browser needs no part map. */
  sectionHref: string;
  /** The hint ladder after the section: what to check, then the shape of the fix. */
  hint: string;
  fix: string;
};
export type PublicKata = {
  slug: string;
  /** Which kata, so the browser grades with the same grader as the server. */
  grader: KataFile["grader"];
  title: string;
  intro: string;
  starter: string;
  rules: PublicKataRule[];
};

/** The kata as props for a component: everything but the reference. */
export function toPublicKata(slug: string, loaded: LoadedKata): PublicKata {
  const { kata, starter, sections } = loaded;
  return {
    slug,
    grader: kata.grader,
    title: kata.title,
    intro: kata.intro,
    starter,
    rules: kata.rules.map(({ id, title, section, hint, fix }) => {
      const { title: sectionTitle, href: sectionHref } = sections.get(section) ?? missingSection(slug, section);
      return { id, title, section, sectionTitle, sectionHref, hint, fix };
    }),
  };
}
