/**
 * `npm run lti:register`: what an administrator does by hand. Registers platforms that
 * lack Dynamic Registration, lists and removes them, prints the addresses an LMS asks
 * for, and rotates the tool's keys. Takes its stores as arguments and returns its
 * output, so it runs in tests as it runs in the terminal; scripts/lti-register.ts wires it.
 */
import type { makePlatforms } from "@/lib/store/platforms";
import { ensureToolKeys, type KeyRing, retirePreviousKey, rotateToolKeys, type ToolKeyStore } from "../tool-keys";
import { dynamicRegistrationUrl, toolUrls } from "../tool-urls";
import { parseCliArgs, USAGE } from "./cli-args";
import { isSecureOrLoopback } from "./platform-configuration";

export type CliPlatforms = Pick<
  ReturnType<typeof makePlatforms>,
  "register" | "addDeployment" | "find" | "list" | "remove"
>;

export type CliDeps = {
  platforms: () => Promise<CliPlatforms>;
  keyStore: () => Promise<ToolKeyStore>;
  registrationKey: () => string;
  /** LTI_TOOL_ORIGIN, when set. */
  toolOrigin?: string | undefined;
  now?: () => number;
};

export type CliResult = { code: number; out: string };

const ok = (lines: string[]): CliResult => ({ code: 0, out: lines.join("\n") });
const failed = (message: string): CliResult => ({ code: 1, out: `lti:register: ${message}` });

/** Runs one command; a mistake is exit code 1 with a line that names the fix, never a stack trace. */
export async function runCli(argv: string[], deps: CliDeps): Promise<CliResult> {
  const args = parseCliArgs(argv);
  if (!args.ok) return failed(args.usage ? `${args.message}\n\n${USAGE}` : args.message);
  const now = deps.now ?? Date.now;
  switch (args.command) {
    case "help":
      return ok([USAGE]);
    case "urls": {
      const origin = checkedOrigin(args.origin ?? deps.toolOrigin);
      if (!origin.ok) return failed(origin.message);
      return ok(urlLines(origin.origin, deps.registrationKey()));
    }
    case "list":
      return ok(listLines(await (await deps.platforms()).list()));
    case "add": {
      const { deploymentIds, ...platform } = args.registration;
      const platforms = await deps.platforms();
      const stored = await platforms.register({ ...platform, registeredVia: "manual" });
      if (!stored.ok) return failed(stored.message);
      for (const deploymentId of deploymentIds) {
        const added = await platforms.addDeployment(stored.value.id, deploymentId);
        if (!added.ok) return failed(added.message);
      }
      return ok([
        `registered ${platform.issuer} (client ${platform.clientId}), deployments ${deploymentIds.join(", ")}`,
      ]);
    }
    case "add-deployment": {
      const platforms = await deps.platforms();
      const found = await platforms.find(args.platform.issuer, args.platform.clientId);
      if (!found) return failed(notRegistered(args.platform));
      for (const deploymentId of args.deploymentIds) {
        const added = await platforms.addDeployment(found.id, deploymentId);
        if (!added.ok) return failed(added.message);
      }
      return ok([
        `${args.platform.issuer} (client ${args.platform.clientId}) accepts deployments ${args.deploymentIds.join(", ")}`,
      ]);
    }
    case "remove": {
      const removed = await (await deps.platforms()).remove(args.platform.issuer, args.platform.clientId);
      if (!removed) return failed(notRegistered(args.platform));
      return ok([`removed ${args.platform.issuer} (client ${args.platform.clientId}) and everything stored for it`]);
    }
    case "rotate-keys": {
      const ring = await rotateToolKeys(await deps.keyStore(), now());
      return ok([
        ...keyLines(ring),
        "The previous key stays published at /api/lti/jwks, so what it signed still verifies.",
        "Once the platforms have fetched the new key (they cache it for minutes to a day), run --retire-previous-key.",
      ]);
    }
    case "retire-previous-key": {
      const keyStore = await deps.keyStore();
      const before = await ensureToolKeys(keyStore, now());
      if (!before.previous) return ok([...keyLines(before), "No previous key is published; nothing to retire."]);
      return ok([...keyLines(await retirePreviousKey(keyStore)), `retired ${before.previous.kid}`]);
    }
  }
}

const notRegistered = (p: { issuer: string; clientId: string }) =>
  `${p.issuer} has no registration with client id ${p.clientId}; --list shows what is registered`;

function checkedOrigin(value: string | undefined): { ok: true; origin: string } | { ok: false; message: string } {
  const how = "set LTI_TOOL_ORIGIN to the tool's public address (e.g. https://lab.example.com), or pass --origin";
  if (!value?.trim()) return { ok: false, message: `the tool's origin is unknown: ${how}` };
  const text = value.trim().replace(/\/$/, "");
  if (!isSecureOrLoopback(text) || new URL(text).origin !== text)
    return { ok: false, message: `"${value}" is not an origin like https://lab.example.com (https, no path): ${how}` };
  return { ok: true, origin: text };
}

function urlLines(origin: string, key: string): string[] {
  const urls = toolUrls(origin);
  return [
    "Dynamic Registration (paste into the LMS; it carries this tool's registration key, keep it to administrators):",
    `  ${dynamicRegistrationUrl(origin, key)}`,
    "",
    "For manual registration:",
    `  Login (OIDC initiation) URL:  ${urls.login}`,
    `  Launch (redirect) URL:        ${urls.launch}`,
    `  Deep linking URL:             ${urls.launch}`,
    `  Public keyset (JWKS) URL:     ${urls.jwks}`,
    `  Domain:                       ${new URL(origin).host}`,
  ];
}

function listLines(platforms: Awaited<ReturnType<CliPlatforms["list"]>>): string[] {
  if (platforms.length === 0) return ["No platform is registered."];
  return platforms.flatMap((p) => [
    `${p.issuer}  client ${p.clientId}  (${p.registeredVia}, ${p.createdAt.toISOString()})`,
    `  login ${p.authLoginUrl}`,
    `  token ${p.authTokenUrl}`,
    `  jwks  ${p.jwksUrl}`,
    ...(p.webOrigins.length > 0 ? [`  pages also from ${p.webOrigins.join(", ")}`] : []),
    `  deployments: ${p.deploymentIds.length > 0 ? p.deploymentIds.join(", ") : "none (launches are refused until one is added)"}`,
  ]);
}

const keyLines = (ring: KeyRing) => [
  `signing key:  ${ring.current.kid}`,
  `also published: ${ring.previous ? ring.previous.kid : "none"}`,
];
