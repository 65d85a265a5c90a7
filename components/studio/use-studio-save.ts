"use client";

import { useCallback, useRef, useState } from "react";
import { writeStored } from "@/components/storage/browser-storage";
import { storedDraftKey } from "@/lib/studio/stored-draft";
import type { StudioFiles } from "@/lib/studio/studio-file-names";
import { postStudioSave, type SaveOutcome } from "./post-studio-save";

/**
 * Saving: the server decides whether the draft may be written (no errors, or "save
 * anyway"). On success the browser's copy of the draft is dropped; on any failure it
 * stays, so nothing is lost.
 */
export function useStudioSave(slug: string, files: StudioFiles) {
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [saving, setSaving] = useState(false);
  const latest = useRef(files);
  latest.current = files;
  const [savedFiles, setSavedFiles] = useState(files);

  const save = useCallback(
    async (saveAnyway = false) => {
      const sent = latest.current;
      setSaving(true);
      setOutcome(null);
      const result = await postStudioSave(slug, sent, saveAnyway);
      setSaving(false);
      setOutcome(result);
      if (result.kind === "saved") {
        setSavedFiles(sent);
        if (latest.current === sent) writeStored(storedDraftKey(slug), null);
      }
    },
    [slug],
  );

  const dismiss = useCallback(() => setOutcome(null), []);
  return { save, saving, outcome, savedFiles, dismiss };
}
