import { methodNotAllowed } from "@/lib/http/api-errors";
import { warmedUp } from "@/lib/http/warm-up";

/**
 * GET /api/health: a trivial handler, the baseline the checkpoint benchmark compares
 * against. It answers once the start-up warm-up of the grading endpoints is done, so
 * "healthy" means a first grading request is as fast as the hundredth (after that the
 * wait is one resolved promise).
 */
export async function GET(): Promise<Response> {
  await warmedUp();
  return Response.json({ ok: true });
}

// Every other method gets a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
