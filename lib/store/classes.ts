/**
 * Classes an instructor creates without an LMS: each is a course (context) of the tool's
 * own platform (migration 0004), named by its class code, so joining, grading and the
 * dashboard reuse what an LTI course has. Also the count of wrong codes per client,
 * kept here so every app server on one store sees the same count.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { accepted, isUniqueViolation, parseInput, refused, type StoreResult } from "./result";
import { camelRows, type Database } from "./schema";
import { withoutNul } from "./without-nul";

/** The platform the classes belong to, as migration 0004 stored it. */
export const CLASS_PLATFORM = {
  issuer: "https://classes.envelope-lab.invalid",
  clientId: "class-code",
  deploymentId: "class-code",
} as const;

export const ClassTitle = z
  .string()
  .transform((t) => withoutNul(t).trim())
  .pipe(z.string().min(1, "Give the class a name.").max(120, "A class name has at most 120 characters."));

export type StoredClass = { code: string; title: string; createdAt: Date };
/** A learner who joined a class, with their best score and attempts at each activity they were graded on. */
export type ClassMember = {
  learnerId: number;
  name: string;
  results: { slug: string; widget: string; best: number; max: number; attempts: number }[];
};

export function makeClasses(raw: Kysely<Database>) {
  const db = camelRows(raw);
  const classes = () =>
    db
      .selectFrom("contexts")
      .innerJoin("deployments", "deployments.id", "contexts.deploymentId")
      .innerJoin("platforms", "platforms.id", "deployments.platformId")
      .where("platforms.issuer", "=", CLASS_PLATFORM.issuer)
      .where("platforms.clientId", "=", CLASS_PLATFORM.clientId)
      .where("deployments.ltiDeploymentId", "=", CLASS_PLATFORM.deploymentId)
      .select(["contexts.ltiContextId as code", "contexts.title", "contexts.updatedAt as createdAt"]);
  /** The classes' platform and deployment, written with the first class (an upsert: servers may race). */
  const classDeployment = async () => {
    const { issuer, clientId, deploymentId } = CLASS_PLATFORM;
    const platform = await db
      .insertInto("platforms")
      .values({
        issuer,
        clientId,
        authLoginUrl: issuer,
        authTokenUrl: issuer,
        jwksUrl: issuer,
        registeredVia: clientId,
      })
      .onConflict((c) => c.columns(["issuer", "clientId"]).doUpdateSet({ issuer }))
      .returning("id")
      .executeTakeFirstOrThrow();
    return db
      .insertInto("deployments")
      .values({ platformId: platform.id, ltiDeploymentId: deploymentId })
      .onConflict((c) => c.columns(["platformId", "ltiDeploymentId"]).doUpdateSet({ ltiDeploymentId: deploymentId }))
      .returning("id")
      .executeTakeFirstOrThrow();
  };
  const toClass = (row: { code: string; title: string | null; createdAt: Date }): StoredClass => ({
    ...row,
    title: row.title ?? row.code,
  });
  return {
    /** Creates a class under `code`; "duplicate" when that code is taken (draw another). */
    async create(code: string, title: string, now: Date): Promise<StoreResult<StoredClass, "duplicate">> {
      const parsed = parseInput(ClassTitle, title);
      if (!parsed.ok) return parsed;
      const deployment = await classDeployment();
      try {
        await db
          .insertInto("contexts")
          .values({ deploymentId: deployment.id, ltiContextId: code, title: parsed.value, updatedAt: now })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) return refused("duplicate", "that class code is taken");
        throw error;
      }
      return accepted({ code, title: parsed.value, createdAt: now });
    },

    /** The class with this code, or null. */
    async find(code: string): Promise<StoredClass | null> {
      const row = await classes().where("contexts.ltiContextId", "=", code).executeTakeFirst();
      return row ? toClass(row) : null;
    },

    /** Every class, newest first. */
    async list(): Promise<StoredClass[]> {
      return (await classes().orderBy("contexts.id", "desc").execute()).map(toClass);
    },

    /** The class's learners by name (then row id), each with their results per activity. */
    async members(code: string): Promise<ClassMember[]> {
      const context = await classes()
        .select("contexts.id")
        .where("contexts.ltiContextId", "=", code)
        .executeTakeFirst();
      if (!context) return [];
      const people = await db
        .selectFrom("contextLearners")
        .select(["learnerId", "name"])
        .where("contextId", "=", context.id)
        .orderBy("name")
        .orderBy("learnerId")
        .execute();
      const results = await db
        .selectFrom("attempts")
        .innerJoin("resourceLinks", "resourceLinks.id", "attempts.resourceLinkId")
        .where("resourceLinks.contextId", "=", context.id)
        .select((eb) => [
          "attempts.learnerId",
          "resourceLinks.lessonSlug as slug",
          "resourceLinks.widget",
          eb.fn.max("attempts.score").as("best"),
          eb.fn.max("attempts.max").as("max"),
          eb.fn.countAll<string>().as("attempts"),
        ])
        .groupBy(["attempts.learnerId", "resourceLinks.lessonSlug", "resourceLinks.widget"])
        .orderBy("resourceLinks.lessonSlug")
        .orderBy("resourceLinks.widget")
        .execute();
      return people.map((p) => ({
        learnerId: p.learnerId,
        name: p.name ?? "",
        results: results
          .filter((r) => r.learnerId === p.learnerId)
          .map((r) => ({ slug: r.slug, widget: r.widget, best: r.best, max: r.max, attempts: Number(r.attempts) })),
      }));
    },

    /** The client's wrong codes in the window that holds `now` (a window lasts `windowMs`). */
    async failures(client: string, now: Date, windowMs: number): Promise<number> {
      const row = await db.selectFrom("joinFailures").selectAll().where("client", "=", client).executeTakeFirst();
      return row && now.getTime() - row.windowStartedAt.getTime() < windowMs ? row.failures : 0;
    },

    /** Counts one wrong code for `client`, starting a new window when the last one is over; returns the count. */
    async addFailure(client: string, now: Date, windowMs: number): Promise<number> {
      const since = new Date(now.getTime() - windowMs);
      const row = await db
        .insertInto("joinFailures")
        .values({ client, windowStartedAt: now, failures: 1 })
        .onConflict((c) =>
          c.column("client").doUpdateSet((eb) => ({
            // NOTE: one statement, so two servers counting at once cannot lose a failure.
            failures: eb
              .case()
              .when("joinFailures.windowStartedAt", "<=", since)
              .then(1)
              .else(eb("joinFailures.failures", "+", 1))
              .end(),
            windowStartedAt: eb
              .case()
              .when("joinFailures.windowStartedAt", "<=", since)
              .then(now)
              .else(eb.ref("joinFailures.windowStartedAt"))
              .end(),
          })),
        )
        .returning("failures")
        .executeTakeFirstOrThrow();
      return row.failures;
    },
  };
}
