/**
 * The arguments of `npm run lti:register`, parsed and checked before anything is
 * touched: one command, and for manual registration every field an LMS shows its
 * administrator, each refusal naming the flag and the fix.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { isSecureOrLoopback } from "./platform-configuration";

export const USAGE = `Usage: npm run lti:register -- <command> [options]

Commands:
  --urls                  print the tool's URLs and the Dynamic Registration URL (the default)
  --list                  list the registered platforms and their deployments
  --add                   register a platform by hand; needs --issuer --client-id --auth-url
                          --token-url --jwks-url and at least one --deployment-id; --web-origin
                          (repeatable) names other origins its pages come from (Canvas: the school's)
  --add-deployment        add --deployment-id to the platform named by --issuer --client-id
  --remove                remove the platform named by --issuer --client-id (and all it holds)
  --rotate-keys           make a new signing key; the old one stays published
  --retire-previous-key   stop publishing the key that signed before the last rotation

Options:
  --origin <url>          the tool's public origin (default: LTI_TOOL_ORIGIN)
  --help                  show this text`;

const COMMANDS = ["urls", "list", "add", "add-deployment", "remove", "rotate-keys", "retire-previous-key"] as const;
export type Command = (typeof COMMANDS)[number];

const OPTIONS = {
  ...Object.fromEntries(COMMANDS.map((c) => [c, { type: "boolean" as const }])),
  help: { type: "boolean" as const },
  origin: { type: "string" as const },
  issuer: { type: "string" as const },
  "client-id": { type: "string" as const },
  "auth-url": { type: "string" as const },
  "token-url": { type: "string" as const },
  "jwks-url": { type: "string" as const },
  "deployment-id": { type: "string" as const, multiple: true },
  "web-origin": { type: "string" as const, multiple: true },
};

const address = (flag: string) =>
  z
    .string(`${flag} is required`)
    .max(2000, `${flag} is longer than 2000 characters`)
    .refine(isSecureOrLoopback, `${flag} must be an https address (http only on localhost)`);
const id = (flag: string) =>
  z.string(`${flag} is required`).trim().min(1, `${flag} is empty`).max(255, `${flag} is longer than 255 characters`);

const PlatformName = z.object({ issuer: address("--issuer"), clientId: id("--client-id") });
const Deployments = z
  .array(id("--deployment-id"), "--deployment-id is required (give it once per deployment)")
  .min(1, "--deployment-id is required (give it once per deployment)");
export const ManualRegistration = PlatformName.extend({
  authLoginUrl: address("--auth-url"),
  authTokenUrl: address("--token-url"),
  jwksUrl: address("--jwks-url"),
  deploymentIds: Deployments,
  webOrigins: z
    .array(
      address("--web-origin").refine(
        (url) => new URL(url).origin === url.replace(/\/$/, ""),
        "--web-origin must be an origin like https://school.instructure.com (no path)",
      ),
    )
    .max(20, "at most 20 --web-origin")
    .default([]),
});

export type ParsedArgs =
  | { ok: true; command: "help" }
  | { ok: true; command: "urls" | "list" | "rotate-keys" | "retire-previous-key"; origin?: string }
  | { ok: true; command: "add"; registration: z.output<typeof ManualRegistration> }
  | { ok: true; command: "add-deployment"; platform: z.output<typeof PlatformName>; deploymentIds: string[] }
  | { ok: true; command: "remove"; platform: z.output<typeof PlatformName> }
  | { ok: false; message: string; usage?: true };

const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? "invalid arguments";

/** Parses `argv` (without node and the script); never throws. */
export function parseCliArgs(argv: string[]): ParsedArgs {
  let values: Record<string, string | boolean | string[] | undefined>;
  try {
    values = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    return { ok: false, message: (error as Error).message, usage: true };
  }
  if (values.help) return { ok: true, command: "help" };
  const chosen = COMMANDS.filter((c) => values[c] === true);
  if (chosen.length > 1)
    return { ok: false, message: `give one command, not ${chosen.map((c) => `--${c}`).join(" and ")}` };
  const command: Command = chosen[0] ?? "urls";
  const name = { issuer: values.issuer, clientId: values["client-id"] };
  const deploymentIds = values["deployment-id"];
  if (command === "add") {
    const parsed = ManualRegistration.safeParse({
      ...name,
      authLoginUrl: values["auth-url"],
      authTokenUrl: values["token-url"],
      jwksUrl: values["jwks-url"],
      deploymentIds,
      webOrigins: values["web-origin"],
    });
    return parsed.success
      ? { ok: true, command, registration: parsed.data }
      : { ok: false, message: firstIssue(parsed.error) };
  }
  if (command === "add-deployment") {
    const parsed = PlatformName.extend({ deploymentIds: Deployments }).safeParse({ ...name, deploymentIds });
    if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
    const { deploymentIds: ids, ...platform } = parsed.data;
    return { ok: true, command, platform, deploymentIds: ids };
  }
  if (command === "remove") {
    const parsed = PlatformName.safeParse(name);
    return parsed.success
      ? { ok: true, command, platform: parsed.data }
      : { ok: false, message: firstIssue(parsed.error) };
  }
  const origin = typeof values.origin === "string" ? values.origin : undefined;
  return { ok: true, command, ...(origin ? { origin } : {}) };
}
