import { formatClassCode } from "@/lib/lti/class-code";
import type { StoredClass } from "@/lib/store/classes";

const BUTTON =
  "rounded border border-current px-3 py-1.5 font-medium focus-visible:outline-2 focus-visible:outline-offset-2";

/** The instructor key's view of the classes made with class codes: a form for a new one, and each one's page. */
export function ClassList({ classes }: { classes: readonly StoredClass[] }) {
  return (
    <section aria-labelledby="classes" className="mt-8" data-classes>
      <h2 id="classes" className="text-2xl font-bold">
        Classes with a class code
      </h2>
      <p className="mt-2">
        No LMS needed: make a class, hand its code out, and learners join it on /join with their name. Their graded
        answers are then kept for the class, and its page shows them by name.
      </p>
      <form method="post" action="/instructor/classes" className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="class-title" className="block font-medium">
            Name of the new class
          </label>
          <input
            id="class-title"
            name="title"
            required
            maxLength={120}
            placeholder="e.g. Agents 101, spring"
            className="mt-1 rounded border border-border bg-transparent px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-offset-2"
          />
        </div>
        <button type="submit" className={BUTTON}>
          Make a class
        </button>
      </form>
      {classes.length > 0 && (
        <ul className="mt-4 list-disc pl-6">
          {classes.map((c) => (
            <li key={c.code}>
              <a className="underline" href={`/instructor?class=${c.code}`}>
                {c.title}
              </a>{" "}
              (code <span className="font-mono">{formatClassCode(c.code)}</span>)
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
