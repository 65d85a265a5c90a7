/**
 * Platforms (LMSs) the tool trusts, and their deployments of it. A launch from an
 * issuer, client id or deployment not found here is refused by lib/lti.
 */
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import { accepted, isUniqueViolation, parseInput, refused, type StoreResult } from "./result";
import { camelRows, type Database, type Rows } from "./schema";

const Url = z.url().max(2000);

export const PlatformInput = z.object({
  issuer: Url,
  clientId: z.string().min(1).max(255),
  authLoginUrl: Url,
  authTokenUrl: Url,
  jwksUrl: Url,
  /** "manual": an administrator entered it; "dynamic": LTI Dynamic Registration. */
  registeredVia: z.enum(["manual", "dynamic"]),
  /** Origins the platform's pages also come from (see lib/lti/platform-config.ts). */
  webOrigins: z.array(Url).max(20).default([]),
});
export type PlatformInput = z.input<typeof PlatformInput>;
/** How a row came to be; "class-code" is the tool's own classes (migration 0004), never a platform to trust. */
const RegisteredVia = z.enum(["manual", "dynamic", "class-code"]);
export type Platform = Omit<z.output<typeof PlatformInput>, "registeredVia"> & {
  registeredVia: z.output<typeof RegisteredVia>;
  id: number;
  createdAt: Date;
};
export type Deployment = { id: number; platformId: number; ltiDeploymentId: string };
/** A platform with the ids of its deployments, as an administrator lists them. */
export type PlatformWithDeployments = Platform & { deploymentIds: string[] };

const LtiId = z.string().min(1).max(255);
const WebOrigins = z.array(z.string());

function toPlatform(row: Selectable<Rows["platforms"]>): Platform {
  return {
    ...row,
    registeredVia: RegisteredVia.parse(row.registeredVia),
    webOrigins: WebOrigins.parse(row.webOrigins),
  };
}

export function makePlatforms(raw: Kysely<Database>) {
  const db = camelRows(raw);
  return {
    /** Registers a platform; refuses a second one with the same issuer and client id. */
    async register(input: PlatformInput): Promise<StoreResult<Platform, "duplicate">> {
      const parsed = parseInput(PlatformInput, input);
      if (!parsed.ok) return parsed;
      const p = parsed.value;
      try {
        const row = await db
          .insertInto("platforms")
          .values({
            issuer: p.issuer,
            clientId: p.clientId,
            authLoginUrl: p.authLoginUrl,
            authTokenUrl: p.authTokenUrl,
            jwksUrl: p.jwksUrl,
            registeredVia: p.registeredVia,
            webOrigins: JSON.stringify(p.webOrigins),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return accepted(toPlatform(row));
      } catch (error) {
        if (isUniqueViolation(error))
          return refused("duplicate", `${p.issuer} is already registered with that client id`);
        throw error;
      }
    },

    /**
     * The platform for an issuer and client id. Without a client id (it is optional in
     * an OIDC login request) only an issuer registered exactly once is found.
     */
    async find(issuer: string, clientId?: string): Promise<Platform | null> {
      let query = db.selectFrom("platforms").selectAll().where("issuer", "=", issuer);
      if (clientId !== undefined) query = query.where("clientId", "=", clientId);
      const rows = await query.limit(2).execute();
      return rows.length === 1 && rows[0] ? toPlatform(rows[0]) : null;
    },

    /**
     * Registers a platform, or brings an existing registration of the same issuer and
     * client id up to date (its URLs and web origins), as a declarative seed does.
     */
    async upsert(input: PlatformInput): Promise<StoreResult<Platform>> {
      const parsed = parseInput(PlatformInput, input);
      if (!parsed.ok) return parsed;
      const p = parsed.value;
      const changes = {
        authLoginUrl: p.authLoginUrl,
        authTokenUrl: p.authTokenUrl,
        jwksUrl: p.jwksUrl,
        webOrigins: JSON.stringify(p.webOrigins),
      };
      const row = await db
        .insertInto("platforms")
        .values({ issuer: p.issuer, clientId: p.clientId, registeredVia: p.registeredVia, ...changes })
        .onConflict((c) => c.columns(["issuer", "clientId"]).doUpdateSet(changes))
        .returningAll()
        .executeTakeFirstOrThrow();
      return accepted(toPlatform(row));
    },

    /**
     * Every registration of `issuer` (of `clientId` when given), each with its deployment
     * ids, oldest first; with no arguments every platform (`npm run lti:register -- --list`).
     * The classes' own row is never listed: no launch, origin or registration may come from it.
     */
    async list(issuer?: string, clientId?: string): Promise<PlatformWithDeployments[]> {
      let query = db.selectFrom("platforms").selectAll().where("registeredVia", "!=", "class-code");
      if (issuer !== undefined) query = query.where("issuer", "=", issuer);
      if (clientId !== undefined) query = query.where("clientId", "=", clientId);
      const rows = await query.orderBy("id").execute();
      if (rows.length === 0) return [];
      const deployments = await db
        .selectFrom("deployments")
        .select(["platformId", "ltiDeploymentId"])
        .where(
          "platformId",
          "in",
          rows.map((r) => r.id),
        )
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        ...toPlatform(row),
        deploymentIds: deployments.filter((d) => d.platformId === row.id).map((d) => d.ltiDeploymentId),
      }));
    },

    /** The platform with this row id, or null. */
    async byId(id: number): Promise<Platform | null> {
      const row = await db.selectFrom("platforms").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toPlatform(row) : null;
    },

    /** Adds a deployment (or returns the one already there). */
    async addDeployment(
      platformId: number,
      ltiDeploymentId: string,
    ): Promise<StoreResult<Deployment, "unknown-platform">> {
      if (!LtiId.safeParse(ltiDeploymentId).success)
        return refused("invalid", "deployment id must be 1-255 characters");
      try {
        await db
          .insertInto("deployments")
          .values({ platformId, ltiDeploymentId })
          .onConflict((c) => c.columns(["platformId", "ltiDeploymentId"]).doNothing())
          .execute();
      } catch (error) {
        if ((error as { code?: unknown }).code === "23503") return refused("unknown-platform", "no such platform");
        throw error;
      }
      const found = await this.findDeployment(platformId, ltiDeploymentId);
      return found ? accepted(found) : refused("unknown-platform", "no such platform");
    },

    /**
     * Removes a platform; its deployments, courses, learners and attempts go with it
     * (the foreign keys cascade). False when no such platform is registered.
     */
    async remove(issuer: string, clientId: string): Promise<boolean> {
      const result = await db
        .deleteFrom("platforms")
        .where("issuer", "=", issuer)
        .where("clientId", "=", clientId)
        .executeTakeFirst();
      return result.numDeletedRows === 1n;
    },

    /** The deployment, or null when the platform never registered it. */
    async findDeployment(platformId: number, ltiDeploymentId: string): Promise<Deployment | null> {
      const row = await db
        .selectFrom("deployments")
        .select(["id", "platformId", "ltiDeploymentId"])
        .where("platformId", "=", platformId)
        .where("ltiDeploymentId", "=", ltiDeploymentId)
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
