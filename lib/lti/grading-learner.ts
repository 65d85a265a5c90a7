/**
 * Who a grading request is for, in one place for the three grading endpoints. A
 * request from an LTI launch carries the launch session (`ltiSession`) the tool
 * signed after verifying the platform's id_token; when it verifies, its learner is
 * the one graded (an xAPI agent: the platform's issuer and the learner's `sub`) and
 * any `learner` in the body is ignored, since the browser's word is not evidence.
 * Without a session the host's `learner` stands, as for any embed.
 */
import { createHash } from "node:crypto";
import type { Activity } from "@/lib/exercise-kinds/registry";
import { type GradebookNotice, LearnerAgent } from "@/lib/exercises/score-service";
import { jsonError } from "@/lib/http/read-json-body";
import type { TokenRequest } from "@/lib/score-token/issue";
import { type LtiGrading, NOT_CHECKED } from "./graded-attempt";
import { type ClassSession, type LaunchSession, readSession } from "./launch-session";
import type { KeyRing } from "./tool-keys";
export type GradingRequest = TokenRequest & { ltiSession?: string | undefined };
export type GradingLearner =
  | {
      ok: true;
      request: TokenRequest;
      session: LaunchSession | null;
      /** Set when the session could not be checked (the store is down): graded as without one. */
      unverified?: GradebookNotice;
    }
  | { ok: false; response: Response };

/** How a refused launch session is renewed, in the LMS's word for what the learner opens. */
export const LAUNCH_AGAIN = "open the activity again from your course";

/** The xAPI agent of a session's learner; undefined for an anonymous launch (no `sub`). */
export function learnerOfSession(session: LaunchSession): LearnerAgent | undefined {
  const { sub, name } = session.learner;
  if (sub === undefined) return undefined;
  // LTI allows a 255-character sub; the agent's account name holds 200, so a longer one is named by its hash.
  const account = sub.length <= 200 ? sub : `sha256:${createHash("sha256").update(sub).digest("base64url")}`;
  const parsed = LearnerAgent.safeParse({
    objectType: "Agent",
    ...(name ? { name: name.slice(0, 200) } : {}),
    account: { homePage: session.platform.issuer, name: account },
  });
  return parsed.success ? parsed.data : undefined;
}

/**
 * The token request to grade `body` under: its own learner without a session, the
 * session's learner with a valid one. A session that is forged, malformed or expired
 * is a 401, one for another lesson or widget a 403, each naming the problem.
 */
export async function gradingLearner(
  body: GradingRequest,
  exercise: { lesson: string; activity: Activity },
  lti: LtiGrading | undefined,
): Promise<GradingLearner> {
  const { ltiSession, learner, previousToken } = body;
  const asked: TokenRequest = { ...(learner ? { learner } : {}), ...(previousToken ? { previousToken } : {}) };
  if (ltiSession === undefined) return { ok: true, request: asked, session: null };
  if (!lti) return refuse(401, "ltiSession is not accepted: this server has no LTI platform configured.");
  let ring: KeyRing | null;
  try {
    ring = await lti.keys();
  } catch (error) {
    // NOTE: the learner still gets a grade; only the gradebook misses this attempt, and they are told so.
    console.warn(`[lti] launch session not checked, the tool's keys could not be read: ${String(error)}`);
    return { ok: true, request: asked, session: null, unverified: { saved: false, message: NOT_CHECKED } };
  }
  const target = { slug: exercise.lesson, widget: exercise.activity };
  const checked = await checkLaunchSession("ltiSession", ltiSession, ring, (lti.now ?? Date.now)(), target);
  if (!checked.ok) return refuse(401, checked.message);
  const session = checked.session;
  const { slug, widget } = session.target;
  if (slug !== exercise.lesson || (widget !== undefined && widget !== exercise.activity))
    return refuse(
      403,
      `ltiSession was issued for ${widget ? `${slug}/${widget}` : slug}, not for ${exercise.lesson}/${exercise.activity}.`,
    );
  const agent = learnerOfSession(session);
  const request: TokenRequest = { ...(agent ? { learner: agent } : {}), ...(previousToken ? { previousToken } : {}) };
  return { ok: true, request, session };
}

/**
 * A class member's session as a launch of `target` in the class: the class is the course
 * and each activity its own placement, with no line item (no LMS to send grades to).
 * NOTE: a placement's id is unique per deployment, and every class shares one, so it
 * names the class too.
 */
export function classLaunch(member: ClassSession, target: LaunchSession["target"]): LaunchSession {
  const placement = [member.context.id, target.slug, ...(target.widget ? [target.widget] : [])].join("/");
  return {
    platform: member.platform,
    learner: member.learner,
    roles: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
    context: member.context,
    resourceLink: { id: placement },
    target,
  };
}

/**
 * A launch session checked as every endpoint that takes one checks it: signed by one of
 * the tool's keys, of the launch kind, not expired. A class member's session (from a class
 * code) stands for a launch of `target`. A refusal says why, for a 401 (`field` names how
 * the request carried the session); with no key ring (the store holds no tool key yet) no
 * session can be genuine.
 */
export async function checkLaunchSession(
  field: string,
  token: unknown,
  ring: KeyRing | null,
  nowMs: number,
  target?: LaunchSession["target"],
): Promise<{ ok: true; session: LaunchSession } | { ok: false; message: string }> {
  const read = ring ? await readSession("launch", token, ring, nowMs) : null;
  if (read?.ok) return { ok: true, session: read.claims };
  const member = ring && target ? await readSession("class", token, ring, nowMs) : null;
  if (member?.ok && target) return { ok: true, session: classLaunch(member.claims, target) };
  if (member && !member.ok && member.problem === "expired")
    return { ok: false, message: `${field} has expired (a class membership lasts 120 days); join the class again.` };
  const message =
    read?.problem === "expired"
      ? `${field} has expired (a launch lasts 2 hours); ${LAUNCH_AGAIN}.`
      : `${field} is not a launch session this tool signed; ${LAUNCH_AGAIN}.`;
  return { ok: false, message };
}

function refuse(status: 401 | 403, message: string): GradingLearner {
  return { ok: false, response: jsonError(status, message) };
}
