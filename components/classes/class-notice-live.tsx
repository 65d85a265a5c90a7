"use client";

import { useEffect, useRef, useState } from "react";
import { readStored, writeStored } from "@/components/storage/browser-storage";
import { CLASS_MEMBERSHIP_KEY, type ClassMembership, readMembership } from "@/lib/embed/class-membership";
import { currentLtiSession, setLtiSession } from "@/lib/embed/grading-context";

/**
 * On a lesson page of a learner who joined a class (/join): hands the class session to the
 * grading requests, and says that graded work counts for the class, with a way to leave.
 * Loaded by ClassNotice only in a browser that holds a membership.
 */
export function ClassNoticeLive() {
  const [membership, setMembership] = useState<ClassMembership | null>(null);
  const [left, setLeft] = useState(false);
  const leftNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const found = readMembership(readStored(CLASS_MEMBERSHIP_KEY));
    // A page opened by an LTI launch grades for that course, not the class.
    if (!found || currentLtiSession()) return;
    setLtiSession(found.session);
    setMembership(found);
  }, []);
  // The button is gone once pressed: focus goes to the note that replaces it, not to the page.
  useEffect(() => {
    if (left) leftNote.current?.focus();
  }, [left]);
  if (left)
    return (
      <p ref={leftNote} tabIndex={-1} className="my-4 text-sm" data-class-notice="left">
        You left the class: your graded answers are no longer kept for it. Join again with its code on{" "}
        <a className="underline" href="/join">
          the join page
        </a>
        .
      </p>
    );
  if (!membership) return null;
  const leave = () => {
    writeStored(CLASS_MEMBERSHIP_KEY, null);
    setLtiSession(undefined);
    setMembership(null);
    setLeft(true);
  };
  return (
    <aside aria-label="Your class" className="my-4 rounded border border-border px-3 py-2 text-sm" data-class-notice>
      <p>
        Your graded answers on this page count for the class <strong>{membership.title}</strong>, as{" "}
        <strong>{membership.name}</strong>; your instructor sees them.{" "}
        <button
          type="button"
          onClick={leave}
          className="underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          Leave the class
        </button>
      </p>
    </aside>
  );
}
