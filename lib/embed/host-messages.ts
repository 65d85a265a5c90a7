import * as z from "zod/mini";
import type { HelloMessage } from "./protocol";

/**
 * Parses a message that arrived from the host page. zod/mini keeps this small; the
 * embed bridge imports it lazily, so it is not part of any page's first load.
 * NOTE: zod/mini ships no English messages, so each check names its problem itself.
 */
const text = (max: number) => z.string().check(z.maxLength(max, `must be at most ${max} characters`));

const Actor = z.object(
  {
    objectType: z.literal("Agent", 'must be "Agent"'),
    name: z.optional(text(200)),
    mbox: z.optional(text(320).check(z.startsWith("mailto:", 'must start with "mailto:"'))),
    account: z.optional(
      z.object({
        homePage: z.url("must be an absolute URL").check(z.maxLength(500, "must be at most 500 characters")),
        name: text(200).check(z.minLength(1, "must not be empty")),
      }),
    ),
  },
  "must be an xAPI Agent object",
);

const Hello = z.object({
  type: z.literal("envelope-lab:hello"),
  version: z.literal(1, "must be 1"),
  actor: z.optional(Actor),
  allowAnonymous: z.optional(z.boolean("must be true or false")),
});

export type HostMessage =
  | { kind: "hello"; hello: HelloMessage }
  /** A hello the frame refuses; `anonymous` when the host allowed carrying on without a learner. */
  | { kind: "bad-hello"; problem: string; anonymous: boolean }
  | { kind: "other" };

/**
 * Sorts a message: a valid hello; a hello with a problem (named in the host's words,
 * e.g. `actor.account.name: must be at most 200 characters`); or anything else, which
 * other scripts on the page may share the channel with and is ignored.
 */
export function parseHostMessage(data: unknown): HostMessage {
  const result = Hello.safeParse(data);
  if (result.success) return { kind: "hello", hello: result.data };
  if (!isObject(data) || data.type !== "envelope-lab:hello") return { kind: "other" };
  const issue = result.error.issues[0];
  const where = issue?.path.map(String).join(".") || "hello";
  const problem = `${where}: ${issue?.message ?? "is not valid"}`;
  // Only a bad actor can be dropped; a bad version or flag means the host speaks another protocol.
  const actorOnly = result.error.issues.every((i) => i.path[0] === "actor");
  return { kind: "bad-hello", problem, anonymous: actorOnly && data.allowAnonymous === true };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
