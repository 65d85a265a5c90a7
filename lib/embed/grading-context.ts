/**
 * What a grading request adds beyond the answers: the learner the host named at the
 * embed handshake, the LTI launch session when the page was opened by a launch (the
 * server then grades the session's learner, not the host's), and the last score token
 * for the same exercise (so the server can count attempts). Kept in module state because the embed bridge and the exercises
 * are separate islands of one page; on a normal page it stays empty.
 * Under a session it also tells the server when the learner opened each graded activity
 * (POST .../opened, for the gradebook's time spent): when its widget wakes and again after
 * each grade (the next attempt begins). The server notes the time by its own clock.
 */
import type { Activity } from "@/lib/exercise-kinds/registry";
import type { XapiActor } from "./xapi";

let learner: XapiActor | undefined;
let ltiSession: string | undefined;
const lastTokens = new Map<string, string>();
/** The graded activities whose widget is awake on this page, and which of them the server was told of. */
const shown = new Map<string, { activity: Activity; slug: string }>();
const told = new Set<string>();

/** Says every shown activity not yet told of is open; a failed call is tried again at the next occasion. */
function tellOpened() {
  const session = ltiSession;
  if (!session) return;
  for (const [key, { activity, slug }] of shown) {
    if (told.has(key)) continue;
    told.add(key);
    fetch(`/api/lessons/${encodeURIComponent(slug)}/${activity}/opened`, {
      method: "POST",
      headers: { authorization: `Bearer ${session}` },
    })
      .then((response) => response.ok || told.delete(key))
      .catch(() => told.delete(key));
  }
}

/** A graded widget calls this once awake: the learner has the activity in front of them. */
export function activityOpened(activity: Activity, slug: string) {
  shown.set(`${activity}/${slug}`, { activity, slug });
  tellOpened();
}

/** The embed bridge records the host's learner here (undefined for anonymous). */
export function setLearner(actor: XapiActor | undefined) {
  learner = actor;
}

/** The embed records the launch session it took from the URL fragment (components/embed/lti-session.ts). */
export function setLtiSession(token: string | undefined) {
  ltiSession = token;
  told.clear();
  tellOpened();
}

/** The launch session this page runs under, if any (the course map asks the results store with it). */
export const currentLtiSession = (): string | undefined => ltiSession;

/** Fields to spread into the body of POST /api/lessons/<slug>/<activity>. */
export function gradingFields(activity: Activity, slug: string) {
  const previousToken = lastTokens.get(`${activity}/${slug}`);
  return {
    ...(learner ? { learner } : {}),
    ...(ltiSession ? { ltiSession } : {}),
    ...(previousToken ? { previousToken } : {}),
  };
}

/** Keeps the token a grade came back with, for the next attempt's request. */
export function rememberToken(activity: Activity, slug: string, token: unknown) {
  if (typeof token === "string") lastTokens.set(`${activity}/${slug}`, token);
  // The grade closed the open attempt on the server: the next one begins now.
  told.delete(`${activity}/${slug}`);
  tellOpened();
}
