/**
 * What of a kata the browser may see: the starter and the rules with their links and
 * hints. The reference solution stays on the server (a leak test scans the build).
 */
import type { KataRuleId } from "@/lib/kata/verdict";
import type { LoadedKata } from "./load";

export type PublicKataRule = { id: KataRuleId; title: string; section: string; sectionTitle: string; hint: string };
export type PublicKata = { slug: string; title: string; intro: string; starter: string; rules: PublicKataRule[] };

/** The kata as props for a component: everything but the reference. */
export function toPublicKata(slug: string, loaded: LoadedKata): PublicKata {
  const { kata, starter, sectionTitles } = loaded;
  return {
    slug,
    title: kata.title,
    intro: kata.intro,
    starter,
    rules: kata.rules.map(({ id, title, section, hint }) => ({
      id,
      title,
      section,
      sectionTitle: sectionTitles.get(section) ?? section,
      hint,
    })),
  };
}
