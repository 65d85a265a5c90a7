import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { CLAIM } from "./claims";
import type { LaunchStateStore } from "./stores";
import { makeHarness } from "./test-support";
import { verifyIdToken } from "./verify-id-token";

const SLUG = { slug: "error-envelope" };
const shared = await makeHarness();

/** A valid launch's form, and its token's claims for re-signing with changes. */
async function launchParts(h: Awaited<ReturnType<typeof makeHarness>>) {
  const form = await h.launchForm({ message: "resource-link", custom: SLUG });
  return { form, claims: decodeJwt(form.fields.id_token ?? "") as Record<string, unknown> };
}

async function verifyChanged(change: (claims: Record<string, unknown>) => void, header: Record<string, unknown> = {}) {
  const h = shared;
  const { form, claims } = await launchParts(h);
  change(claims);
  const idToken = await h.platform.signWithPlatformKey(claims, header);
  return verifyIdToken(new URLSearchParams({ ...form.fields, id_token: idToken }), h.launch);
}

describe("verifyIdToken", () => {
  it("refuses a nonce already used, even if a state store hands a state out twice", async () => {
    const h = shared;
    const { form } = await launchParts(h);
    const state = await h.states.take(form.fields.state ?? "", Date.now());
    const leaky: LaunchStateStore = { put: async () => "stored", take: async () => state };
    const deps = { ...h.launch, states: leaky };
    expect((await verifyIdToken(new URLSearchParams(form.fields), deps)).ok).toBe(true);
    expect(await verifyIdToken(new URLSearchParams(form.fields), deps)).toMatchObject({
      ok: false,
      problem: {
        code: "nonce_replayed",
        status: 401,
        message: "the id_token's nonce was already used: this launch is a replay",
      },
    });
  });

  it.each([
    [
      "resource_link.id",
      (c: Record<string, unknown>) => delete (c[CLAIM.resourceLink] as Record<string, unknown>).id,
      /the claim resource_link.id is missing/,
    ],
    ["roles", (c: Record<string, unknown>) => delete c[CLAIM.roles], /the claim roles is missing/],
    [
      "target_link_uri",
      (c: Record<string, unknown>) => delete c[CLAIM.targetLinkUri],
      /the claim target_link_uri is missing/,
    ],
    ["version", (c: Record<string, unknown>) => (c[CLAIM.version] = "1.1"), /the LTI version is "1.1", not 1.3.0/],
    [
      "deployment_id",
      (c: Record<string, unknown>) => (c[CLAIM.deploymentId] = "dep-x"),
      /the deployment "dep-x" is not known/,
    ],
    [
      "target_link_uri (changed)",
      (c: Record<string, unknown>) => (c[CLAIM.targetLinkUri] = "https://lab.test/embed/other"),
      /target_link_uri is not the one the login asked for/,
    ],
    ["nonce", (c: Record<string, unknown>) => delete c.nonce, /the claim nonce is missing/],
    [
      "azp with several audiences",
      (c: Record<string, unknown>) => (c.aud = [c.aud, "other"]),
      /several audiences but no azp/,
    ],
    ["azp for another client", (c: Record<string, unknown>) => (c.azp = "other"), /azp is not this tool's client_id/],
    [
      "iat in the future",
      (c: Record<string, unknown>) => (c.iat = Math.floor(Date.now() / 1000) + 3600),
      /dated in the future/,
    ],
  ])("names what is wrong with %s", async (_name, change, message) => {
    const result = await verifyChanged(change);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem.message).toMatch(message);
  });

  it("accepts several audiences when azp names this tool", async () => {
    const result = await verifyChanged((c) => {
      c.azp = c.aud;
      c.aud = [c.aud, "other"];
    });
    expect(result.ok).toBe(true);
  });

  it.each(["none", "HS256"])("refuses alg %s before looking for a key", async (alg) => {
    const { form } = await launchParts(shared);
    const [, payload, signature] = (form.fields.id_token ?? "").split(".");
    const header = Buffer.from(JSON.stringify({ alg, kid: "platform-key-1" })).toString("base64url");
    const token = `${header}.${payload}.${alg === "none" ? "" : signature}`;
    const result = await verifyIdToken(new URLSearchParams({ ...form.fields, id_token: token }), shared.launch);
    expect(!result.ok && result.problem).toMatchObject({
      code: "wrong_alg",
      message: `the id_token is signed with ${alg}, but LTI requires RS256`,
    });
  });

  it("fetches the platform's keys once, and again when a token names a kid it has not seen", async () => {
    let now = Date.now();
    const h = await makeHarness({ now: () => now });
    const first = await launchParts(h);
    expect((await verifyIdToken(new URLSearchParams(first.form.fields), h.launch)).ok).toBe(true);
    const second = await launchParts(h);
    expect((await verifyIdToken(new URLSearchParams(second.form.fields), h.launch)).ok).toBe(true);
    expect(h.jwksFetches).toHaveLength(1);
    await h.platform.rotateKey();
    now += 31_000;
    const rotated = await launchParts(h);
    expect((await verifyIdToken(new URLSearchParams(rotated.form.fields), h.launch)).ok).toBe(true);
    expect(h.jwksFetches).toHaveLength(2);
  });
});
