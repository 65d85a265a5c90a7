/**
 * POST /api/classes/join `{ code, name }`: a learner joins a class with the code their
 * instructor handed out and gets a class session (launch-session.ts), which the grading
 * endpoints take as they take a launch's (checkLaunchSession). From then on the learner's
 * graded attempts are stored in the class, under the name given, as an LTI learner's are
 * in a course; nothing is sent anywhere. Wrong codes are counted per client address in the
 * store (lib/store/classes.ts), so the bound holds across app servers: past
 * MAX_WRONG_CODES in a window, a client is told to wait. Request in, Response out.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { clientAddress } from "@/lib/http/client-address";
import { jsonError, readJsonBody, retryLater } from "@/lib/http/read-json-body";
import { unlessServerFault } from "@/lib/http/unless-server-fault";
import type { StoredClass } from "@/lib/store/classes";
import { CLASS_PLATFORM } from "@/lib/store/classes";
import { formatClassCode, normalizeClassCode } from "./class-code";
import type { ClassSession } from "./launch-session";

/** Wrong codes a client may send in one window before it must wait for the next. */
export const MAX_WRONG_CODES = 10;
export const WRONG_CODE_WINDOW_MS = 15 * 60 * 1000;

export const JoinRequest = z.object({
  code: z.string().max(100),
  name: z
    .string()
    .max(200)
    .transform((n) => n.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, "Type your name, as your instructor should see it.")
        .max(80, "A name has at most 80 characters."),
    ),
});

export type JoinDeps = {
  classes: {
    find(code: string): Promise<StoredClass | null>;
    failures(client: string, now: Date, windowMs: number): Promise<number>;
    addFailure(client: string, now: Date, windowMs: number): Promise<number>;
  };
  /** Signs the class session with the tool's key. */
  sign(claims: ClassSession): Promise<string>;
  now?: () => number;
  newLearnerId?: () => string;
};

const WAIT = `Too many wrong class codes from this network: wait ${WRONG_CODE_WINDOW_MS / 60_000} minutes, then check the code with your instructor.`;

export function handleJoin(request: Request, deps: JoinDeps): Promise<Response> {
  return unlessServerFault(
    "class join",
    "Joining a class is not possible right now; try again in a minute.",
    async () => {
      const body = await readJsonBody(request, JoinRequest, 4096);
      if (!body.ok) return body.response;
      const now = new Date((deps.now ?? Date.now)());
      const client = clientAddress(request.headers);
      if ((await deps.classes.failures(client, now, WRONG_CODE_WINDOW_MS)) >= MAX_WRONG_CODES) return tooMany();
      const code = normalizeClassCode(body.value.code);
      const found = code ? await deps.classes.find(code) : null;
      if (!code || !found) {
        const failures = await deps.classes.addFailure(client, now, WRONG_CODE_WINDOW_MS);
        if (failures > MAX_WRONG_CODES) return tooMany();
        const shown = body.value.code.trim().slice(0, 20);
        return jsonError(
          404,
          code
            ? `No class has the code ${formatClassCode(code)}. Check it with your instructor and type it again.`
            : `"${shown}" is not a class code: a class code has 10 letters and digits, like ACDEF-GHJK3. Check it with your instructor.`,
        );
      }
      const session = await deps.sign({
        platform: CLASS_PLATFORM,
        context: { id: found.code, title: found.title },
        learner: { sub: `class:${(deps.newLearnerId ?? randomUUID)()}`, name: body.value.name },
      });
      return Response.json(
        { session, class: { code: formatClassCode(found.code), title: found.title }, name: body.value.name },
        { headers: { "cache-control": "no-store" } },
      );
    },
  );
}

function tooMany(): Response {
  return retryLater(429, WAIT, WRONG_CODE_WINDOW_MS / 1000);
}
