"use client";

import { useEffect, useState } from "react";
import type { IslandWidgetProps } from "@/components/islands/lazy-island";
import { browserStorage } from "@/components/storage/browser-storage";
import { guessAnnouncement, predictDomIds } from "@/lib/content/predict";
import { PREDICTIONS_VERSION, type Predictions, parsePredictions, savedGuess } from "@/lib/progress/predictions";
import { loadVersioned, saveVersioned } from "@/lib/progress/versioned-store";
import { PredictChoices } from "./predict-choices";

type Props = IslandWidgetProps & { output: string; choices: string[]; savedKey: string };

const loadPredictions = (key: string): Predictions =>
  loadVersioned(browserStorage(), key, PREDICTIONS_VERSION, parsePredictions, {}).value;

/**
 * A predict block's choices, live: a pick is kept in this browser and opens the output
 * (the <details> after the choices, which the server rendered and which also opens by
 * itself, with no script). A returning student sees their guess pressed; the output stays
 * as the page drew it, closed, so nothing moves under them as the widget arrives.
 */
export function PredictWidget({ output, choices, savedKey, onReady }: Props) {
  const [guess, setGuess] = useState(() => savedGuess(loadPredictions(savedKey), output, choices));
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => onReady(), [onReady]);

  const onGuess = (index: number) => {
    if (guess !== undefined) return;
    setGuess(index);
    const choice = choices[index] ?? "";
    // Read again just before writing: another block of the lesson may have saved since.
    const saved = saveVersioned(browserStorage(), savedKey, PREDICTIONS_VERSION, {
      ...loadPredictions(savedKey),
      [output]: choice,
    });
    const details = document.getElementById(predictDomIds.output(output));
    if (details instanceof HTMLDetailsElement) details.open = true;
    setAnnouncement(guessAnnouncement(choice, saved.ok ? undefined : saved.notice));
  };

  return (
    <PredictChoices output={output} choices={choices} guess={guess} onGuess={onGuess} announcement={announcement} />
  );
}
