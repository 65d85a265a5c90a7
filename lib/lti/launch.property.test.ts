/**
 * The invariant on random hostile input: however a valid id_token is mutated (bytes
 * flipped, cut short, claims dropped or replaced by any JSON, header alg/kid swapped,
 * huge strings), the launch answers a page, never a 5xx and never a throw; a token
 * changed without the platform's key never opens a session. The test also asserts its
 * own coverage, so it cannot pass by only generating harmless cases.
 */
import fc from "fast-check";
import { decodeJwt } from "jose";
import { expect, it, vi } from "vitest";
import { CLAIM } from "./claims";
import { handleLaunch } from "./launch";
import { formRequest } from "./test-platform/auto-post";
import { makeHarness } from "./test-support";

const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
const h = await makeHarness();
const RUNS = 300;

/** Claims whose absence must refuse the launch (custom carries the slug here). */
const REQUIRED = [
  "iss",
  "aud",
  "exp",
  "iat",
  "nonce",
  CLAIM.deploymentId,
  CLAIM.messageType,
  CLAIM.version,
  CLAIM.resourceLink,
  CLAIM.roles,
  CLAIM.targetLinkUri,
  CLAIM.custom,
];
const CLAIMS = [...REQUIRED, "sub", "name", "email", CLAIM.context, CLAIM.agsEndpoint, "padding"];
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

const mutation = fc.oneof(
  fc.record({ kind: fc.constant("flip" as const), index: fc.nat(), xor: fc.integer({ min: 1, max: 127 }) }),
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("drop" as const), claim: fc.constantFrom(...CLAIMS) }),
  fc.record({
    kind: fc.constant("value" as const),
    claim: fc.constantFrom(...CLAIMS),
    value: fc.jsonValue({ maxDepth: 3 }),
  }),
  fc.record({
    kind: fc.constant("header" as const),
    alg: fc.constantFrom("none", "HS256", "RS256", "RS512", "ES256", "PS256", ""),
    kid: fc.option(fc.oneof(fc.string({ maxLength: 40 }), fc.constant("platform-key-1"), fc.constant("rogue-key"))),
  }),
  fc.record({
    kind: fc.constant("huge" as const),
    claim: fc.constantFrom(...CLAIMS),
    size: fc.integer({ min: 1000, max: 200_000 }),
  }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

/** The mutated token, and whether it was signed again with the platform's key. */
async function mutate(token: string, m: Mutation): Promise<{ token: string; signed: boolean }> {
  const [, payload = "", signature = ""] = token.split(".");
  const claims = decodeJwt(token) as Record<string, unknown>;
  switch (m.kind) {
    case "flip": {
      const i = m.index % token.length;
      return {
        token: token.slice(0, i) + String.fromCharCode(token.charCodeAt(i) ^ m.xor) + token.slice(i + 1),
        signed: false,
      };
    }
    case "truncate":
      return { token: token.slice(0, m.at % token.length), signed: false };
    case "header":
      return {
        token: `${b64(m.kid === null ? { alg: m.alg } : { alg: m.alg, kid: m.kid })}.${payload}.${signature}`,
        signed: false,
      };
    case "drop":
      delete claims[m.claim];
      break;
    case "value":
      claims[m.claim] = m.value;
      break;
    case "huge":
      claims[m.claim] = "x".repeat(m.size);
      break;
  }
  return { token: await h.platform.signWithPlatformKey(claims), signed: true };
}

/** True when the mutation left every decoded byte as it was (base64url has spare bits). */
function sameBytes(a: string, b: string): boolean {
  const parts = (t: string) =>
    t.split(".").map((p) => (/^[A-Za-z0-9_-]*$/.test(p) ? Buffer.from(p, "base64url").toString("hex") : `!${p}`));
  return JSON.stringify(parts(a)) === JSON.stringify(parts(b));
}

it("answers every mutated id_token with a page below 500, and opens a session only for a platform-signed token", async () => {
  const kinds = new Map<string, number>();
  const codes = new Set<string>();
  await fc.assert(
    fc.asyncProperty(mutation, async (m) => {
      kinds.set(m.kind, (kinds.get(m.kind) ?? 0) + 1);
      const form = await h.launchForm({
        message: "resource-link",
        custom: { slug: "error-envelope", widget: "match" },
      });
      const original = form.fields.id_token ?? "";
      const { token, signed } = await mutate(original, m);
      warn.mockClear();
      const response = await handleLaunch(formRequest(form.action, { ...form.fields, id_token: token }), h.launch);
      for (const [line] of warn.mock.calls) codes.add(/\((\w+)\)/.exec(String(line))?.[1] ?? "?");
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("content-type") ?? "").toMatch(response.status === 303 ? /^$/ : /text\/html/);
      if (!signed && !sameBytes(token, original)) expect(response.status).not.toBe(303);
      if (m.kind === "drop" && REQUIRED.includes(m.claim)) expect(response.status).toBeGreaterThanOrEqual(400);
    }),
    { numRuns: RUNS },
  );
  console.info(
    `[lti property] kinds ${JSON.stringify(Object.fromEntries(kinds))}; refusal codes ${[...codes].sort().join(", ")}`,
  );
  // Coverage: every kind of mutation ran often enough, and the refusals were of many kinds.
  for (const kind of ["flip", "truncate", "drop", "value", "header", "huge"])
    expect(kinds.get(kind) ?? 0).toBeGreaterThanOrEqual(RUNS / 12);
  for (const code of ["bad_signature", "malformed_token", "wrong_alg", "missing_claim", "too_large"])
    expect(codes).toContain(code);
});
