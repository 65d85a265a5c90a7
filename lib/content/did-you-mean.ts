/**
 * "Did you mean" for authored ids: the known id closest to a misspelt one, when it is
 * close enough to be a plausible typo (a third of the longer id's length, at least 1
 * edit, so that a short word is not "corrected" into a different one: file -> title). Shared by every check that refers to an id, so suggestions read alike.
 */
export function closestId(wanted: string, known: readonly string[]): string | undefined {
  let best: { id: string; distance: number } | undefined;
  for (const id of known) {
    const distance = editDistance(wanted, id);
    if (!best || distance < best.distance) best = { id, distance };
  }
  if (!best) return undefined;
  const allowed = Math.max(1, Math.floor(Math.max(wanted.length, best.id.length) / 3));
  return best.distance <= allowed ? best.id : undefined;
}

/** `; did you mean "x"?` for a close id, or an empty string: ready to append to a message. */
export function didYouMean(wanted: string, known: readonly string[]): string {
  const close = closestId(wanted, known);
  return close ? `; did you mean "${close}"?` : "";
}

/** Levenshtein distance (insert, delete, substitute), one row at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}
