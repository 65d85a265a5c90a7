/**
 * Turns a zod issue path such as ["objectives", 1] into `objectives[1]`. Authored
 * content and request bodies both name fields this way; it lives outside both so
 * neither has to depend on the other.
 */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || "(root)";
}
