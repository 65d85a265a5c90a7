"use client";

import Link from "next/link";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { readStored, writeStored } from "@/components/storage/browser-storage";
import { CLASS_MEMBERSHIP_KEY, type ClassMembership, readMembership } from "@/lib/embed/class-membership";

type Answer = {
  session?: unknown;
  class?: { code?: unknown; title?: unknown };
  name?: unknown;
  error?: { message?: unknown; issues?: { message?: unknown }[] };
};

const FIELD =
  "mt-1 block w-full max-w-sm rounded border border-border bg-transparent px-2 py-1.5 focus-visible:outline-2 focus-visible:outline-offset-2";
const BUTTON =
  "rounded border border-current px-3 py-1.5 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60";

/**
 * The join form (/join): a class code and a name, sent to POST /api/classes/join; the class
 * session that comes back is kept in this browser (lib/embed/class-membership.ts) and sent
 * with every graded answer on the lesson pages. A refusal is shown beside the form, which
 * keeps what was typed. `?code=` fills the code in (a link an instructor can hand out).
 */
export function JoinForm() {
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<ClassMembership | null>(null);
  const result = useRef<HTMLHeadingElement>(null);
  // Set by a join: the form it replaces held focus, so focus goes to the result, not the page.
  const [justJoined, setJustJoined] = useState(false);
  useEffect(() => {
    if (justJoined) result.current?.focus();
  }, [justJoined]);
  useEffect(() => {
    setJoined(readMembership(readStored(CLASS_MEMBERSHIP_KEY)));
    const given = new URLSearchParams(window.location.search).get("code");
    if (given) setCode(given.slice(0, 20));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/classes/join", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code, name }),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      const membership = readMembership(
        JSON.stringify({
          session: answer.session,
          code: answer.class?.code,
          title: answer.class?.title,
          name: answer.name,
        }),
      );
      if (!response.ok || !membership) {
        // A field the server refused (a blank name) says what to fix; the body's shape is not the learner's business.
        const message = answer.error?.issues?.[0]?.message ?? answer.error?.message;
        setError(
          typeof message === "string" ? message : `The class could not be joined (${response.status}); try again.`,
        );
        return;
      }
      writeStored(CLASS_MEMBERSHIP_KEY, JSON.stringify(membership));
      setJoined(membership);
      setJustJoined(true);
    } catch {
      setError("The server could not be reached; check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  const leave = () => {
    writeStored(CLASS_MEMBERSHIP_KEY, null);
    setJoined(null);
  };

  if (joined)
    return (
      <section aria-labelledby="joined" data-joined>
        <h2 id="joined" ref={result} tabIndex={-1} className="text-xl font-bold">
          You are in the class {joined.title}
        </h2>
        <p className="mt-2">
          As <strong>{joined.name}</strong> (class code {joined.code}). From now on, your graded answers in the lessons
          (checkpoint, match, kata) are kept for this class, and your instructor sees them with your name. This browser
          remembers the class until you leave it.
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-4">
          <Link className="underline" href="/">
            Go to the lessons
          </Link>
          <button type="button" onClick={leave} className={BUTTON}>
            Leave the class
          </button>
        </p>
      </section>
    );

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-describedby={error ? "join-error" : undefined}>
      <div>
        <label htmlFor="class-code" className="font-medium">
          Class code
        </label>
        <input
          id="class-code"
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="class-code-hint"
          aria-invalid={error !== null}
          className={`${FIELD} font-mono uppercase`}
        />
        <p id="class-code-hint" className="mt-1 text-sm text-muted">
          10 letters and digits, from your instructor, for example ACDEF-GHJK3.
        </p>
      </div>
      <div>
        <label htmlFor="learner-name" className="font-medium">
          Your name
        </label>
        <input
          id="learner-name"
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          aria-describedby="learner-name-hint"
          className={FIELD}
        />
        <p id="learner-name-hint" className="mt-1 text-sm text-muted">
          As your instructor should see it on the class results.
        </p>
      </div>
      {error && (
        <p id="join-error" role="alert" className="font-medium">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy} className={BUTTON}>
        {busy ? "Joining…" : "Join the class"}
      </button>
    </form>
  );
}
