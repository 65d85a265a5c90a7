/** GET /api/health: a trivial handler, the baseline the checkpoint benchmark compares against. */
export function GET(): Response {
  return Response.json({ ok: true });
}
