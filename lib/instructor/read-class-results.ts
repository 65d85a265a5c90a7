/**
 * Reads a scope's attempts, unsettled passbacks and practice answers out of the results store. The only
 * file of the dashboard that knows the tables (passbacks come through the queue's own
 * `outstanding`, per course); framework-free and server-only.
 * NOTE: a course is found by what the instructor session names (issuer, client_id,
 * deployment, the platform's context id), never by a row id the browser could change.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { ACTIVITIES } from "@/lib/exercise-kinds/registry";
import type { Store } from "@/lib/store/open-store";
import type { Database } from "@/lib/store/schema";
import type { ClassPassback, ClassResults, ResultsScope } from "./class-results";

const Widget = z.enum(ACTIVITIES);
const Json = z.json();
const Unsettled = z.enum(["pending", "failed"]);

/** Every attempt and every pending or failed passback in `scope`. */
export async function readClassResults(store: Store, scope: ResultsScope): Promise<ClassResults> {
  const { db } = store;
  let attempts = db
    .selectFrom("attempts")
    .innerJoin("resource_links", "resource_links.id", "attempts.resource_link_id")
    .leftJoin("context_learners", (join) =>
      join
        .onRef("context_learners.learner_id", "=", "attempts.learner_id")
        .onRef("context_learners.context_id", "=", "resource_links.context_id"),
    )
    .select([
      "resource_links.lesson_slug as slug",
      "resource_links.widget as widget",
      "attempts.learner_id as learnerId",
      "attempts.score as score",
      "attempts.max as max",
      "attempts.passed as passed",
      "attempts.answers as answers",
      "attempts.verdicts as verdicts",
      "attempts.created_at as createdAt",
      "attempts.opened_at as openedAt",
      "context_learners.name as learnerName",
    ])
    .orderBy("attempts.id");
  const contextIds = await contextIdsOf(db, scope);
  if (scope.kind === "context") {
    const [contextId] = contextIds;
    if (contextId === undefined) return { scope, attempts: [], passbacks: [], practice: [] };
    attempts = attempts.where("resource_links.context_id", "=", contextId);
  }
  const attemptRows = await attempts.execute();
  const passbacks: ClassPassback[] = [];
  for (const contextId of contextIds)
    for (const row of await store.passbackQueue.outstanding(contextId)) {
      const widget = Widget.safeParse(row.widget);
      const status = Unsettled.safeParse(row.status);
      if (!widget.success || !status.success) continue;
      // Names stay inside their course: the all-courses view never reads them.
      const profile = scope.kind === "context" ? await store.courses.learnerInContext(row.learnerId, contextId) : null;
      passbacks.push({
        learnerId: row.learnerId,
        learnerName: profile?.name ?? null,
        slug: row.lessonSlug,
        widget: widget.data,
        status: status.data,
        tries: row.tries,
        lastError: row.lastError,
        nextTryAt: row.nextTryAt,
      });
    }
  const practice = (await store.practiceAnswers.ofContexts(contextIds)).map(({ lessonSlug, ...answer }) => ({
    ...answer,
    slug: lessonSlug,
    // Names stay inside their course: the all-courses view drops them.
    learnerName: scope.kind === "context" ? answer.learnerName : null,
  }));
  return {
    scope,
    practice,
    attempts: attemptRows.flatMap((row) => {
      const widget = Widget.safeParse(row.widget);
      if (!widget.success) return [];
      return [
        {
          ...row,
          widget: widget.data,
          // Names stay inside their course: the all-courses view drops them.
          learnerName: scope.kind === "context" ? row.learnerName : null,
          answers: Json.parse(row.answers),
          verdicts: Json.parse(row.verdicts),
        },
      ];
    }),
    passbacks,
  };
}

/** The row ids of the courses `scope` covers: the session's one course (none when unknown), or every course. */
export async function contextIdsOf(db: Kysely<Database>, scope: ResultsScope): Promise<number[]> {
  if (scope.kind === "all")
    return (await db.selectFrom("contexts").select("id").orderBy("id").execute()).map((r) => r.id);
  const row = await db
    .selectFrom("contexts")
    .innerJoin("deployments", "deployments.id", "contexts.deployment_id")
    .innerJoin("platforms", "platforms.id", "deployments.platform_id")
    .select("contexts.id")
    .where("platforms.issuer", "=", scope.issuer)
    .where("platforms.client_id", "=", scope.clientId)
    .where("deployments.lti_deployment_id", "=", scope.deploymentId)
    .where("contexts.lti_context_id", "=", scope.contextId)
    .executeTakeFirst();
  return row ? [row.id] : [];
}
