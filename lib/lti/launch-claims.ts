/**
 * The claims a launch must carry, per message type (LTI Core 1.3 section 5,
 * Deep Linking 2.0 section 4.4), parsed with zod into a typed Launch. The signature,
 * issuer, audience, times and nonce are checked before this (verify-id-token.ts).
 */
import { z } from "zod";
import { CLAIM } from "./claims";

const str = (max = 4096) => z.string().min(1).max(max);
const Context = z.object({
  id: str(255),
  label: z.string().max(1000).optional(),
  title: z.string().max(1000).optional(),
});
const Common = z.object({
  sub: str(255).optional(),
  name: z.string().max(1000).optional(),
  given_name: z.string().max(1000).optional(),
  family_name: z.string().max(1000).optional(),
  email: z.string().max(1000).optional(),
  [CLAIM.roles]: z.array(z.string().max(1000)).max(100),
  [CLAIM.context]: Context.optional(),
  [CLAIM.custom]: z.record(z.string(), z.unknown()).optional(),
});
const ResourceLinkClaims = Common.extend({
  [CLAIM.resourceLink]: z.object({ id: str(255), title: z.string().max(1000).optional() }),
  [CLAIM.targetLinkUri]: z.url(),
  [CLAIM.agsEndpoint]: z
    .object({ scope: z.array(z.string()).max(20), lineitem: z.url().optional(), lineitems: z.url().optional() })
    .optional(),
});
const DeepLinkingClaims = Common.extend({
  [CLAIM.deepLinkingSettings]: z.object({
    deep_link_return_url: z.url(),
    accept_types: z.array(z.string()).max(20),
    accept_lineitem: z.boolean().optional(),
    data: z.string().max(4096).optional(),
  }),
});

export type LaunchUser = { sub?: string; name?: string; givenName?: string; familyName?: string; email?: string };
type LaunchCommon = {
  issuer: string;
  clientId: string;
  deploymentId: string;
  user: LaunchUser;
  roles: string[];
  context?: { id: string; label?: string; title?: string };
  /** Custom parameters with string values (others are dropped). */
  custom: Record<string, string>;
};
export type ResourceLinkLaunch = LaunchCommon & {
  messageType: "LtiResourceLinkRequest";
  resourceLink: { id: string; title?: string };
  targetLinkUri: string;
  ags?: { scope: string[]; lineitem?: string; lineitems?: string };
};
export type DeepLinkingLaunch = LaunchCommon & {
  messageType: "LtiDeepLinkingRequest";
  deepLinking: { returnUrl: string; acceptTypes: string[]; acceptLineItem?: boolean; data?: string };
};
export type Launch = ResourceLinkLaunch | DeepLinkingLaunch;

type Ids = { issuer: string; clientId: string; deploymentId: string };
export type ClaimsResult<T> = { ok: true; launch: T } | { ok: false; message: string };

/** Reads the claims of a verified token whose message type is known. */
export function readLaunchClaims(payload: unknown, messageType: Launch["messageType"], ids: Ids): ClaimsResult<Launch> {
  const schema = messageType === "LtiResourceLinkRequest" ? ResourceLinkClaims : DeepLinkingClaims;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return { ok: false, message: describeIssue(parsed.error.issues[0]) };
  const c = parsed.data as z.output<typeof ResourceLinkClaims> & z.output<typeof DeepLinkingClaims>;
  const custom = Object.fromEntries(
    Object.entries(c[CLAIM.custom] ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const user = definedOnly({
    sub: c.sub,
    name: c.name,
    givenName: c.given_name,
    familyName: c.family_name,
    email: c.email,
  });
  const common = { ...ids, user, roles: c[CLAIM.roles], custom, ...definedOnly({ context: c[CLAIM.context] }) };
  if (messageType === "LtiDeepLinkingRequest") {
    const s = c[CLAIM.deepLinkingSettings];
    const deepLinking = definedOnly({
      returnUrl: s.deep_link_return_url,
      acceptTypes: s.accept_types,
      acceptLineItem: s.accept_lineitem,
      data: s.data,
    });
    return { ok: true, launch: { ...common, messageType, deepLinking } as DeepLinkingLaunch };
  }
  const launch = {
    ...common,
    messageType,
    resourceLink: c[CLAIM.resourceLink],
    targetLinkUri: c[CLAIM.targetLinkUri],
    ...definedOnly({ ags: c[CLAIM.agsEndpoint] }),
  };
  return { ok: true, launch: launch as ResourceLinkLaunch };
}

/** "the claim resource_link.id is missing", with the claim's short name rather than its URI. */
function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "the claims are malformed";
  const [head, ...rest] = issue.path.map(String);
  const short = (head ?? "").replace(/^https:\/\/purl\.imsglobal\.org\/spec\/[^/]+\/claim\//, "");
  const name = [short, ...rest].join(".");
  const missing = issue.code === "invalid_type" && issue.message.includes("undefined");
  return missing ? `the claim ${name} is missing` : `the claim ${name} is not valid (${issue.message})`;
}

/** `value` without its undefined fields (the types say optional, not `| undefined`). */
export function definedOnly<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as never;
}
