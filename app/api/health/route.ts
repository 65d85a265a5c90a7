import { methodNotAllowed } from "@/lib/http/api-errors";
import { warmedUp } from "@/lib/http/warm-up";

/**
 * GET /api/health: a trivial handler, the baseline the checkpoint benchmark compares
 * against. It answers once the start-up warm-up of the grading endpoints is done (which
 * waits for the embedded store to open, lib/http/warm-up.ts), so "healthy" means a first
 * grading request neither compiles a route nor lands in the store's start (after that the
 * wait is one resolved promise).
 */
export async function GET(): Promise<Response> {
  await warmedUp();
  return Response.json({ ok: true });
}

// Every other method gets a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
