/**
 * The LtiDeepLinkingResponse (Deep Linking 2.0, 4.5): a JWT the tool signs with its
 * own key, carrying one ltiResourceLink, posted by the browser to the platform's
 * deep_link_return_url in a form field named JWT.
 */

import { randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { ACTIVITIES } from "@/lib/exercise-kinds/registry";
import { CLAIM, DEEP_LINKING_RESPONSE, LTI_ALG, LTI_VERSION } from "./claims";
import { autoPostPage } from "./html";
import type { DeepLinkingSession } from "./launch-session";
import type { CatalogEntry, Target } from "./targets";
import { currentSigningKey, type KeyRing } from "./tool-keys";

/** Every line item is out of 100; scores are posted with their own maximum and the platform scales them. */
export const LINE_ITEM_MAXIMUM = 100;
const RESPONSE_LIFETIME_SECONDS = 5 * 60;

export type ContentItem = {
  type: "ltiResourceLink";
  title: string;
  url: string;
  custom: Record<string, string>;
  lineItem?: { scoreMaximum: number; label: string; resourceId: string };
};

/**
 * Only a single checkpoint, match or kata is graded. A whole lesson is not: it holds several
 * exercises and one line item cannot stand for all of them; the sandbox is never graded.
 */
/** Every exercise kind is graded by this server, so a link to one gets a line item; a lesson or sandbox does not. */
export const isGraded = (target: Target) =>
  target.widget !== undefined && (ACTIVITIES as readonly string[]).includes(target.widget);

/** The one resource link for `target`; `toolOrigin` is where /embed/... is served. */
export function contentItemFor(
  target: Target,
  lesson: CatalogEntry,
  toolOrigin: string,
  withLineItem: boolean,
): ContentItem {
  const title = target.widget ? `${lesson.title}: ${target.widget}` : lesson.title;
  const resourceId = target.widget ? `${target.slug}/${target.widget}` : target.slug;
  const item: ContentItem = {
    type: "ltiResourceLink",
    title,
    url: new URL(`/embed/${resourceId}`, toolOrigin).href,
    custom: target.widget ? { slug: target.slug, widget: target.widget } : { slug: target.slug },
  };
  if (withLineItem && isGraded(target)) item.lineItem = { scoreMaximum: LINE_ITEM_MAXIMUM, label: title, resourceId };
  return item;
}

/** Signs the response: iss is our client_id, aud the platform, `data` echoed as the platform sent it. */
export async function signDeepLinkingResponse(
  session: DeepLinkingSession,
  items: ContentItem[],
  ring: KeyRing,
  nowMs = Date.now(),
): Promise<string> {
  const { kid, key } = await currentSigningKey(ring);
  const iat = Math.floor(nowMs / 1000);
  const claims: Record<string, unknown> = {
    nonce: randomBytes(16).toString("base64url"),
    [CLAIM.deploymentId]: session.platform.deploymentId,
    [CLAIM.messageType]: DEEP_LINKING_RESPONSE,
    [CLAIM.version]: LTI_VERSION,
    [CLAIM.contentItems]: items,
  };
  if (session.data !== undefined) claims[CLAIM.deepLinkingData] = session.data;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: LTI_ALG, kid, typ: "JWT" })
    .setIssuer(session.platform.clientId)
    .setAudience(session.platform.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + RESPONSE_LIFETIME_SECONDS)
    .sign(key);
}

/** The page that carries the response back to the platform (works without scripts). */
export function deepLinkingReturnPage(returnUrl: string, jwt: string): Response {
  return autoPostPage("Returning to your course", returnUrl, { JWT: jwt });
}
