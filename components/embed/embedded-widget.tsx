import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { listLessons } from "@/lib/content/lessons";
import { allowedEmbedOrigins } from "@/lib/embed/embed-settings";
import type { EmbedWidget } from "@/lib/embed/protocol";
import { EmbedBridge } from "./embed-bridge";

/**
 * What every /embed/<slug>/<widget> page shares. Each widget has a route of its own (not one
 * dynamic [widget] route) so that a page bundles only its own widget's island: one route
 * importing every widget made every embed carry every island's code in its first load.
 */
const TITLES: Record<EmbedWidget, string> = {
  sandbox: "Sandbox",
  match: "Matching exercise",
  checkpoint: "Checkpoint",
  kata: "Kata",
  practice: "Practice",
};

export type EmbedParams = { params: Promise<{ slug: string }> };

const lessonOf = (slug: string) => listLessons().find((lesson) => lesson.slug === slug);

/** The page title of a widget embed; nothing for a lesson that does not exist. */
export async function embeddedWidgetMetadata(params: EmbedParams["params"], widget: EmbedWidget): Promise<Metadata> {
  const lesson = lessonOf((await params).slug);
  if (!lesson) return {};
  return { title: `${TITLES[widget]}: ${lesson.frontMatter.title}`, robots: { index: false } };
}

/** One widget of a lesson for an iframe; a lesson without that widget (`content` null) is a 404. */
export function EmbeddedWidget({ slug, widget, content }: { slug: string; widget: EmbedWidget; content: ReactNode }) {
  const lesson = lessonOf(slug);
  if (!lesson || !content) notFound();
  return (
    <>
      <h1 className="text-sm font-medium text-muted">{lesson.frontMatter.title}</h1>
      <h2 className="mb-3 text-2xl font-bold tracking-tight">{TITLES[widget]}</h2>
      {content}
      <EmbedBridge slug={slug} widget={widget} allowedOrigins={allowedEmbedOrigins()} rootId="embed-root" />
    </>
  );
}
