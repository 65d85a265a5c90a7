import { MATCH_STATUSES, type MatchStatus, type Placement, POOL_LABEL } from "./statuses";

/*
 * The places a card can be matched with. A lesson either keeps the four envelope
 * statuses (match.yaml `targets:`) or declares its own (`categories:`); past the
 * schema both are one list, so grading, the board and the announcements never ask
 * which kind they have. Free of zod so the browser bundle can use it.
 */

/** One place a card can go: its id (what grading compares), the label shown and heard, a line that explains it. */
export type MatchCategory = { id: string; label: string; description?: string };

/** The words the board uses for its places, which differ between the statuses and a lesson's own categories. */
export type MatchWording = {
  /** "status" or "category": "Every card is on the right status." */
  one: string;
  /** "statuses" or "categories": "Drag a card onto a status … between the pool and the statuses". */
  many: string;
  /** Statuses are identifiers the code returns, so they are shown as code; an author's labels are words. */
  code: boolean;
  /** Said on a wrong card that has no note for the place chosen. */
  hint: string;
};

export const STATUS_WORDING: MatchWording = {
  one: "status",
  many: "statuses",
  code: true,
  hint: "Ask which of the five steps ended this call.",
};

export const CATEGORY_WORDING: MatchWording = {
  one: "category",
  many: "categories",
  code: false,
  hint: "Read the card again and ask which category it belongs to.",
};

/** The four statuses as categories: each labelled by the status itself, described by its `targets:` line. */
export function statusCategories(targets: Record<MatchStatus, string>): MatchCategory[] {
  return MATCH_STATUSES.map((status) => ({ id: status, label: status, description: targets[status] }));
}

/** How places are named in speech and on screen: a category's label, or the pool. */
export type PlaceNames = { label: (place: Placement) => string; wording: MatchWording };

/** Place names for one exercise's categories; an id that is not one of them is said as it is. */
export function placeNames(categories: readonly MatchCategory[], wording: MatchWording): PlaceNames {
  const labels = new Map(categories.map((category) => [category.id, category.label]));
  return { label: (place) => (place === null ? POOL_LABEL : (labels.get(place) ?? place)), wording };
}

/** The four statuses' names, for callers (and tests) that speak about the envelope lesson's board. */
export const STATUS_PLACE_NAMES: PlaceNames = placeNames(
  MATCH_STATUSES.map((status) => ({ id: status, label: status })),
  STATUS_WORDING,
);
