/**
 * The stand-in platform's id_tokens: a well-formed resource-link or deep-linking
 * launch, or one made hostile in a single named way.
 */
import { SignJWT } from "jose";
import { CLAIM, LTI_VERSION, SCORE_SCOPE } from "../claims";

export const HOSTILE = [
  "bad-signature",
  "unknown-kid",
  "wrong-iss",
  "wrong-aud",
  "expired",
  "reused-nonce",
  "missing-deployment",
  "wrong-message-type",
  "huge",
] as const;
export type Hostile = (typeof HOSTILE)[number];

export type LaunchOptions = {
  message: "resource-link" | "deep-linking";
  hostile?: Hostile;
  /** Custom parameters (a deep-linked resource link carries slug and widget). */
  custom?: Record<string, string>;
  user?: { sub: string; name?: string; email?: string };
  resourceLinkId?: string;
  /** The link's address, sent at login and in the token; the tool's launch URL by default. */
  targetLinkUri?: string;
  /** The user's roles in the course; a learner's by default. */
  roles?: string[];
  /** The course the launch comes from (course-1 by default); null sends no context claim. */
  context?: { id: string; label?: string; title?: string } | null;
};

export type Signer = { key: CryptoKey; kid: string };
export type TokenContext = {
  issuer: string;
  clientId: string;
  deploymentId: string;
  nonce: string;
  targetLinkUri: string;
  lineItemUrl: string;
  deepLinkReturnUrl: string;
  nowSeconds: number;
  signer: Signer;
  rogue: Signer;
};

export async function signIdToken(options: LaunchOptions, c: TokenContext): Promise<string> {
  const h = options.hostile;
  const user = options.user ?? { sub: "learner-42", name: "Ada Learner", email: "ada@example.edu" };
  const claims: Record<string, unknown> = {
    nonce: c.nonce,
    ...user,
    [CLAIM.deploymentId]: c.deploymentId,
    [CLAIM.version]: LTI_VERSION,
    [CLAIM.roles]: options.roles ?? ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
    [CLAIM.targetLinkUri]: c.targetLinkUri,
  };
  const context =
    options.context === undefined ? { id: "course-1", label: "ENV101", title: "Error envelopes" } : options.context;
  if (context) claims[CLAIM.context] = context;
  if (options.custom) claims[CLAIM.custom] = options.custom;
  if (options.message === "resource-link") {
    claims[CLAIM.messageType] = "LtiResourceLinkRequest";
    claims[CLAIM.resourceLink] = { id: options.resourceLinkId ?? "link-1", title: "Week 1" };
    claims[CLAIM.agsEndpoint] = { scope: [SCORE_SCOPE], lineitem: c.lineItemUrl };
  } else {
    claims[CLAIM.messageType] = "LtiDeepLinkingRequest";
    claims[CLAIM.roles] = ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"];
    claims[CLAIM.deepLinkingSettings] = {
      deep_link_return_url: c.deepLinkReturnUrl,
      accept_types: ["ltiResourceLink"],
      accept_presentation_document_targets: ["iframe", "window"],
      accept_lineitem: true,
      data: "opaque-platform-data-7",
    };
  }
  if (h === "missing-deployment") delete claims[CLAIM.deploymentId];
  if (h === "wrong-message-type") claims[CLAIM.messageType] = "LtiSubmissionReviewRequest";
  if (h === "huge") claims.padding = "x".repeat(1024 * 1024);
  const iat = h === "expired" ? c.nowSeconds - 3600 : c.nowSeconds;
  const signer = h === "bad-signature" ? { ...c.rogue, kid: c.signer.kid } : h === "unknown-kid" ? c.rogue : c.signer;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: signer.kid, typ: "JWT" })
    .setIssuer(h === "wrong-iss" ? "https://evil.example" : c.issuer)
    .setAudience(h === "wrong-aud" ? "someone-else" : c.clientId)
    .setSubject(user.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 300)
    .sign(signer.key);
}
