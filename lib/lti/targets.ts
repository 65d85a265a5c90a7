/**
 * Which lesson or widget a resource link opens. The deep-linking response puts
 * `slug` and `widget` in the link's custom parameters; a link made by hand may
 * instead point its target_link_uri at /embed/<slug> or /embed/<slug>/<widget>
 * (or /lessons/<slug>). Either way the pair is checked against the catalog.
 */
import type { ResourceLinkLaunch } from "./launch-claims";

export type CatalogEntry = { slug: string; title: string; widgets: readonly string[] };
export type Catalog = readonly CatalogEntry[];
export type Target = { slug: string; widget?: string };
export type TargetResult = { ok: true; target: Target; path: string } | { ok: false; message: string };

export function resolveTarget(launch: ResourceLinkLaunch, catalog: Catalog): TargetResult {
  const fromCustom = launch.custom.slug;
  const target = fromCustom ? { slug: fromCustom, widget: launch.custom.widget } : fromPath(launch.targetLinkUri);
  if (!target)
    return {
      ok: false,
      message:
        "the link names no lesson: it has no custom slug and its target_link_uri is not a lesson or widget address",
    };
  return checkTarget(target, catalog);
}

/** Checks a slug/widget pair against the catalog and gives the embed path that shows it. */
export function checkTarget(target: Target, catalog: Catalog): TargetResult {
  const entry = catalog.find((lesson) => lesson.slug === target.slug);
  const slug = target.slug.slice(0, 100);
  if (!entry) return { ok: false, message: `there is no lesson called "${slug}"` };
  if (target.widget === undefined || target.widget === "")
    return { ok: true, target: { slug: entry.slug }, path: `/embed/${entry.slug}` };
  if (!entry.widgets.includes(target.widget))
    return { ok: false, message: `the lesson "${slug}" has no widget called "${target.widget.slice(0, 100)}"` };
  return {
    ok: true,
    target: { slug: entry.slug, widget: target.widget },
    path: `/embed/${entry.slug}/${target.widget}`,
  };
}

function fromPath(url: string): Target | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const match = /^\/(?:embed|lessons)\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  if (pathname.startsWith("/lessons/") && match[2]) return null;
  return match[2] ? { slug: match[1], widget: match[2] } : { slug: match[1] };
}
