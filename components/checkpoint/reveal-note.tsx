import type { RevealStatus } from "@/lib/exercises/reveal-policy";

/**
 * One line under the score: whether the right answers are shown, and if not, what
 * shows them. The server decided; this only puts its decision in words.
 */
export function RevealNote({ revealed, reveal }: { revealed: boolean; reveal: RevealStatus }) {
  return (
    <p className="mt-1" data-reveal={revealed ? "shown" : "held"}>
      {revealed ? "The right answers and every explanation are shown below each question." : heldBack(reveal)}
    </p>
  );
}

function heldBack(reveal: RevealStatus): string {
  const start = "The right answers are held back; below each question you see the note for your own choice.";
  if (reveal.attemptsLeft === null) return `${start} They are shown once you pass.`;
  const more = reveal.attemptsLeft === 1 ? "1 more attempt" : `${reveal.attemptsLeft} more attempts`;
  return `${start} They are shown once you pass, or after ${more}.`;
}
