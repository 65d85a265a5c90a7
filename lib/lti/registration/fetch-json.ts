/**
 * One bounded JSON exchange with a platform during registration: a deadline, a size
 * cap counted while reading, and every failure as a sentence that names the address
 * (never a throw), so the registration page can say what went wrong.
 */
import { readCappedText } from "@/lib/http/read-capped-text";

export type FetchLimits = { timeoutMs: number; maxBytes: number };
export type JsonAnswer = { ok: true; json: unknown } | { ok: false; message: string };

/** Fetches `url` and reads a JSON body; a non-2xx answer is a failure naming its status (and OAuth error, if any). */
export async function fetchJson(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  limits: FetchLimits,
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, redirect: "error", signal: AbortSignal.timeout(limits.timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError") return fail(url, `did not answer within ${limits.timeoutMs / 1000} s`);
    return fail(url, `could not be reached (${(error as Error).message})`);
  }
  const body = await readCappedText(response, limits.maxBytes).catch(() => null);
  if (!body) return fail(url, "broke off its answer");
  if (!body.ok) return fail(url, `answered with more than ${limits.maxBytes / 1024} kB`);
  let json: unknown;
  try {
    json = JSON.parse(body.text);
  } catch {
    json = undefined;
  }
  if (!response.ok) return fail(url, `answered ${response.status}${oauthError(json)}`);
  if (json === undefined) return fail(url, "did not answer with JSON");
  return { ok: true, json };
}

function fail(url: string, what: string): JsonAnswer {
  return { ok: false, message: `${url} ${what}` };
}

/** The OAuth error fields a registration endpoint sends with a refusal (RFC 7591, 3.2.2), short. */
function oauthError(json: unknown): string {
  if (typeof json !== "object" || json === null) return "";
  const { error, error_description } = json as Record<string, unknown>;
  const parts = [error, error_description].filter((p): p is string => typeof p === "string");
  return parts.length > 0 ? `: ${parts.join(": ").slice(0, 300)}` : "";
}
