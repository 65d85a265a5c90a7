import { listLessons } from "@/lib/content/lessons";
import { sandboxTagId } from "@/lib/content/sandbox-tag-id";
import type { SandboxTagProps } from "@/lib/content/tag-targets";
import { hasKata } from "@/lib/kata/server/has-kata";
import { loadSandboxTagState } from "@/lib/sandbox/sandbox-tag-state";
import { SandboxSection } from "./sandbox-section";

/**
 * The authored `<Sandbox />` tag: a live sandbox in the lesson, starting from one of
 * the lesson's scenarios or from the props given. The lesson renderer passes the slug,
 * and says whether the lesson lists the tools layer itself (then the sandbox marks that copy);
 * a wrong prop fails the build with the message content:check prints.
 */
export function Sandbox({
  slug,
  sourceListed = false,
  ...props
}: SandboxTagProps & { slug: string; sourceListed?: boolean }) {
  const state = loadSandboxTagState(slug, props);
  // Ids inside the sandbox derive from this one; content:check refuses two tags that share it.
  const id = sandboxTagId(props);
  // The lesson's own kata, when it has one: the student can run their draft here too.
  const lesson = hasKata(slug) ? listLessons().find((entry) => entry.slug === slug) : undefined;
  const katas = lesson ? [{ slug, title: lesson.frontMatter.title }] : [];
  return <SandboxSection id={id} initial={state} sourceListed={sourceListed} katas={katas} />;
}
