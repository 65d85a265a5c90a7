/**
 * A learner's class membership as this browser keeps it (localStorage): the class session
 * from POST /api/classes/join, sent with every grading request as a launch session is, and
 * what the lesson pages say about it. Plain checks rather than zod: this runs in the
 * browser on every lesson page.
 */
export const CLASS_MEMBERSHIP_KEY = "envelope-lab:class";

export type ClassMembership = { session: string; code: string; title: string; name: string };

/** The membership stored as `text`, or null for nothing or anything unreadable. */
export function readMembership(text: string | null): ClassMembership | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { session, code, title, name } = value as Record<string, unknown>;
    if ([session, code, title, name].every((field) => typeof field === "string" && field !== ""))
      return { session, code, title, name } as ClassMembership;
    return null;
  } catch {
    return null;
  }
}
