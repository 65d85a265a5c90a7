/**
 * One learner's standing on one lesson's graded widgets, as the course map shows it: per
 * widget the last attempt's score and max, the best score on that same max, and whether
 * any attempt passed. A learner is found by what a launch session names (issuer,
 * client_id, deployment, `sub`, the platform's context id), never by a row id the
 * browser could change.
 *
 * NOTE: a read on a shared database that any launched learner may make, so it is kept
 * small: it names one learner by the unique (platform, subject) key, so the attempts'
 * (learner, link, number) index can serve it; it reads no answers or verdicts JSON, and
 * aggregates in SQL to at most one row per registered activity.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { ACTIVITIES, type Activity } from "@/lib/exercise-kinds/registry";
import { parseInput, type StoreResult } from "./result";
import { camelRows, type Database } from "./schema";

const LtiId = z.string().min(1).max(255);

export const LessonVerdictsQuery = z.object({
  issuer: z.string().min(1).max(2000),
  clientId: LtiId,
  deploymentId: LtiId,
  subject: LtiId,
  /** The course the launch came from; null keeps to the deployment's placements outside any course. */
  contextId: LtiId.nullable(),
  lessonSlug: z.string().min(1).max(80),
});
export type LessonVerdictsQuery = z.input<typeof LessonVerdictsQuery>;

/** The store's word on one widget (the shape of the course map's Verdict). */
export type StoredVerdict = { score: number; max: number; best: number; passed: boolean };

const Widget = z.enum(ACTIVITIES);

export function makeLessonVerdicts(raw: Kysely<Database>) {
  const db = camelRows(raw);
  return {
    /** The learner's verdicts on `lessonSlug` in the query's course, by widget; widgets never attempted are absent. */
    async forLearner(query: LessonVerdictsQuery): Promise<StoreResult<Partial<Record<Activity, StoredVerdict>>>> {
      const parsed = parseInput(LessonVerdictsQuery, query);
      if (!parsed.ok) return parsed;
      const q = parsed.value;
      const rows = await db
        .with("mine", (db) => {
          const placed = db
            .selectFrom("attempts as a")
            .innerJoin("learners as l", "l.id", "a.learnerId")
            .innerJoin("platforms as p", "p.id", "l.platformId")
            .innerJoin("resourceLinks as r", "r.id", "a.resourceLinkId")
            .innerJoin("deployments as d", (join) =>
              join.onRef("d.id", "=", "r.deploymentId").onRef("d.platformId", "=", "p.id"),
            )
            .select(["r.widget", "a.id", "a.score", "a.max", "a.passed", "a.createdAt"])
            .where("p.issuer", "=", q.issuer)
            .where("p.clientId", "=", q.clientId)
            .where("l.subject", "=", q.subject)
            .where("d.ltiDeploymentId", "=", q.deploymentId)
            .where("r.lessonSlug", "=", q.lessonSlug)
            .where("r.widget", "in", ACTIVITIES);
          const { contextId } = q;
          return contextId === null
            ? placed.where("r.contextId", "is", null)
            : placed.where("r.contextId", "=", (eb) =>
                eb
                  .selectFrom("contexts as c")
                  .select("c.id")
                  .whereRef("c.deploymentId", "=", "d.id")
                  .where("c.ltiContextId", "=", contextId),
              );
        })
        .with("last", (db) =>
          db
            .selectFrom("mine")
            .distinctOn("widget")
            .select(["widget", "score", "max"])
            .orderBy("widget")
            .orderBy("createdAt", "desc")
            .orderBy("id", "desc"),
        )
        .selectFrom("last")
        .select((eb) => [
          "last.widget",
          "last.score",
          "last.max",
          eb
            .selectFrom("mine")
            .select((e) => e.fn.max("mine.score").as("best"))
            .whereRef("mine.widget", "=", "last.widget")
            .whereRef("mine.max", "=", "last.max")
            .as("best"),
          eb
            .selectFrom("mine")
            .select((e) => e.fn.countAll<string>().as("n"))
            .whereRef("mine.widget", "=", "last.widget")
            .where("mine.passed", "=", true)
            .as("passes"),
        ])
        .limit(ACTIVITIES.length)
        .execute();
      const verdicts: Partial<Record<Activity, StoredVerdict>> = {};
      for (const row of rows) {
        const widget = Widget.safeParse(row.widget);
        if (!widget.success) continue;
        const { score, max } = row;
        verdicts[widget.data] = { score, max, best: Number(row.best ?? score), passed: Number(row.passes) > 0 };
      }
      return { ok: true, value: verdicts };
    },
  };
}
