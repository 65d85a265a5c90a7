/**
 * The client-safe half of the registry: each kind's reader of what it keeps in this
 * browser, by activity, for the course map. registry.ts cannot be that list, because it
 * imports every kind's grader and zod, which the map's browser code must not carry. The
 * type refuses a registered kind missing here.
 */
import { checkpointLocalWork } from "@/lib/exercises/checkpoint/attempts";
import { matchLocalWork } from "@/lib/exercises/match/progress";
import { kataLocalWork } from "@/lib/kata/ui/draft";
import { practiceLocalWork } from "@/lib/practice/mastery";
import type { LocalWorkReader } from "@/lib/progress/local-work";
import type { Activity } from "./registry";

export const LOCAL_WORK: Record<Activity, LocalWorkReader> = {
  match: matchLocalWork,
  checkpoint: checkpointLocalWork,
  kata: kataLocalWork,
  practice: practiceLocalWork,
};
