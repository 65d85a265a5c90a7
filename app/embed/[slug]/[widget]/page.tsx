import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { Checkpoint } from "@/components/checkpoint/checkpoint";
import { EmbedBridge } from "@/components/embed/embed-bridge";
import { Kata } from "@/components/kata/kata";
import { MatchExercise } from "@/components/match/match-exercise";
import { SandboxSection } from "@/components/sandbox/sandbox-section";
import { listLessons } from "@/lib/content/lessons";
import { allowedEmbedOrigins } from "@/lib/embed/embed-settings";
import { type EmbedWidget, isEmbedWidget } from "@/lib/embed/protocol";
import { loadCheckpoint } from "@/lib/exercises/checkpoint/load";
import { loadMatchExercise } from "@/lib/exercises/match/load";
import { loadKataView } from "@/lib/kata/ui/load-kata";
import { parseSandboxQuery } from "@/lib/sandbox/sandbox-state";

type Props = {
  params: Promise<{ slug: string; widget: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = "force-dynamic";

const TITLES: Record<EmbedWidget, string> = {
  sandbox: "Sandbox",
  match: "Practice",
  checkpoint: "Checkpoint",
  kata: "Kata",
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, widget } = await params;
  const lesson = listLessons().find((l) => l.slug === slug);
  if (!lesson || !isEmbedWidget(widget)) return {};
  return { title: `${TITLES[widget]}: ${lesson.frontMatter.title}`, robots: { index: false } };
}

/** One widget of a lesson for an iframe; a lesson without that widget is a 404. */
export default async function EmbeddedWidget({ params, searchParams }: Props) {
  const { slug, widget } = await params;
  const lesson = listLessons().find((l) => l.slug === slug);
  if (!lesson || !isEmbedWidget(widget)) notFound();
  const content = await renderWidget(slug, widget, await searchParams);
  if (!content) notFound();
  return (
    <>
      <h1 className="text-sm font-medium text-muted">{lesson.frontMatter.title}</h1>
      <h2 className="mb-3 text-2xl font-bold tracking-tight">{TITLES[widget]}</h2>
      {content}
      <EmbedBridge slug={slug} widget={widget} allowedOrigins={allowedEmbedOrigins()} rootId="embed-root" />
    </>
  );
}

async function renderWidget(
  slug: string,
  widget: EmbedWidget,
  query: Record<string, string | string[] | undefined>,
): Promise<ReactNode | null> {
  if (widget === "match") return loadMatchExercise(slug) ? <MatchExercise slug={slug} /> : null;
  if (widget === "checkpoint") return (await loadCheckpoint(slug)) ? <Checkpoint slug={slug} /> : null;
  if (widget === "kata") return (await loadKataView(slug)) ? <Kata slug={slug} /> : null;
  const { state, notices } = parseSandboxQuery(query);
  return <SandboxSection id="embed-sandbox" initial={state} notices={notices} />;
}
