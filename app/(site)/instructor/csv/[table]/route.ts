import { instructorAccessDeps, serverDashboard } from "@/lib/composition-root";
import { handleCsv } from "@/lib/instructor/handle-csv";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ table: string }> };

/** GET /instructor/csv/<table>: one table of the class results as CSV (docs/instructor.md). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { table } = await params;
  return handleCsv(request, table, { access: instructorAccessDeps(), load: serverDashboard });
}
