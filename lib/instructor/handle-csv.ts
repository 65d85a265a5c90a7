/**
 * GET /instructor/csv/<table>: one dashboard table as a CSV file, for the same people
 * and the same scope as the page (a launch session travels in the query as on the page,
 * the key's session in its cookie). Request in, Response out, dependencies passed in.
 */

import { unlessServerFault } from "@/lib/http/unless-server-fault";
import { INSTRUCTOR_PATH } from "@/lib/lti/instructor-landing";
import { keySessionOf } from "@/lib/preview/key-session";
import { type AccessDeps, type AccessRequest, accessQueryOf, accessRequestOf, decideInstructorAccess } from "./access";
import type { ResultsScope } from "./class-results";
import { toCsv } from "./csv";
import { type Dashboard, dashboardTables, TABLE_ID } from "./dashboard-model";
import { type DateRange, dateRangeParams, NO_DATE_RANGE, parseDateRange } from "./date-range";
import { refusalFor } from "./instructor-refusal";

export type CsvDeps = { access: AccessDeps; load: (scope: ResultsScope, range: DateRange) => Promise<Dashboard> };

const text = (status: number, message: string) =>
  new Response(`${message}\n`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/** The address of a table's CSV, carrying the same launch session and date range as the page. */
export function csvHref(tableId: string, request: AccessRequest, range: DateRange = NO_DATE_RANGE): string {
  const query = accessQueryOf(request);
  for (const [name, day] of dateRangeParams(range)) query.set(name, day);
  const search = query.toString();
  return `${INSTRUCTOR_PATH}/csv/${tableId}${search ? `?${search}` : ""}`;
}

export function handleCsv(request: Request, tableId: string, deps: CsvDeps): Promise<Response> {
  return unlessServerFault(
    "instructor csv",
    "The class results could not be read right now; try again shortly.",
    async () => {
      const params = new URL(request.url).searchParams;
      const asked = accessRequestOf(params, keySessionOf(request));
      const access = await decideInstructorAccess(asked, deps.access);
      if (!access.allowed) return refusalFor(access);
      if (!TABLE_ID.test(tableId))
        return text(400, `"${tableId.slice(0, 80)}" is not a table name: use the download links on /instructor.`);
      const range = parseDateRange({ from: params.get("from"), to: params.get("to") });
      if (!range.ok) return text(400, `The date filter cannot be read: ${range.message}.`);
      const tables = dashboardTables(await deps.load(access.scope, range.range));
      const table = tables.find((t) => t.id === tableId);
      if (!table)
        return text(
          404,
          `These results have no table "${tableId}". Tables now: ${tables.map((t) => t.id).join(", ")}.`,
        );
      return new Response(toCsv(table.columns, table.rows), {
        status: 200,
        headers: {
          "content-type": "text/csv; charset=utf-8",
          // The id is a checked slug, so the file name needs no escaping.
          "content-disposition": `attachment; filename="envelope-lab-${table.id}.csv"`,
          "cache-control": "no-store",
        },
      });
    },
    (message) => text(503, message),
  );
}
