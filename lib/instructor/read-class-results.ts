/**
 * Reads a scope's attempts and unsettled passbacks out of the results store. The only
 * file of the dashboard that knows the tables; framework-free and server-only.
 * NOTE: a course is found by what the instructor session names (issuer, client_id,
 * deployment, the platform's context id), never by a row id the browser could change.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { ACTIVITIES } from "@/lib/score-token/payload";
import type { Database } from "@/lib/store/schema";
import type { ClassResults, ResultsScope } from "./class-results";

const Widget = z.enum(ACTIVITIES);
const Json = z.json();
const Unsettled = z.enum(["pending", "failed"]);

/** Every attempt and every pending or failed passback in `scope`. */
export async function readClassResults(db: Kysely<Database>, scope: ResultsScope): Promise<ClassResults> {
  let attempts = db
    .selectFrom("attempts")
    .innerJoin("resource_links", "resource_links.id", "attempts.resource_link_id")
    .select([
      "resource_links.lesson_slug as slug",
      "resource_links.widget as widget",
      "attempts.learner_id as learnerId",
      "attempts.score as score",
      "attempts.max as max",
      "attempts.passed as passed",
      "attempts.answers as answers",
      "attempts.verdicts as verdicts",
    ])
    .orderBy("attempts.id");
  let passbacks = db
    .selectFrom("passback_queue")
    .innerJoin("attempts", "attempts.id", "passback_queue.attempt_id")
    .innerJoin("resource_links", "resource_links.id", "attempts.resource_link_id")
    .leftJoin("context_learners", (join) =>
      join
        .onRef("context_learners.learner_id", "=", "attempts.learner_id")
        .onRef("context_learners.context_id", "=", "resource_links.context_id"),
    )
    .select([
      "attempts.learner_id as learnerId",
      "context_learners.name as learnerName",
      "resource_links.lesson_slug as slug",
      "resource_links.widget as widget",
      "passback_queue.status as status",
      "passback_queue.tries as tries",
      "passback_queue.last_error as lastError",
      "passback_queue.next_try_at as nextTryAt",
    ])
    .where("passback_queue.status", "in", Unsettled.options)
    .orderBy("passback_queue.id");
  if (scope.kind === "context") {
    const contextId = await findContext(db, scope);
    if (contextId === null) return { scope, attempts: [], passbacks: [] };
    attempts = attempts.where("resource_links.context_id", "=", contextId);
    passbacks = passbacks.where("resource_links.context_id", "=", contextId);
  }
  const [attemptRows, passbackRows] = await Promise.all([attempts.execute(), passbacks.execute()]);
  return {
    scope,
    attempts: attemptRows.flatMap((row) => {
      const widget = Widget.safeParse(row.widget);
      if (!widget.success) return [];
      return [{ ...row, widget: widget.data, answers: Json.parse(row.answers), verdicts: Json.parse(row.verdicts) }];
    }),
    passbacks: passbackRows.flatMap((row) => {
      const widget = Widget.safeParse(row.widget);
      if (!widget.success) return [];
      return [
        {
          ...row,
          widget: widget.data,
          status: Unsettled.parse(row.status),
          // Names stay inside their course: the all-courses view never reads them.
          learnerName: scope.kind === "context" ? row.learnerName : null,
        },
      ];
    }),
  };
}

async function findContext(db: Kysely<Database>, scope: Extract<ResultsScope, { kind: "context" }>) {
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
  return row?.id ?? null;
}
