import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { z } from "zod";
import { ClassList } from "@/components/classes/class-list";
import { ClassPanel } from "@/components/classes/class-panel";
import { EmptyResults } from "@/components/classes/empty-results";
import { ClassResults } from "@/components/instructor/class-results";
import { instructorAccessDeps, serverClasses, serverDashboard } from "@/lib/composition-root";
import { accessQueryOf, accessRequestOf, decideInstructorAccess } from "@/lib/instructor/access";
import type { Dashboard } from "@/lib/instructor/dashboard-model";
import { NO_DATE_RANGE, parseDateRange } from "@/lib/instructor/date-range";
import { csvHref } from "@/lib/instructor/handle-csv";
import { RETRIED_PARAM, retryPassbacksHref } from "@/lib/instructor/handle-retry-passbacks";
import { formatClassCode, normalizeClassCode } from "@/lib/lti/class-code";
import { KEY_SESSION_COOKIE } from "@/lib/preview/key-session";
import type { StoredClass } from "@/lib/store/classes";

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
  let classes: React.ReactNode;
  try {
    const store = await serverClasses();
    const code =
      request.session === undefined && request.classCode !== undefined ? normalizeClassCode(request.classCode) : null;
    const found = code ? await store.find(code) : null;
    // A class's dashboard is headed with the name the instructor gave it.
    const scope = access.scope;
    dashboard = await serverDashboard(
      found && scope.kind === "context" ? { ...scope, title: found.title } : scope,
      range,
    );
    classes = await classesPart(dashboard, store, code, found);
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
    >
      {classes}
    </ClassResults>
  );
}

/**
 * What the page shows of the classes made with class codes (docs/instructor.md): with the
 * instructor key, the list and a form for a new one; for one class (`?class=`), its code and
 * learners; and when nothing is graded yet, why and what to do.
 */
async function classesPart(
  dashboard: Dashboard,
  store: Awaited<ReturnType<typeof serverClasses>>,
  code: string | null,
  found: StoredClass | null,
): Promise<React.ReactNode> {
  const empty = dashboard.activities.length === 0;
  if (dashboard.scope.kind === "all")
    return (
      <>
        {empty && <EmptyResults scope="all" />}
        <ClassList classes={await store.list()} />
      </>
    );
  if (code && !found)
    return (
      <p className="mt-6 font-medium" data-refusal>
        No class has the code {formatClassCode(code)}. Pick one of your classes on{" "}
        <a className="underline" href="/instructor">
          /instructor
        </a>
        .
      </p>
    );
  if (!code || !found) return empty ? <EmptyResults scope="course" /> : null;
  const titles = new Map(dashboard.activities.map((a) => [`${a.slug}-${a.widget}`, a.heading]));
  return (
    <>
      <ClassPanel
        found={found}
        members={await store.members(code)}
        activityName={(slug, widget) => titles.get(`${slug}-${widget}`) ?? `${slug}: ${widget}`}
      />
      {empty && <EmptyResults scope="class" />}
    </>
  );
}
