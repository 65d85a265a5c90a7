/**
 * A chaos run's settings in a link, so a scenario can replay a whole run (the weather
 * outage with and without a retry budget). Parameter names live in sandbox-state.ts with
 * the others; values are checked by the same range checks as the panel's fields, and a
 * bad one is refused with a notice naming the parameter and the range, never clamped.
 */
import { z } from "zod";
import { CHAOS_DEFAULTS, CHAOS_FIELDS, type ChaosNumberName, type ChaosSettings, RETRY_MODES } from "./chaos-limits";
import { CHAOS_PARAMS } from "./sandbox-state";

type Query = Record<string, string | string[] | undefined>;

/** The settings a link asks for (null when it names none of them), and one notice per refused value. */
export function parseChaosQuery(query: Query): { chaos: ChaosSettings | null; notices: string[] } {
  const first = (name: string) => {
    const raw = query[name];
    return Array.isArray(raw) ? raw[0] : raw;
  };
  if (!Object.values(CHAOS_PARAMS).some((name) => first(name) !== undefined)) return { chaos: null, notices: [] };
  const chaos = { ...CHAOS_DEFAULTS };
  const notices: string[] = [];
  for (const name of Object.keys(CHAOS_FIELDS) as ChaosNumberName[]) {
    const raw = first(CHAOS_PARAMS[name]);
    if (raw === undefined) continue;
    const checked = CHAOS_FIELDS[name].check(raw);
    if (checked.ok) chaos[name] = checked.value;
    else notices.push(`The link's "${CHAOS_PARAMS[name]}" ${checked.problem}, so the default is used.`);
  }
  const retries = first(CHAOS_PARAMS.retries);
  if (retries !== undefined) {
    const parsed = z.enum(RETRY_MODES).safeParse(retries);
    if (parsed.success) chaos.retries = parsed.data;
    else
      notices.push(
        `The link's "${CHAOS_PARAMS.retries}" must be one of ${RETRY_MODES.join(", ")}, so the default is used.`,
      );
  }
  const outage = first(CHAOS_PARAMS.outage);
  if (outage === "1" || outage === "0") chaos.outage = outage === "1";
  else if (outage !== undefined)
    notices.push(`The link's "${CHAOS_PARAMS.outage}" must be 0 or 1, so the default is used.`);
  return { chaos, notices };
}

/** The settings as query parameters (without "?"); every one is written, so the link says what it runs. */
export function chaosSettingsToSearch(chaos: ChaosSettings): string {
  const params = new URLSearchParams();
  params.set(CHAOS_PARAMS.calls, String(chaos.calls));
  params.set(CHAOS_PARAMS.p, String(chaos.p));
  params.set(CHAOS_PARAMS.deadlineMs, String(chaos.deadlineMs));
  params.set(CHAOS_PARAMS.retries, chaos.retries);
  params.set(CHAOS_PARAMS.outage, chaos.outage ? "1" : "0");
  return params.toString();
}
