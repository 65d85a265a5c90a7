"use client";

import { LazyIsland } from "@/components/islands/lazy-island";
import type { PublicCheckpoint } from "@/lib/exercises/checkpoint/public-view";
import { CheckpointForm } from "./checkpoint-form";

type Props = {
  view: PublicCheckpoint;
  codeHtml: Record<string, string>;
  contentVersion: string;
  /** Where the student's work is kept (from the server, so the key's module is not first-load code). */
  savedKey: string;
};

const loadWidget = () => import("./checkpoint-widget").then((module) => module.CheckpointWidget);

/**
 * The checkpoint's only first-load code: the static form until intent, then the
 * interactive widget; at once for a student with saved answers or a result. The form is drawn here
 * from the props rather than passed in as server-rendered children, so the RSC payload
 * carries the questions and each snippet's HTML once, not again as an element tree.
 */
export function CheckpointIsland({ view, codeHtml, contentVersion, savedKey }: Props) {
  return (
    <LazyIsland data-checkpoint load={loadWidget} savedKey={savedKey} props={{ view, codeHtml, contentVersion }}>
      <CheckpointForm view={view} codeHtml={codeHtml} />
    </LazyIsland>
  );
}
