import type { CheckedProblem } from "@/lib/content/problems";
import { formatProblem } from "@/lib/content/problems";

/** Content problems as `npm run content:check` prints them, one item each, file:line first. */
export function ContentProblemList({ problems, className = "" }: { problems: CheckedProblem[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {problems.map((problem) => (
        <li key={formatProblem(problem)} className="rounded-md border border-border p-3 font-mono text-sm break-words">
          <strong className="font-sans">{problem.severity === "error" ? "Error: " : "Warning: "}</strong>
          {formatProblem(problem)}
        </li>
      ))}
    </ul>
  );
}
