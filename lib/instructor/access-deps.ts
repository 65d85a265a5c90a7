/**
 * The server's wiring for decideInstructorAccess: the instructor key from the
 * environment and the LTI tool keys the launch sessions are signed with. Server-only.
 */
import { processLtiGrading } from "@/lib/lti/process-lti";
import type { AccessDeps } from "./access";

type Env = Record<string, string | undefined>;

export function instructorAccessDeps(env: Env = process.env): AccessDeps {
  return { nodeEnv: env.NODE_ENV, configuredKey: env.INSTRUCTOR_KEY, keys: processLtiGrading(env).keys };
}
