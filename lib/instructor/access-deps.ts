/**
 * The server's wiring for decideInstructorAccess: the instructor key from the
 * environment and the LTI tool keys the launch sessions are signed with. Server-only.
 */
import { processLtiGrading } from "@/lib/lti/process-lti";
import { processKeyEnv } from "@/lib/preview/key-session";
import type { AccessDeps } from "./access";

type Env = Record<string, string | undefined>;

export function instructorAccessDeps(env: Env = process.env): AccessDeps {
  return { keyEnv: processKeyEnv(env), keys: processLtiGrading(env).keys };
}
