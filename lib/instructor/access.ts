/**
 * Who may open the class results, and whose results they see. Two ways in:
 * - an instructor session (from an instructor's launch in a course, lib/lti/launch.ts):
 *   that course's results, with the learners' names as the course's platform sent them;
 * - the instructor key (INSTRUCTOR_KEY, as for /preview), traded at the first request
 *   for a session cookie (lib/preview/key-session.ts): every course's results together,
 *   with no names (docs/instructor.md); and, with `?class=<code>`, one class made with a
 *   class code (lib/lti/handle-join.ts), with the names its learners gave.
 * A session, when given, is the only thing consulted: a bad session is refused even
 * beside a good key, so a mistake is reported rather than silently widened.
 */
import { normalizeClassCode } from "@/lib/lti/class-code";
import { INSTRUCTOR_SESSION_PARAM } from "@/lib/lti/instructor-landing";
import { readSession } from "@/lib/lti/launch-session";
import type { KeyRing } from "@/lib/lti/tool-keys";
import { decideKeyAccess, type KeyEnv } from "@/lib/preview/key-session";
import { CLASS_PLATFORM } from "@/lib/store/classes";
import type { ResultsScope } from "./class-results";

export type InstructorAccess =
  | { allowed: true; scope: ResultsScope; courseTitle: string | null }
  | { allowed: false; status: 401 | 403 | 404; message: string };

/**
 * `session`: an instructor's launch session (from the query); `keySession`: the instructor
 * key's session (from its cookie); `key`: the key itself, which only the proxy reads, at
 * the door (keyExchange), so it never travels further.
 */
export type AccessRequest = {
  session: string | undefined;
  keySession: string | undefined;
  key?: string | undefined;
  /** The class (by its code) a key holder asked to see, from `?class=`. */
  classCode?: string | undefined;
};

/** The query parameter that names a class on the dashboard's addresses. */
export const CLASS_PARAM = "class";

type Query = URLSearchParams | Record<string, string | string[] | undefined>;

/** The launch session a request's query carries (the first when repeated), with the key session of its cookie. */
export function accessRequestOf(query: Query, keySession: string | undefined): AccessRequest {
  const read = (name: string) => {
    const value = query instanceof URLSearchParams ? query.getAll(name)[0] : query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const classCode = read(CLASS_PARAM);
  return { session: read(INSTRUCTOR_SESSION_PARAM), keySession, ...(classCode !== undefined ? { classCode } : {}) };
}

/** The query that carries `request` on to another dashboard address: the launch session (a key session is a cookie). */
export function accessQueryOf(request: AccessRequest): URLSearchParams {
  const query = new URLSearchParams();
  if (request.session !== undefined) query.set(INSTRUCTOR_SESSION_PARAM, request.session);
  else if (request.classCode !== undefined) query.set(CLASS_PARAM, request.classCode);
  return query;
}

export type AccessDeps = {
  keyEnv: KeyEnv;
  /** The tool's key ring; null when the tool has no key yet (then no session can be genuine). */
  keys: () => Promise<KeyRing | null>;
  nowMs?: number;
};

const RELAUNCH = "Open the activity from your course again and follow its class results link.";

/** Decides a request to /instructor (or one of its CSV files). Never throws for anything the request carries. */
export async function decideInstructorAccess(request: AccessRequest, deps: AccessDeps): Promise<InstructorAccess> {
  if (request.session !== undefined) return decideSession(request.session, deps);
  const key = decideKeyAccess({ key: request.key, session: request.keySession }, deps.keyEnv);
  if (key.allowed)
    return request.classCode === undefined
      ? { allowed: true, scope: { kind: "all" }, courseTitle: null }
      : classAccess(request.classCode);
  if (key.reason === "not-configured")
    return {
      allowed: false,
      status: 404,
      message: `This deployment sets no INSTRUCTOR_KEY, so the class results open only from a course: ${RELAUNCH}`,
    };
  return {
    allowed: false,
    status: 403,
    message:
      key.reason === "no-key"
        ? `The class results need an instructor's launch from a course or the instructor key. ${RELAUNCH} Outside a course, open /instructor?key=<the INSTRUCTOR_KEY of this deployment> (its session lasts 2 hours).`
        : "That instructor key is not this deployment's INSTRUCTOR_KEY. Check the key and open /instructor?key=<key> again.",
  };
}

/** A class by its code, for a key holder: its course of the tool's own platform (an unknown code shows no results). */
function classAccess(typed: string): InstructorAccess {
  const code = normalizeClassCode(typed);
  if (!code)
    return {
      allowed: false,
      status: 404,
      message: `"${typed.slice(0, 20)}" is not a class code; pick a class on /instructor.`,
    };
  return {
    allowed: true,
    scope: { kind: "context", ...CLASS_PLATFORM, contextId: code, title: null },
    courseTitle: null,
  };
}

async function decideSession(token: string, deps: AccessDeps): Promise<InstructorAccess> {
  const ring = await deps.keys();
  if (!ring)
    return {
      allowed: false,
      status: 401,
      message: "This server has never signed an LTI session (it has no LTI key yet), so this one cannot be valid.",
    };
  const read = await readSession("instructor", token, ring, deps.nowMs);
  if (read.ok) {
    const { platform, context } = read.claims;
    return {
      allowed: true,
      scope: { kind: "context", ...platform, contextId: context.id, title: context.title ?? null },
      courseTitle: context.title ?? null,
    };
  }
  if (read.problem === "expired")
    return {
      allowed: false,
      status: 401,
      message: `This class results link has expired (it lasts 30 minutes). ${RELAUNCH}`,
    };
  // A learner's launch session in the address is a likely mistake: say so rather than "invalid".
  if ((await readSession("launch", token, ring, deps.nowMs)).ok)
    return {
      allowed: false,
      status: 403,
      message: `That is an activity's launch session, not an instructor's: the class results open only from a launch by an instructor of the course. ${RELAUNCH}`,
    };
  return {
    allowed: false,
    status: 401,
    message: `That is not an instructor session this tool signed (it may be cut short or altered). ${RELAUNCH}`,
  };
}
