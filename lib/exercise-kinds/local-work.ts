/**
 * The client-safe half of the registry: each kind's `localWork` reader, by activity, for
 * the course map in the browser. registry.ts cannot be that list, because it imports every
 * kind's grader and zod, which no page's first load may carry. The type refuses a
 * registered kind missing here; registry.test.ts checks that each entry is the kind's own.
 */
import { checkpointLocalWork } from "@/lib/exercises/checkpoint/attempts";
import { matchLocalWork } from "@/lib/exercises/match/progress";
import { kataLocalWork } from "@/lib/kata/ui/draft";
import type { LocalWorkReader } from "@/lib/progress/local-work";
import type { Activity } from "./registry";

export const LOCAL_WORK: Record<Activity, LocalWorkReader> = {
  match: matchLocalWork,
  checkpoint: checkpointLocalWork,
  kata: kataLocalWork,
};
