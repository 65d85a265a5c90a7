/** The refusal shown (with status 403) when the instructor key is missing or wrong. It reveals nothing. */
export default function PreviewForbidden() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Instructor preview: access refused</h1>
      <p className="mt-3">
        This page shows the answers to every exercise, so it needs the instructor key. Open it as{" "}
        <code>/preview/&lt;lesson&gt;?key=&lt;your key&gt;</code>, with the key your deployment sets in INSTRUCTOR_KEY.
      </p>
      <p className="mt-3">
        <a className="underline" href="/">
          Back to the lessons
        </a>
      </p>
    </div>
  );
}
