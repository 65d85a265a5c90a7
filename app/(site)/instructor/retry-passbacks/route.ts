import { instructorAccessDeps, processLti } from "@/lib/composition-root";
import { handleRetryPassbacks } from "@/lib/instructor/handle-retry-passbacks";
import { requeueFailedPassbacks } from "@/lib/instructor/requeue-passbacks";

export const dynamic = "force-dynamic";

/** POST /instructor/retry-passbacks: sends the scope's failed scores again (docs/instructor.md). */
export async function POST(request: Request): Promise<Response> {
  return handleRetryPassbacks(request, {
    access: instructorAccessDeps(),
    requeue: async (scope, now) => {
      const lti = await processLti();
      const count = await requeueFailedPassbacks(lti.store, scope, now);
      // The rows are due now: wake this server's worker rather than wait for its idle timer.
      if (count > 0) lti.worker.kick();
      return count;
    },
  });
}
