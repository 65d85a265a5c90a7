import type { ReactNode } from "react";
import { Checkpoint } from "@/components/checkpoint/checkpoint";
import { Kata } from "@/components/kata/kata";
import { MatchExercise } from "@/components/match/match-exercise";
import { Practice } from "@/components/practice/practice";
import { Sandbox } from "@/components/sandbox/sandbox-tag";
import type { LessonTagName } from "@/lib/exercise-kinds/lesson-tags";
import { Callout } from "./callout";
import { SourceFile } from "./source-file";

type Children = { children?: ReactNode };

/**
 * The one place where authored tags meet React. Keys must match the tags lessons may use
 * (the prose tags and each registered kind's: lib/exercise-kinds/lesson-tags.ts), which
 * the content checker reads; the type enforces it, so a new kind's tag fails the type
 * check here until its rendering is added.
 */
export const MDX_COMPONENTS = {
  Note: ({ children }: Children) => <Callout kind="note">{children}</Callout>,
  Pitfall: ({ children }: Children) => <Callout kind="pitfall">{children}</Callout>,
  RuleOfThumb: ({ children }: Children) => <Callout kind="rule">{children}</Callout>,
  // Takes the lesson's slug, which LessonBody supplies; authors write <MatchExercise /> bare.
  MatchExercise,
  // These two take the slug as well, to read the lesson's scenarios and to name it in errors.
  SourceFile,
  Sandbox,
  // Takes the lesson's slug too (see withLesson in lesson-body.tsx).
  Checkpoint,
  // So does the kata, to read the lesson's starter and rule guide.
  Kata,
  // And practice, to read the lesson's concepts.
  Practice,
} satisfies Record<LessonTagName, unknown>;
