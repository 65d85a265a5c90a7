/**
 * One tool and one stand-in platform wired together in-process, for the LTI tests.
 */

import type { PickerDeps } from "./deep-linking-picker";
import { handleLaunch, type LaunchDeps } from "./launch";
import { handleLogin, type LoginDeps } from "./login";
import { memoryNonceStore, memoryPlatformRegistry, memoryToolKeyStore } from "./memory-stores";
import { createPlatformJwks } from "./platform-jwks";
import type { PlatformRegistration } from "./stores";
import type { Catalog } from "./targets";
import { decodeEntities, formRequest, readAutoPostForm, readHiddenFields } from "./test-platform/auto-post";
import type { LaunchOptions } from "./test-platform/id-token";
import { createTestPlatform } from "./test-platform/platform";
import type { createPlatformStorage } from "./test-platform/storage";
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
export type HarnessStores = Pick<LaunchDeps, "registry" | "nonces">;

/**
 * A browser's cookie jar for the tool, as one that keeps the tool's cookies does: what a
 * response sets is sent with later requests. A launch without a browser sends no cookie.
 */
export function makeBrowser() {
  let cookie: string | null = null;
  return {
    get cookie() {
      return cookie;
    },
    keep(response: Response) {
      const set = response.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0] ?? null;
    },
    headers: (): Record<string, string> => (cookie === null ? {} : { cookie }),
  };
}
export type Browser = ReturnType<typeof makeBrowser>;

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
  const { registry, nonces } = options.stores
    ? await options.stores(platform.registration)
    : { registry: memoryPlatformRegistry([platform.registration]), nonces: memoryNonceStore() };
  const login: LoginDeps = { registry, keys, launchUrl: TOOL.launch, ...(options.now ? { now: options.now } : {}) };
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

  /** Login → authorize → the form the browser would post to the launch URL (the login's cookie kept in `browser`). */
  async function launchForm(launchOptions: LaunchOptions, browser?: Browser) {
    const request = new Request(platform.loginUrl(launchOptions), { headers: browser?.headers() ?? {} });
    const started = await handleLogin(request, login);
    if (started.status !== 302) throw new Error(`login answered ${started.status}: ${await started.text()}`);
    browser?.keep(started);
    return authorize(started.headers.get("location") ?? "");
  }

  /** The platform's authorization endpoint at `url` → the form the browser would post to the launch URL. */
  async function authorize(url: string) {
    return readAutoPostForm(await (await platform.authorize(new Request(url))).text());
  }

  /** The whole flow up to the tool's answer to the launch. */
  async function launchWith(launchOptions: LaunchOptions, browser?: Browser): Promise<Response> {
    const form = await launchForm(launchOptions, browser);
    return handleLaunch(formRequest(form.action, form.fields, browser?.headers()), launch);
  }

  return { platform, keys, login, launch, picker, jwksFetches, launchForm, authorize, launchWith };
}

type PlatformStorage = ReturnType<typeof createPlatformStorage>;

/**
 * What public/lti-platform-storage.js does with a platform-storage page, in-process: sends
 * the page's message to `storage` as from `origin`, and gives where the browser goes next
 * (a put page's next address, or its Continue link when the platform keeps nothing) or
 * the fields it posts (a get page's form, with the value the platform returned).
 */
export function playStoragePage(html: string, storage: PlatformStorage, origin: string) {
  const tag = /<\w+ id="lti-storage"([^>]*)>/.exec(html)?.[1] ?? "";
  const data = Object.fromEntries(
    [...tag.matchAll(/data-(\w+)="([^"]*)"/g)].map((m) => [m[1] ?? "", decodeEntities(m[2] ?? "")]),
  );
  const put = data.subject === "lti.put_data";
  const message = { subject: data.subject, message_id: "m-1", key: data.key, ...(put ? { value: data.value } : {}) };
  const reply = storage.answer(origin, message);
  const ok = reply !== null && reply.error === undefined;
  if (put) {
    const fallback = decodeEntities(/id="lti-continue" href="([^"]*)"/.exec(html)?.[1] ?? "");
    return { data, next: ok ? (data.next ?? "") : fallback, fields: {} as Record<string, string> };
  }
  const value = ok && typeof reply.value === "string" ? reply.value : "";
  return { data, next: "", fields: { ...readHiddenFields(html), lti_storage_value: value } };
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
