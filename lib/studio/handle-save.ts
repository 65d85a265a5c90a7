/**
 * The studio's save endpoint as a function: slug and Request in, Response out, with the
 * folder, the check and the environment passed in (app/api/studio/[slug]/route.ts wires it).
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isLessonSlug } from "@/lib/content/ids";
import { listLessonSlugs } from "@/lib/content/lesson-files";
import type { DraftProblem, LessonDraftFiles } from "@/lib/exercise-kinds/lesson-draft";
import { jsonError, readJsonBody } from "@/lib/http/read-json-body";
import { type KeyEnv, keySessionOf } from "@/lib/preview/key-session";
import { studioAccess, studioRefusalMessage } from "./studio-access";
import { STUDIO_FILE_NAMES, StudioFiles } from "./studio-file-names";

/** Every studio file at its longest, as JSON (a character may take up to 6 bytes escaped), with room to spare. */
export const MAX_STUDIO_SAVE_BYTES = 4_000_000;

/** The body of POST /api/studio/<slug>. */
export const StudioSaveBody = z.strictObject({
  files: StudioFiles.refine((files) => Object.keys(files).length > 0, "name at least one file to save"),
  /** Write even though the draft has errors: the instructor confirmed it. */
  saveAnyway: z.boolean().optional(),
});

/** What a save answers (200, or 409 when the draft has errors and saveAnyway was not given). */
export type StudioSaveResponse = { saved: string[]; problems: DraftProblem[] };

export type StudioSaveDeps = {
  dir: string;
  check: (slug: string, files: LessonDraftFiles, dir: string) => Promise<DraftProblem[]>;
  /** The instructor key's environment; the server's own unless a test passes another. */
  keyEnv?: KeyEnv;
  /** Writes one whole file; tests pass one that fails like a full disk. */
  write?: (file: string, text: string) => void;
};

/**
 * Saves drafted files of lesson `slug`: 403/404 without access, 404 for a lesson that is
 * not there, 400/413 for a bad body, 409 (nothing written) when the draft has errors and
 * the instructor has not said "save anyway", 503 when the disk refuses. Each file is
 * written beside its target and renamed over it, so a failed write leaves the old file whole.
 */
export async function handleStudioSave(slug: string, request: Request, deps: StudioSaveDeps): Promise<Response> {
  const access = studioAccess(keySessionOf(request), deps.keyEnv);
  if (!access.allowed) return jsonError(access.status, studioRefusalMessage(access));
  if (!isLessonSlug(slug) || !listLessonSlugs(deps.dir).includes(slug))
    return jsonError(404, `There is no lesson called "${slug.slice(0, 80)}" to save.`);
  const body = await readJsonBody(request, StudioSaveBody, MAX_STUDIO_SAVE_BYTES);
  if (!body.ok) return body.response;
  const { files, saveAnyway } = body.value;
  const problems = await deps.check(slug, files, deps.dir);
  const errors = problems.filter((problem) => problem.severity === "error").length;
  if (errors > 0 && !saveAnyway) {
    const message = `Not saved: the draft has ${errors} error${errors === 1 ? "" : "s"}. Fix ${errors === 1 ? "it" : "them"}, or choose "Save anyway".`;
    return Response.json({ error: { message }, saved: [], problems }, { status: 409 });
  }
  // Written in the list's order, so lesson.mdx (what a reader sees first) goes first.
  const names = STUDIO_FILE_NAMES.filter((name) => files[name] !== undefined);
  const saved: string[] = [];
  for (const name of names) {
    try {
      (deps.write ?? writeWhole)(path.join(/*turbopackIgnore: true*/ deps.dir, slug, name), files[name] ?? "");
      saved.push(name);
    } catch (error) {
      const code = (error as { code?: string }).code ?? "an unknown error";
      const done = saved.length > 0 ? ` (${saved.join(", ")} saved before it)` : "";
      return jsonError(503, `Could not write ${name}: the disk answered ${code}${done}. Your draft is kept.`);
    }
  }
  return Response.json({ saved, problems } satisfies StudioSaveResponse, { headers: { "cache-control": "no-store" } });
}

/** Written beside the target, then renamed over it: a reader sees the old file or the new one, never half. */
export function writeWhole(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.studio-partial`;
  writeFileSync(partial, text, "utf8");
  renameSync(partial, file);
}
