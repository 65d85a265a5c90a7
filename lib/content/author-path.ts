/**
 * A field path as an instructor reads it: list positions count from 1 and are marked
 * with `#`, steps are joined with ` › `, e.g. ["cards", 1, "status"] -> `cards #2 › status`.
 * Authors are not programmers, and `cards[1]` for the second card sent them to the
 * wrong card (issue 19). Request bodies keep the 0-based `formatPath` of
 * lib/validation, which API clients expect.
 */
export function formatAuthorPath(path: ReadonlyArray<PropertyKey>): string {
  const steps: string[] = [];
  for (const key of path) {
    if (typeof key === "number") {
      const last = steps.length - 1;
      if (last >= 0) steps[last] = `${steps[last]} #${key + 1}`;
      else steps.push(`#${key + 1}`);
    } else steps.push(String(key));
  }
  return steps.join(" › ") || "(whole file)";
}
