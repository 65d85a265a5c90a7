import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { z } from "zod";
import { ClassResults } from "@/components/instructor/class-results";
import { instructorAccessDeps, serverDashboard } from "@/lib/composition-root";
import { accessQueryOf, accessRequestOf, decideInstructorAccess } from "@/lib/instructor/access";
import type { Dashboard } from "@/lib/instructor/dashboard-model";
import { NO_DATE_RANGE, parseDateRange } from "@/lib/instructor/date-range";
import { csvHref } from "@/lib/instructor/handle-csv";
import { RETRIED_PARAM, retryPassbacksHref } from "@/lib/instructor/handle-retry-passbacks";
import { KEY_SESSION_COOKIE } from "@/lib/preview/key-session";

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Per request: the results change with every attempt, and they are never in a built file.
export const dynamic = "force-dynamic";

// proxy.ts sends Referrer-Policy: no-referrer: a launch session is in this page's address.
export const metadata: Metadata = { title: "Class results", robots: { index: false, follow: false } };

/** /instructor: the class results of one course (instructor session) or of every course (instructor key); docs/instructor.md. */
export default async function InstructorPage({ searchParams }: Props) {
  const query = await searchParams;
  const request = accessRequestOf(query, (await cookies()).get(KEY_SESSION_COOKIE)?.value);
  const access = await decideInstructorAccess(request, instructorAccessDeps());
  // proxy.ts answers a refused request with its status and reason before this runs;
  // refusing here too keeps the results hidden even if the proxy were bypassed.
  if (!access.allowed) notFound();
  // A range that cannot be read is said on the page, which shows every date meanwhile.
  const asked = parseDateRange(query);
  const range = asked.ok ? asked.range : NO_DATE_RANGE;
  let dashboard: Dashboard;
  try {
    dashboard = await serverDashboard(access.scope, range);
  } catch (error) {
    console.error("[instructor] the results store could not be read:", error);
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-3xl font-bold">Class results are unavailable</h1>
        <p className="mt-2">The results store could not be read right now; reload this page in a minute.</p>
      </div>
    );
  }
  const retried = z.coerce.number().int().min(0).safeParse(first(query[RETRIED_PARAM]));
  return (
    <ClassResults
      dashboard={dashboard}
      csvHref={(tableId) => csvHref(tableId, request, range)}
      retryHref={retryPassbacksHref(request)}
      retried={retried.success ? retried.data : null}
      dates={{ range, error: asked.ok ? null : asked.message, carried: [...accessQueryOf(request).entries()] }}
    />
  );
}
