/**
 * The composition root: the one module that builds the server's dependencies (the
 * results store, the signing keys, the LTI side over the store, the score service) and
 * hands them to the code that uses them. Domain modules take what they need as parameters and build no
 * defaults; routes, proxy.ts and instrumentation.ts take their wiring from here, and
 * nothing in lib/ imports this file. Server-only.
 */
import { hasExerciseFile } from "@/lib/content/exercise-lesson";
import { LESSONS_DIR, listLessonSlugs } from "@/lib/content/lesson-files";
import { type Activity, exerciseKind } from "@/lib/exercise-kinds/registry";
import type { GradingServices } from "@/lib/exercises/exercise-kind";
import type { ScoreService } from "@/lib/exercises/score-service";
import { clientAddress } from "@/lib/http/client-address";
import { createRateLimit } from "@/lib/http/rate-limit";
import type { AccessDeps } from "@/lib/instructor/access";
import type { ResultsScope } from "@/lib/instructor/class-results";
import type { DateRange } from "@/lib/instructor/date-range";
import { loadDashboard } from "@/lib/instructor/load-dashboard";
import type { JoinDeps } from "@/lib/lti/handle-join";
import type { OpenedDeps } from "@/lib/lti/handle-opened";
import { pageUnlessServerFault } from "@/lib/lti/html";
import type { LaunchDeps } from "@/lib/lti/launch";
import { signSession } from "@/lib/lti/launch-session";
import type { LessonProgressDeps } from "@/lib/lti/lesson-progress";
import type { LoginDeps } from "@/lib/lti/login";
import { createLti, ltiGrading, ltiRouteDeps, type ProcessLti } from "@/lib/lti/process-lti";
import { registrationDeps } from "@/lib/lti/registration/process-deps";
import { scoreService } from "@/lib/lti/score-service";
import { openAttempt } from "@/lib/lti/store-attempt-ledger";
import { practiceDrawer } from "@/lib/practice/checkpoint-draws";
import { loadPractice } from "@/lib/practice/load";
import { practiceExecutor } from "@/lib/practice/serve";
import { processKeyEnv } from "@/lib/preview/key-session";
import { gradedFileVersion } from "@/lib/score-token/graded-file-version";
import type { TokenDeps } from "@/lib/score-token/issue";
import { itemSeedKey, signingKeys } from "@/lib/score-token/signing-keys";
import { processStore } from "@/lib/store/open-store";

type Env = Record<string, string | undefined>;

// NOTE: on globalThis, as processStore is: Next bundles each route and instrumentation
// separately, and one process must run one passback worker, not one per bundle.
const CACHE = Symbol.for("envelope-lab.lti");
const cache = globalThis as { [CACHE]?: Promise<ProcessLti> };

/** The process's LTI side, built on first use; a failed build (the store would not open) is tried again next time. */
export function processLti(env: Env = process.env): Promise<ProcessLti> {
  cache[CACHE] ??= processStore()
    .then((store) => createLti(store, env))
    .catch((error: unknown) => {
      cache[CACHE] = undefined;
      throw error;
    });
  return cache[CACHE];
}

/**
 * Runs an LTI route's handler with everything it needs for `request`; a store that will
 * not open is the 503 page every server-side fault gets (lib/lti/html.ts), never a bare 500.
 */
export function withLti(
  label: string,
  request: Request,
  handle: (deps: LaunchDeps & LoginDeps) => Promise<Response>,
  env: Env = process.env,
): Promise<Response> {
  return pageUnlessServerFault(label, async () => handle(ltiRouteDeps(await processLti(env), request, env)));
}

/** The server's own signing keys, lesson list and graded files, read per request. */
export function serverTokenDeps(): TokenDeps {
  return {
    keys: signingKeys(),
    isKnownLesson: (slug) => listLessonSlugs().includes(slug),
    contentVersion: (slug, activity) => gradedFileVersion(slug, activity),
  };
}

/** What the grading endpoints score with: the server's tokens, and LTI launches over the results store. */
export function serverScores(env: Env = process.env): ScoreService<Activity> {
  return scoreService(
    serverTokenDeps(),
    ltiGrading(() => processLti(env)),
  );
}

/** A graded draw's ticket, spent in the results store, so every replica refuses it after. */
async function spendOnce(value: string, expiresAt: Date): Promise<boolean> {
  const used = await (await processStore()).nonces.recordUse(value, expiresAt, new Date());
  if (!used.ok) throw new Error(`the store refused a once-only value: ${used.message}`);
  return used.value;
}

/**
 * Generated items (practice items and drawn checkpoint questions, each one run of the engine,
 * about 1.5 ms) a client may ask for: 240 at once, then 40 a second, in each process. A class
 * of 30 behind one address starting a checkpoint together (6 questions a draw) fits at once;
 * one client alone can keep at most a few percent of a core busy.
 */
const ITEM_BUDGET = createRateLimit({ burst: 240, perSecond: 40 });

/** What the one grading route hands every kind's endpoint. */
export const serverGradingServices: GradingServices<Activity> = {
  scores: serverScores,
  itemKey: itemSeedKey,
  drawer: () => practiceDrawer(loadPractice, itemSeedKey, practiceExecutor),
  spendOnce,
  itemBudget: (request, items) => ITEM_BUDGET.take(clientAddress(request.headers), items),
};

/** decideInstructorAccess's wiring: the instructor key from the environment, and the LTI tool keys launch sessions are signed with. */
export function instructorAccessDeps(env: Env = process.env): AccessDeps {
  return { keyEnv: processKeyEnv(env), keys: ltiGrading(() => processLti(env)).keys };
}

/** What GET /api/lessons/<slug>/progress reads: session keys as grading checks them (never generated), verdicts from the store. */
export function serverLessonProgressDeps(env: Env = process.env): LessonProgressDeps {
  return {
    keys: ltiGrading(() => processLti(env)).keys,
    verdicts: async (query) => (await processStore()).lessonVerdicts.forLearner(query),
    isKnownLesson: (slug) => listLessonSlugs().includes(slug),
  };
}

/** What POST /api/lessons/<slug>/<activity>/opened needs: session keys as grading checks them, openings in the store. */
export function serverOpenedDeps(env: Env = process.env): OpenedDeps {
  return {
    keys: ltiGrading(() => processLti(env)).keys,
    open: async (session, now) => openAttempt(await processStore(), session, now),
    hasActivity: (slug, activity) => hasExerciseFile(slug, LESSONS_DIR, exerciseKind(activity).file),
  };
}

/** The class results for `scope`, from the process's results store. */
export const serverDashboard = async (scope: ResultsScope, range?: DateRange) =>
  loadDashboard(await processStore(), scope, range);

/** The classes made with class codes, in the process's results store. */
export const serverClasses = async () => (await processStore()).classes;

/** What POST /api/classes/join needs: the classes, and the tool's keys (made if none yet: a class needs no LMS). */
export function serverJoinDeps(env: Env = process.env): JoinDeps {
  return {
    classes: {
      find: async (code) => (await serverClasses()).find(code),
      failures: async (...args) => (await serverClasses()).failures(...args),
      addFailure: async (...args) => (await serverClasses()).addFailure(...args),
    },
    sign: async (claims) => signSession("class", claims, await (await processLti(env)).keys()),
  };
}

/** What LTI Dynamic Registration needs for `request`, over the process's results store. */
export const serverRegistrationDeps = (request: Request, env: Env = process.env) =>
  registrationDeps(processStore, request, env);
