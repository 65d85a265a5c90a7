import * as z from "zod/mini";
import type { HelloMessage } from "./protocol";

/**
 * Parses a message that arrived from the host page. zod/mini keeps this small; the
 * embed bridge imports it lazily, so it is not part of any page's first load.
 */
const Actor = z.object({
  objectType: z.literal("Agent"),
  name: z.optional(z.string().check(z.maxLength(200))),
  mbox: z.optional(z.string().check(z.startsWith("mailto:"), z.maxLength(320))),
  account: z.optional(z.object({ homePage: z.url(), name: z.string().check(z.minLength(1), z.maxLength(200)) })),
});

const Hello = z.object({
  type: z.literal("envelope-lab:hello"),
  version: z.literal(1),
  actor: z.optional(Actor),
});

/** The hello message, or null for anything else (other scripts share the channel). */
export function parseHostMessage(data: unknown): HelloMessage | null {
  const result = Hello.safeParse(data);
  return result.success ? result.data : null;
}
