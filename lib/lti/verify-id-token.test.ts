import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { CLAIM } from "./claims";
import { openLoginState } from "./login-state";
import { formRequest } from "./test-platform/auto-post";
import { makeHarness, TOOL } from "./test-support";
import { type VerifyDeps, verifyIdToken } from "./verify-id-token";

const SLUG = { slug: "error-envelope" };
const shared = await makeHarness();

/** A valid launch's form, and its token's claims for re-signing with changes. */
async function launchParts(h: Awaited<ReturnType<typeof makeHarness>>) {
  const form = await h.launchForm({ message: "resource-link", custom: SLUG });
  return { form, claims: decodeJwt(form.fields.id_token ?? "") as Record<string, unknown> };
}

/** The posted launch's state opened as the launch opens it, then its id_token verified against it. */
async function verify(fields: Record<string, string>, h = shared, deps: VerifyDeps = h.launch) {
  const opened = await openLoginState(formRequest(TOOL.launch, fields), new URLSearchParams(fields), h.launch);
  if (opened.ok !== true) throw new Error(`the state did not open: ${JSON.stringify(opened)}`);
  return verifyIdToken(fields.id_token ?? "", opened.state, deps);
}

async function verifyChanged(change: (claims: Record<string, unknown>) => void, header: Record<string, unknown> = {}) {
  const h = shared;
  const { form, claims } = await launchParts(h);
  change(claims);
  const idToken = await h.platform.signWithPlatformKey(claims, header);
  return verify({ ...form.fields, id_token: idToken });
}

describe("verifyIdToken", () => {
  it("refuses the same id_token and state a second time: the nonce is recorded once", async () => {
    const { form } = await launchParts(shared);
    expect((await verify(form.fields)).ok).toBe(true);
    expect(await verify(form.fields)).toMatchObject({
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
    const result = await verify({ ...form.fields, id_token: token });
    expect(!result.ok && result.problem).toMatchObject({
      code: "wrong_alg",
      message: `the id_token is signed with ${alg}, but LTI requires RS256`,
    });
  });

  it("fetches the platform's keys once, and again when a token names a kid it has not seen", async () => {
    let now = Date.now();
    const h = await makeHarness({ now: () => now });
    const first = await launchParts(h);
    expect((await verify(first.form.fields, h)).ok).toBe(true);
    const second = await launchParts(h);
    expect((await verify(second.form.fields, h)).ok).toBe(true);
    expect(h.jwksFetches).toHaveLength(1);
    await h.platform.rotateKey();
    now += 31_000;
    const rotated = await launchParts(h);
    expect((await verify(rotated.form.fields, h)).ok).toBe(true);
    expect(h.jwksFetches).toHaveLength(2);
  });
});
