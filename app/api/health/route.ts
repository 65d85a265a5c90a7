import { methodNotAllowed } from "@/lib/http/api-errors";

/** GET /api/health: a trivial handler, the baseline the checkpoint benchmark compares against. */
export function GET(): Response {
  return Response.json({ ok: true });
}

// Every other method gets a JSON 405 naming the allowed ones.
export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(["GET"]);
