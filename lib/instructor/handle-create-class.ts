/**
 * POST /instructor/classes (a form: `title`): makes a class with a fresh class code and
 * sends the instructor to its page (303 to /instructor?class=<code>), where the code is
 * shown to hand out. Only the instructor key (or `next dev`) makes classes: an instructor
 * launched from an LMS already has a course. Request in, Response out, dependencies passed in.
 */
import { refusalPage } from "@/lib/http/refusal-page";
import { unlessServerFault } from "@/lib/http/unless-server-fault";
import { generateClassCode } from "@/lib/lti/class-code";
import { INSTRUCTOR_PATH } from "@/lib/lti/instructor-landing";
import { keySessionOf } from "@/lib/preview/key-session";
import type { StoredClass } from "@/lib/store/classes";
import type { StoreResult } from "@/lib/store/result";
import { type AccessDeps, accessRequestOf, CLASS_PARAM, decideInstructorAccess } from "./access";
import { refusalFor } from "./instructor-refusal";

export type CreateClassDeps = {
  access: AccessDeps;
  create: (code: string, title: string, now: Date) => Promise<StoreResult<StoredClass, "duplicate">>;
  newCode?: () => string;
  now?: () => number;
};

/** The form field that names the class. */
export const CLASS_TITLE_FIELD = "title";

export function handleCreateClass(request: Request, deps: CreateClassDeps): Promise<Response> {
  const page = (status: number, message: string) => refusalPage(status, "Class not made", [message]);
  return unlessServerFault(
    "instructor classes",
    "The class could not be made right now; try again shortly.",
    async () => {
      const access = await decideInstructorAccess(
        accessRequestOf(new URL(request.url).searchParams, keySessionOf(request)),
        deps.access,
      );
      if (!access.allowed) return refusalFor(access);
      if (access.scope.kind !== "all")
        return page(
          403,
          "Classes are made with the instructor key (or under npm run dev); your course already is a class.",
        );
      const form = await request.formData().catch(() => null);
      const title = form?.get(CLASS_TITLE_FIELD);
      const now = new Date((deps.now ?? Date.now)());
      // NOTE: a clash of two random 10-character codes is all but impossible; three draws make it moot.
      for (let draw = 0; draw < 3; draw++) {
        const code = (deps.newCode ?? generateClassCode)();
        const made = await deps.create(code, typeof title === "string" ? title : "", now);
        if (made.ok)
          return new Response(null, {
            status: 303,
            headers: { location: `${INSTRUCTOR_PATH}?${CLASS_PARAM}=${made.value.code}`, "cache-control": "no-store" },
          });
        if (made.reason === "invalid")
          return page(400, `${made.message.replace(/^[^:]*: /, "")} Go back and try again.`);
      }
      throw new Error("three class codes in a row were taken");
    },
    (message) =>
      new Response(`${message}\n`, { status: 503, headers: { "content-type": "text/plain; charset=utf-8" } }),
  );
}
