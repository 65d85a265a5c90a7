"use client";

import type { ReactNode } from "react";
import { LazyIsland } from "@/components/islands/lazy-island";

type Props = {
  output: string;
  choices: string[];
  /** Where the lesson's guesses are kept (from the server, so the key's module is not first-load code). */
  savedKey: string;
  /** The server-rendered choices (PredictChoices). */
  children: ReactNode;
};

const loadWidget = () => import("./predict-widget").then((module) => module.PredictWidget);

/** A predict block's only first-load code: the static choices until intent, then the widget. */
export function PredictIsland({ output, choices, savedKey, children }: Props) {
  return (
    <LazyIsland load={loadWidget} savedKey={savedKey} preload props={{ output, choices, savedKey }}>
      {children}
    </LazyIsland>
  );
}
