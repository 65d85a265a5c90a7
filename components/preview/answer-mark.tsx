import { Icon } from "@/components/ui/icon";

/** "Correct" / "Not correct" with an icon, so the key is never shown by colour alone. */
export function AnswerMark({ correct }: { correct: boolean }) {
  return (
    <span className={`inline-flex items-center gap-1 font-semibold ${correct ? "text-accent" : "text-muted"}`}>
      <Icon name={correct ? "right" : "wrong"} size={18} />
      {correct ? "Correct" : "Not correct"}
    </span>
  );
}
