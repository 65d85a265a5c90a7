/**
 * One tool and one stand-in platform wired together in-process, for the LTI tests.
 */

import type { PickerDeps } from "./deep-linking-picker";
import { handleLaunch, type LaunchDeps } from "./launch";
import { handleLogin, type LoginDeps } from "./login";
import { memoryLaunchStateStore, memoryNonceStore, memoryPlatformRegistry, memoryToolKeyStore } from "./memory-stores";
import { createPlatformJwks } from "./platform-jwks";
import type { PlatformRegistration } from "./stores";
import type { Catalog } from "./targets";
import { formRequest, readAutoPostForm } from "./test-platform/auto-post";
import type { LaunchOptions } from "./test-platform/id-token";
import { createTestPlatform } from "./test-platform/platform";
import { ensureToolKeys, publicJwks } from "./tool-keys";

/** A Canvas-like registration as LTI_PLATFORMS holds it; tests override what they assert on. */
export const makeRegistration = (over: Partial<PlatformRegistration> = {}): PlatformRegistration => ({
  issuer: "https://canvas.instructure.com",
  clientId: "10000000000001",
  authEndpoint: "https://sso.canvaslms.com/api/lti/authorize_redirect",
  jwksUrl: "https://sso.canvaslms.com/api/lti/security/jwks",
  tokenEndpoint: "https://sso.canvaslms.com/login/oauth2/token",
  deploymentIds: ["1:abc"],
  ...over,
});

export const TOOL = {
  origin: "https://lab.test",
  login: "https://lab.test/api/lti/login",
  launch: "https://lab.test/api/lti/launch",
  choice: "https://lab.test/api/lti/deep-linking",
} as const;

export const CATALOG: Catalog = [
  { slug: "error-envelope", title: "The error envelope", widgets: ["sandbox", "match", "checkpoint", "kata"] },
];

/** The stores a harness's tool runs on; memory unless a test (or the bench) gives others. */
export type HarnessStores = Pick<LaunchDeps, "registry" | "states" | "nonces">;

export async function makeHarness(
  options: { now?: () => number; stores?: (registration: PlatformRegistration) => Promise<HarnessStores> } = {},
) {
  const keyStore = memoryToolKeyStore();
  const keys = () => ensureToolKeys(keyStore);
  await keys();
  const platform = await createTestPlatform({
    toolLoginUrl: TOOL.login,
    toolLaunchUrl: TOOL.launch,
    toolJwks: async () => publicJwks(await keys()),
    ...(options.now ? { now: options.now } : {}),
  });
  const jwksFetches: string[] = [];
  const fetchPlatform: typeof fetch = async (input, init) => {
    jwksFetches.push(String(input));
    return platform.fetch(input, init);
  };
  const { states, registry, nonces } = options.stores
    ? await options.stores(platform.registration)
    : {
        states: memoryLaunchStateStore(),
        registry: memoryPlatformRegistry([platform.registration]),
        nonces: memoryNonceStore(),
      };
  const login: LoginDeps = { registry, states, launchUrl: TOOL.launch, ...(options.now ? { now: options.now } : {}) };
  const picker: PickerDeps = {
    catalog: CATALOG,
    keys,
    toolOrigin: TOOL.origin,
    ...(options.now ? { now: options.now } : {}),
  };
  const launch: LaunchDeps = {
    ...login,
    ...picker,
    nonces,
    jwks: createPlatformJwks({ fetch: fetchPlatform, ...(options.now ? { now: options.now } : {}) }),
    deepLinkingChoiceUrl: TOOL.choice,
  };

  /** Login → authorize → the form the browser would post to the launch URL. */
  async function launchForm(launchOptions: LaunchOptions) {
    const started = await handleLogin(new Request(platform.loginUrl(launchOptions)), login);
    if (started.status !== 302) throw new Error(`login answered ${started.status}: ${await started.text()}`);
    const authorized = await platform.authorize(new Request(started.headers.get("location") ?? ""));
    return readAutoPostForm(await authorized.text());
  }

  /** The whole flow up to the tool's answer to the launch. */
  async function launchWith(launchOptions: LaunchOptions): Promise<Response> {
    const form = await launchForm(launchOptions);
    return handleLaunch(formRequest(form.action, form.fields), launch);
  }

  return { platform, keys, states, login, launch, picker, jwksFetches, launchForm, launchWith };
}

/** A page's text as a reader sees it: tags dropped, character references decoded. */
export async function pageText(response: Response): Promise<string> {
  const html = await response.text();
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, " ")
    .trim();
}
