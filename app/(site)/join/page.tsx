import type { Metadata } from "next";
import { JoinForm } from "@/components/classes/join-form";

export const metadata: Metadata = { title: "Join a class" };

/** /join: a learner joins a class with the code their instructor handed out (docs/instructor.md). */
export default function JoinPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Join a class</h1>
      <p className="mt-2">
        Your instructor gave you a class code. Type it with your name: your graded answers in the lessons are then kept
        for the class, and your instructor sees them. No account and no password: this browser remembers the class.
      </p>
      <JoinForm />
    </div>
  );
}
