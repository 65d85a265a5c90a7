/**
 * The studio's unsaved draft as kept in the browser, so a failed save or a closed tab
 * loses nothing. What comes back from storage is parsed before use.
 */
import { type StudioFiles, StudioFiles as StudioFilesSchema } from "./studio-file-names";

/** The storage key of lesson `slug`'s draft. */
export const storedDraftKey = (slug: string) => `envelope-lab:studio-draft:${slug}`;

/** The stored draft when it is well formed and differs from `saved`; otherwise null. */
export function readStoredDraft(stored: string | null, saved: StudioFiles): StudioFiles | null {
  if (!stored) return null;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = StudioFilesSchema.safeParse(json);
  if (!parsed.success) return null;
  const draft = { ...saved, ...parsed.data };
  return sameFiles(draft, saved) ? null : draft;
}

/** Whether two sets of files hold the same text under the same names. */
export function sameFiles(a: StudioFiles, b: StudioFiles): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof StudioFiles>;
  return [...names].every((name) => a[name] === b[name]);
}
