/**
 * What a page may know of a lesson's practice before any item is drawn: the concepts it
 * practises, in the authored order, with their names. Items come one at a time from the
 * endpoint (handle-post.ts), each keyed there.
 */
import { CONCEPT_LABELS, type ConceptId } from "./concept-ids";
import type { PracticeTemplate } from "./templates";

export type PublicPractice = { slug: string; concepts: { id: ConceptId; label: string }[] };

export function toPublicPractice(slug: string, templates: readonly PracticeTemplate[]): PublicPractice {
  const ids = [...new Set(templates.map((template) => template.concept))];
  return { slug, concepts: ids.map((id) => ({ id, label: CONCEPT_LABELS[id] })) };
}
