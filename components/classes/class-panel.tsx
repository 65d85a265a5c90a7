import { formatClassCode } from "@/lib/lti/class-code";
import type { ClassMember, StoredClass } from "@/lib/store/classes";

/**
 * One class made with a class code, on its dashboard: the code to hand out, how learners
 * join, and who joined with their best score at each activity (the class's other figures
 * follow, as for a course).
 */
export function ClassPanel({
  found,
  members,
  activityName,
}: {
  found: StoredClass;
  members: readonly ClassMember[];
  activityName: (slug: string, widget: string) => string;
}) {
  const code = formatClassCode(found.code);
  return (
    <section aria-labelledby="class-code" className="mt-6" data-class-panel>
      <h2 id="class-code" className="text-2xl font-bold">
        Class code: <span className="font-mono">{code}</span>
      </h2>
      <ol className="mt-2 list-decimal pl-6">
        <li>
          Hand the code out, or the link{" "}
          <a className="underline" href={`/join?code=${found.code}`}>
            /join?code={found.code}
          </a>{" "}
          on this site.
        </li>
        <li>Each learner opens /join, types the code and their name, and then works through the lessons.</li>
        <li>
          Their graded answers (checkpoint, match, kata) show here, under the name they gave. Reload to see new ones.
        </li>
      </ol>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse text-sm" data-class-members>
          <caption className="mb-2 text-left font-semibold">
            Learners in the class ({members.length}), with their best score per activity
          </caption>
          <thead>
            <tr>
              <th scope="col" className="border-b border-border px-2 py-1 text-left">
                Learner
              </th>
              <th scope="col" className="border-b border-border px-2 py-1 text-left">
                Best scores (attempts)
              </th>
            </tr>
          </thead>
          <tbody>
            {members.length === 0 ? (
              <tr>
                <td colSpan={2} className="px-2 py-2 text-muted">
                  Nobody has joined yet.
                </td>
              </tr>
            ) : (
              members.map((m) => (
                <tr key={m.learnerId} className="border-b border-border">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {m.name}
                  </th>
                  <td className="px-2 py-1">
                    {m.results.length === 0
                      ? "nothing graded yet"
                      : m.results
                          .map((r) => `${activityName(r.slug, r.widget)}: ${r.best}/${r.max} (${r.attempts})`)
                          .join("; ")}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
