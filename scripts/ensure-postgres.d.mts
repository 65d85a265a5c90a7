/** Types for scripts/ensure-postgres.mjs. */
export function startThrowawayPostgres(): Promise<
  | { ok: true; url: string; stop: () => void; seconds: { install: number; start: number } }
  | { ok: false; reason: string }
>;
