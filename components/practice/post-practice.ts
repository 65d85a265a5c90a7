import type { AnswerResponse, DrawResponse } from "@/lib/practice/handle-post";

export type { AnswerResponse, DrawResponse };

type Posted<T> = { ok: true; value: T } | { ok: false; message: string };

/** Posts one practice request. Never throws: a failure comes back as the words to show. */
export async function postPractice<T>(slug: string, body: Record<string, unknown>): Promise<Posted<T>> {
  try {
    const response = await fetch(`/api/lessons/${encodeURIComponent(slug)}/practice`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as { error?: string | { message?: string } } | null;
    if (response.ok && json) return { ok: true, value: json as T };
    const why = typeof json?.error === "string" ? json.error : json?.error?.message;
    return { ok: false, message: why ?? `the server answered ${response.status}` };
  } catch {
    return { ok: false, message: "no connection" };
  }
}
