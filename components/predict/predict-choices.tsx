import { predictDomIds } from "@/lib/content/predict";

type Props = {
  output: string;
  choices: readonly string[];
  /** The index of the student's guess; after one, the other choices stay put but no longer act. */
  guess?: number;
  onGuess?: (index: number) => void;
  /** What the screen reader hears after a guess. */
  announcement?: string;
};

/**
 * A predict block's choices: the server-rendered placeholder and the live widget draw the
 * same markup from here (no hooks, so a server component can render it), and the buttons'
 * ids carry focus and presses across the swap (components/islands/handover.ts).
 */
export function PredictChoices({ output, choices, guess, onGuess, announcement = "" }: Props) {
  return (
    <fieldset className="predict-choices">
      <legend className="predict-label">What will it print? Pick your guess to see the output.</legend>
      <div className="predict-buttons">
        {choices.map((choice, index) => (
          <button
            key={choice}
            type="button"
            id={predictDomIds.choice(output, index)}
            className="predict-choice"
            aria-pressed={guess === index}
            aria-disabled={guess !== undefined && guess !== index ? true : undefined}
            onClick={onGuess && (() => onGuess(index))}
          >
            {choice}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="sr-only" data-announcer>
        {announcement}
      </p>
    </fieldset>
  );
}
