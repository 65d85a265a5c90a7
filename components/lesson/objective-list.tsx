/** A lesson's learning objectives as a bulleted list; the index and the lesson header both show it. */
export function ObjectiveList({ objectives, className = "" }: { objectives: string[]; className?: string }) {
  return (
    <ul className={`list-disc space-y-1 pl-5 ${className}`}>
      {objectives.map((objective) => (
        <li key={objective}>{objective}</li>
      ))}
    </ul>
  );
}
