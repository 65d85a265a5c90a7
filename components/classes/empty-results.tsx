/**
 * What an empty dashboard says: why nothing is here, and the two ways results arrive.
 * `scope` is what the page shows: every course (the instructor key), one class, or one LMS course.
 */
export function EmptyResults({ scope }: { scope: "all" | "class" | "course" }) {
  return (
    <section aria-labelledby="empty" className="mt-6 rounded border border-border p-4" data-empty-results>
      <h2 id="empty" className="text-xl font-bold">
        No graded attempts yet
      </h2>
      {scope === "course" ? (
        <p className="mt-2">
          Nobody in this course has submitted a graded activity (checkpoint, match or kata) from a link in your LMS yet.
          Results show here after the first learner opens one of the activity links and submits.
        </p>
      ) : (
        <>
          <p className="mt-2">
            Only graded answers (checkpoint, match, kata) from learners who joined a class or came from an LMS are kept;
            someone just reading the lessons leaves nothing here. Two ways to get results:
          </p>
          <ol className="mt-2 list-decimal pl-6">
            <li>
              <strong>A class code</strong>, no LMS needed:{" "}
              {scope === "class" ? "hand out the code above" : "make a class below and hand out its code"}; learners
              open /join, type it with their name, then answer the activities in the lessons.
            </li>
            <li>
              <strong>An LMS</strong> (Moodle, Canvas, …) over LTI 1.3: register this tool (docs/lti.md), add an
              activity link to a course, and open /instructor from there as an instructor.
            </li>
          </ol>
        </>
      )}
    </section>
  );
}
