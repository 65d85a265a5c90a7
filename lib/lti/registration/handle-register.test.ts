import { describe, expect, it } from "vitest";
import { accepted, refused } from "@/lib/store/result";
import { createTestPlatform } from "../test-platform/platform";
import { REGISTRATION_PATHS } from "../test-platform/registration";
import { pageText } from "../test-support";
import { handleRegister, REGISTRATION_LIMITS, type RegistrationPlatforms } from "./handle-register";
import { TOOL_CONFIGURATION_CLAIM } from "./tool-registration";

const KEY = "k".repeat(43);
const TOOL_ORIGIN = "https://lab.test";

/** A platforms repository in memory, shaped like lib/store's, recording what was stored. */
function memoryPlatforms() {
  const stored: { platform: Record<string, unknown>; deployments: string[] }[] = [];
  const platforms: RegistrationPlatforms = {
    register: async (input) => {
      if (stored.some((s) => s.platform.issuer === input.issuer && s.platform.clientId === input.clientId))
        return refused("duplicate", `${input.issuer} is already registered with that client id`);
      stored.push({ platform: { ...input }, deployments: [] });
      return accepted({ ...input, webOrigins: input.webOrigins ?? [], id: stored.length, createdAt: new Date() });
    },
    addDeployment: async (platformId, ltiDeploymentId) => {
      stored[platformId - 1]?.deployments.push(ltiDeploymentId);
      return accepted({ id: 1, platformId, ltiDeploymentId });
    },
  };
  return { stored, platforms };
}

async function setup(options: { fetch?: (lms: typeof fetch) => typeof fetch } = {}) {
  const lms = await createTestPlatform({
    issuer: "https://lms.test",
    toolLoginUrl: "https://other.test/login",
    toolLaunchUrl: "https://other.test/launch",
    toolJwks: async () => ({ keys: [] }),
  });
  const memory = memoryPlatforms();
  const deps = {
    registrationKey: () => KEY,
    platforms: async () => memory.platforms,
    fetch: options.fetch ? options.fetch(lms.fetch) : lms.fetch,
    toolOrigin: TOOL_ORIGIN,
    // A short deadline keeps the timeout test quick; the size cap is the real one.
    limits: { timeoutMs: 200, maxBytes: REGISTRATION_LIMITS.maxBytes },
  };
  const start = (params: Record<string, string>, key = KEY) => {
    const url = new URL(`${TOOL_ORIGIN}/api/lti/register/${key}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return handleRegister(new Request(url), key, deps);
  };
  const params = () => ({
    openid_configuration: lms.dynamic.configurationUrl,
    registration_token: lms.dynamic.issueToken(),
  });
  return { lms, ...memory, start, params };
}

describe("dynamic registration", () => {
  it("gives each exchange with the platform the documented 5 s and 64 kB", () => {
    expect(REGISTRATION_LIMITS).toEqual({ timeoutMs: 5000, maxBytes: 64 * 1024 });
  });

  it("registers the tool, stores the platform and its deployment, and offers the close message", async () => {
    const { lms, stored, start, params } = await setup();
    const response = await start(params());
    expect(response.status).toBe(200);
    const { clientId, deploymentId } = lms.dynamic.registrations[0] ?? {};
    expect(stored).toEqual([
      {
        platform: {
          issuer: "https://lms.test",
          clientId,
          authLoginUrl: "https://lms.test/authorize",
          authTokenUrl: "https://lms.test/token",
          jwksUrl: "https://lms.test/jwks",
          registeredVia: "dynamic",
        },
        deployments: [deploymentId],
      },
    ]);
    const html = await response.clone().text();
    expect(html).toContain('"org.imsglobal.lti.close"');
    const text = await pageText(response);
    expect(clientId).toMatch(/^dynamic-client-/);
    expect(text).toContain(`Client ID ${clientId}`);
    expect(text).toContain(`Deployment ID ${deploymentId}`);
    // The platform now holds the tool's own addresses, and the deep-linking placement it offered.
    const sent = lms.dynamic.registrations[0]?.request ?? {};
    expect(sent).toMatchObject({
      initiate_login_uri: "https://lab.test/api/lti/login",
      redirect_uris: ["https://lab.test/api/lti/launch"],
      jwks_uri: "https://lab.test/api/lti/jwks",
      token_endpoint_auth_method: "private_key_jwt",
      [TOOL_CONFIGURATION_CLAIM]: {
        domain: "lab.test",
        target_link_uri: "https://lab.test/api/lti/launch",
        messages: [{ type: "LtiDeepLinkingRequest", target_link_uri: "https://lab.test/api/lti/launch" }],
      },
    });
  });

  it("refuses a wrong key before it fetches anything", async () => {
    const fetched: string[] = [];
    const { stored, start, params } = await setup({
      fetch: (lms) => (input, init) => {
        fetched.push(String(input));
        return lms(input, init);
      },
    });
    const response = await start(params(), "not-the-key");
    expect(response.status).toBe(403);
    expect(await pageText(response)).toContain("npm run lti:register -- --urls");
    expect(fetched).toEqual([]);
    expect(stored).toEqual([]);
  });

  it("refuses a missing or insecure openid_configuration with the fix", async () => {
    const { start } = await setup();
    const missing = await start({});
    expect(missing.status).toBe(400);
    expect(await pageText(missing)).toContain("no openid_configuration parameter");
    const plain = await start({ openid_configuration: "http://lms.example/config" });
    expect(plain.status).toBe(400);
    expect(await pageText(plain)).toContain("must be an https address");
  });

  it("refuses a configuration whose issuer is on another origin than its address", async () => {
    const { lms, stored, start, params } = await setup({
      fetch: (inner) => async (input, init) => {
        const response = await inner(input, init);
        if (!String(input).endsWith(REGISTRATION_PATHS.configuration)) return response;
        return Response.json({ ...(await response.json()), issuer: "https://evil.test" });
      },
    });
    const response = await start(params());
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("names the issuer https://evil.test, which is not on https://lms.test");
    expect(stored).toEqual([]);
    expect(lms.dynamic.registrations).toEqual([]);
  });

  it("names the field of a configuration that lacks what LTI needs", async () => {
    const { start, params } = await setup({
      fetch: (inner) => async (input, init) => {
        const response = await inner(input, init);
        if (!String(input).endsWith(REGISTRATION_PATHS.configuration)) return response;
        return Response.json({
          ...(await response.json()),
          token_endpoint_auth_methods_supported: ["client_secret_basic"],
        });
      },
    });
    const response = await start(params());
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("token_endpoint_auth_methods_supported must include private_key_jwt");
  });

  it("reports a platform that does not answer in time, or answers too much, as a 400 page", async () => {
    const hanging = await setup({
      fetch: () => (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    });
    const late = await hanging.start(hanging.params());
    expect(late.status).toBe(400);
    expect(await pageText(late)).toContain("did not answer within 0.2 s");
    const huge = await setup({ fetch: () => async () => new Response("x".repeat(65 * 1024)) });
    const big = await huge.start(huge.params());
    expect(big.status).toBe(400);
    expect(await pageText(big)).toContain("answered with more than 64 kB");
  });

  it("passes on the platform's refusal of the registration, and stores nothing", async () => {
    const { stored, start, params } = await setup({
      fetch: (inner) => async (input, init) =>
        String(input).endsWith(REGISTRATION_PATHS.register)
          ? Response.json({ error: "invalid_redirect_uri", error_description: "not allowed here" }, { status: 400 })
          : inner(input, init),
    });
    const response = await start(params());
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(
      "refused the registration: https://lms.test/lti/register answered 400: invalid_redirect_uri: not allowed here",
    );
    expect(stored).toEqual([]);
  });

  it("refuses a second registration of the same client as a 409", async () => {
    // A platform that answers every registration with one client id.
    const { start, params } = await setup({
      fetch: (inner) => async (input, init) => {
        const response = await inner(input, init);
        if (!String(input).endsWith(REGISTRATION_PATHS.register)) return response;
        return Response.json({ ...(await response.json()), client_id: "same-client" });
      },
    });
    expect((await start(params())).status).toBe(200);
    const again = await start(params());
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain("https://lms.test is already registered with that client id");
  });
});
