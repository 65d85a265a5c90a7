import { instructorAccessDeps, serverClasses } from "@/lib/composition-root";
import { handleCreateClass } from "@/lib/instructor/handle-create-class";

export const dynamic = "force-dynamic";

/** POST /instructor/classes: makes a class with a class code (docs/instructor.md). */
export async function POST(request: Request): Promise<Response> {
  return handleCreateClass(request, {
    access: instructorAccessDeps(),
    create: async (code, title, now) => (await serverClasses()).create(code, title, now),
  });
}
