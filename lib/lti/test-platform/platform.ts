/**
 * A stand-in LMS for tests, written with jose: its own RSA keys and JWKS, an OIDC
 * authorization endpoint that answers the tool's login redirect with an auto-posting
 * id_token (well-formed or hostile, as the login's lti_message_hint asks), the
 * services in services.ts, Dynamic Registration (registration.ts), after which it
 * talks to the tool that registered instead of the one in its options, and a course
 * page that frames the tool and offers it platform storage (storage.ts). Plain
 * Request -> Response functions; server.ts serves them.
 */
import { fileURLToPath } from "node:url";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { escapeHtml } from "@/lib/http/escape-html";
import { autoPostPage, htmlPage, problemPage } from "../html";
import type { PlatformRegistration } from "../stores";
import { type LaunchOptions, type Signer, signIdToken } from "./id-token";
import { createRegistrationService, type ToolRegistration } from "./registration";
import { createPlatformServices } from "./services";

export type TestPlatformOptions = {
  issuer?: string;
  clientId?: string;
  deploymentId?: string;
  /** The tool's login initiation and launch URLs. */
  toolLoginUrl: string;
  toolLaunchUrl: string;
  /** The tool's public keys, to check its client assertions and deep-linking responses. */
  toolJwks: () => Promise<{ keys: object[] }>;
  now?: () => number;
};

async function makeSigner(kid: string): Promise<Signer & { publicJwk: object }> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return { key: privateKey, kid, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

export async function createTestPlatform(options: TestPlatformOptions) {
  const issuer = options.issuer ?? "https://lms.test";
  const now = options.now ?? Date.now;
  // The tool this platform talks to: the one in the options until a tool registers itself.
  let tool = {
    clientId: options.clientId ?? "tool-client-1",
    deploymentId: options.deploymentId ?? "deployment-1",
    loginUrl: options.toolLoginUrl,
    launchUrl: options.toolLaunchUrl,
    jwks: options.toolJwks,
  };
  const [first, rogue] = await Promise.all([makeSigner("platform-key-1"), makeSigner("rogue-key")]);
  let signer = first;
  const published = [first.publicJwk];
  const urls = {
    auth: `${issuer}/authorize`,
    jwks: `${issuer}/jwks`,
    token: `${issuer}/token`,
    lineItem: `${issuer}/lineitems/7?course=1`,
    deepLinkReturn: `${issuer}/deep-link-return`,
  };
  const registration = (): PlatformRegistration => ({
    issuer,
    clientId: tool.clientId,
    authEndpoint: urls.auth,
    jwksUrl: urls.jwks,
    tokenEndpoint: urls.token,
    deploymentIds: [tool.deploymentId],
  });
  const services = createPlatformServices({
    urls,
    issuer,
    clientId: () => tool.clientId,
    toolJwks: () => tool.jwks(),
  });
  const dynamic = createRegistrationService({
    issuer,
    urls,
    onRegistered: (registered: ToolRegistration) => {
      tool = {
        clientId: registered.clientId,
        deploymentId: registered.deploymentId,
        loginUrl: registered.loginUrl,
        launchUrl: registered.launchUrl,
        jwks: async () => (await fetch(registered.jwksUrl)).json(),
      };
    },
  });
  const nonces: string[] = [];

  /** The URL the platform would open to start a launch: the tool's login, with the options as lti_message_hint. */
  function loginUrl(launch: LaunchOptions, extra: Record<string, string> = {}): string {
    const url = new URL(tool.loginUrl);
    const params = {
      iss: issuer,
      login_hint: launch.user?.sub ?? "learner-42",
      target_link_uri: launch.targetLinkUri ?? tool.launchUrl,
      lti_message_hint: Buffer.from(JSON.stringify(launch)).toString("base64url"),
      client_id: tool.clientId,
      lti_deployment_id: tool.deploymentId,
      ...extra,
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.href;
  }

  /** The authorization endpoint: checks the tool's request as a platform would, then posts the id_token back. */
  async function authorize(request: Request): Promise<Response> {
    const q = new URL(request.url).searchParams;
    const expected = {
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: tool.clientId,
      redirect_uri: tool.launchUrl,
    };
    for (const [name, value] of Object.entries(expected))
      if (q.get(name) !== value) return problemPage(400, "Bad authorization request", `${name} should be ${value}`);
    const state = q.get("state");
    const nonce = q.get("nonce");
    const hint = q.get("lti_message_hint");
    if (!state || !nonce || !hint || !q.get("login_hint"))
      return problemPage(400, "Bad authorization request", "state, nonce, login_hint or lti_message_hint missing");
    const launch = JSON.parse(Buffer.from(hint, "base64url").toString()) as LaunchOptions;
    const tokenNonce = launch.hostile === "reused-nonce" ? (nonces.at(-1) ?? nonce) : nonce;
    nonces.push(nonce);
    const nowSeconds = Math.floor(now() / 1000);
    const targetLinkUri = launch.targetLinkUri ?? tool.launchUrl;
    const context = {
      issuer,
      clientId: tool.clientId,
      deploymentId: tool.deploymentId,
      nonce: tokenNonce,
      targetLinkUri,
      lineItemUrl: urls.lineItem,
      deepLinkReturnUrl: urls.deepLinkReturn,
      nowSeconds,
      signer,
      rogue,
    };
    const idToken = await signIdToken(launch, context);
    return autoPostPage("Launching", tool.launchUrl, { id_token: idToken, state });
  }

  /**
   * A course page that frames the tool's login for the launch in `?launch=` (base64url
   * JSON), as an LMS frames a link. It offers platform storage in its own window
   * (`lti_storage_target=_parent`) unless `?storage=none`; `?storage=forget` keeps nothing.
   */
  function coursePage(request: Request): Response {
    const query = new URL(request.url).searchParams;
    const launch = JSON.parse(Buffer.from(query.get("launch") ?? "", "base64url").toString() || "{}") as LaunchOptions;
    const storage = query.get("storage") ?? "keep";
    const offered: Record<string, string> = storage === "none" ? {} : { lti_storage_target: "_parent" };
    // NOTE: before the frame, so the storage listens before the tool's first message.
    const script =
      storage === "none" ? "" : `<script src="/storage.js" data-storage="${escapeHtml(storage)}"></script>`;
    const frame = `<iframe id="tool" title="Envelope Lab activity" src="${escapeHtml(loginUrl(launch, offered))}" style="width:100%;height:1200px;border:0"></iframe>`;
    return htmlPage("Week 1", `<main><h1>Week 1</h1>${script}${frame}</main>`);
  }

  /** Routes a request to the endpoint it names; 404 otherwise. */
  async function handle(request: Request): Promise<Response> {
    const { origin, pathname } = new URL(request.url);
    if (origin !== new URL(issuer).origin) return new Response("not this platform", { status: 404 });
    // A browser asks every site for one; a 404 would be a console error in the course page.
    if (pathname === "/favicon.ico") return new Response(null, { status: 204 });
    if (pathname === "/jwks") return Response.json({ keys: published });
    if (pathname === "/authorize") return authorize(request);
    if (pathname === "/course") return coursePage(request);
    const script = BROWSER_SCRIPTS[pathname];
    if (script) return browserScript(script);
    return (await dynamic.handle(request)) ?? services.handle(request);
  }

  /** Signs with a new key (published next to the old one), as a platform rotating its keys does. */
  async function rotateKey(): Promise<void> {
    signer = await makeSigner(`platform-key-${published.length + 1}`);
    published.push(signer.publicJwk);
  }

  /** Signs any header and payload with the platform's current key, for tests that mutate tokens. */
  const signWithPlatformKey = (payload: Record<string, unknown>, header: Record<string, unknown> = {}) =>
    new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: signer.kid, ...header }).sign(signer.key);

  /** A fetch that reaches this platform in-process (for the tool's JWKS, token and score calls). */
  const fetchIn: typeof fetch = async (input, init) => handle(new Request(input, init));

  return {
    issuer,
    get clientId() {
      return tool.clientId;
    },
    get deploymentId() {
      return tool.deploymentId;
    },
    get registration() {
      return registration();
    },
    urls,
    dynamic,
    loginUrl,
    authorize,
    handle,
    fetch: fetchIn,
    services,
    rotateKey,
    signWithPlatformKey,
  };
}

export type TestPlatform = Awaited<ReturnType<typeof createTestPlatform>>;

/** The platform's own browser scripts, by path: TypeScript files beside this one. */
const BROWSER_SCRIPTS: Record<string, string | undefined> = {
  "/storage.js": "./storage-frame.ts",
  "/registration-admin.js": "./registration-admin.ts",
};

const bundled = new Map<string, Promise<string>>();
/** A browser script of the platform's, bundled once per process (esbuild: a dev dependency, as this platform is). */
async function browserScript(file: string): Promise<Response> {
  let text = bundled.get(file);
  if (!text) {
    text = import("esbuild").then(async ({ build }) => {
      const result = await build({
        entryPoints: [fileURLToPath(new URL(file, import.meta.url))],
        bundle: true,
        write: false,
        format: "iife",
        logLevel: "warning",
      });
      return result.outputFiles[0]?.text ?? "";
    });
    bundled.set(file, text);
  }
  return new Response(await text, { headers: { "content-type": "text/javascript; charset=utf-8" } });
}
