/**
 * The lesson's starter and reference layers as source text, for the grader's tests and the
 * corpus. Node only (it reads the files); the reference must never reach the browser.
 */
import { readFileSync } from "node:fs";

const lessonFile = (name: string) =>
  readFileSync(new URL(`../../content/lessons/error-envelope/kata/${name}.ts`, import.meta.url), "utf8");

export const STARTER_SOURCE = lessonFile("starter");
export const REFERENCE_SOURCE = lessonFile("reference");
