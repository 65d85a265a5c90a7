"use client";

import { useEffect, useId, useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { PAGE_TOO_LARGE, PageSize, PageSizes } from "@/lib/studio/measure-pages";

type Measured = { ok: true; sizes: PageSizes } | { ok: false; message: string };

/** Asks the server to measure the lesson's pages (lib/studio/measure-pages.ts). Never throws. */
async function fetchPageSizes(slug: string): Promise<Measured> {
  try {
    const response = await fetch(`/api/studio/${encodeURIComponent(slug)}/page-sizes`);
    const body = (await response.json().catch(() => null)) as (PageSizes & { error?: { message?: string } }) | null;
    if (response.ok && body?.pages) return { ok: true, sizes: body };
    return { ok: false, message: `Not measured: ${body?.error?.message ?? `the server answered ${response.status}.`}` };
  } catch {
    return { ok: false, message: "Not measured: the server could not be reached." };
  }
}

// Typed by the server's constant, so the two cannot drift; a value import would bundle the server module.
const TOO_LARGE: typeof PAGE_TOO_LARGE = 413;

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * The lesson's page-size budget as a meter per page: each page as the server sends it now,
 * raw and gzip, against the limits `npm run perf` holds lesson pages to. Measured on
 * opening and again after each save (`saved` changes), since the server serves saved files.
 */
export function PageSizeMeters({ slug, saved }: { slug: string; saved: unknown }) {
  const heading = useId();
  const [measured, setMeasured] = useState<Measured | null>(null);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again after each save and on request
  useEffect(() => {
    let current = true;
    setMeasured(null);
    void fetchPageSizes(slug).then((answer) => current && setMeasured(answer));
    return () => {
      current = false;
    };
  }, [slug, saved, round]);

  const pages = measured?.ok ? measured.sizes.pages : [];
  const over = pages.filter((page) => "within" in page && !page.within).length;
  const status = !measured
    ? "Measuring the lesson's pages…"
    : !measured.ok
      ? measured.message
      : over > 0
        ? `${over} of ${pages.length} ${pages.length === 1 ? "page is" : "pages are"} over the budget.`
        : `Measured ${pages.length} ${pages.length === 1 ? "page" : "pages"}.`;

  return (
    <section aria-labelledby={heading} className="mt-4 rounded-lg border border-border p-4" data-page-sizes="">
      <h2 id={heading} className="text-lg font-bold">
        Page size budget
      </h2>
      <p className="mt-1 text-sm text-muted">
        Each page of the lesson as this server sends it now, counted as <code>npm run perf</code> counts it: the saved
        files, not the draft (a production build serves what was built). Measured again after each save.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the body while it measures. */}
        <button
          type="button"
          className="match-button"
          onClick={() => measured && setRound((n) => n + 1)}
          aria-disabled={!measured}
        >
          Measure again
        </button>
        <p role="status" className="font-semibold" data-page-sizes-status="">
          {status}
        </p>
      </div>
      {measured?.ok && measured.sizes.development ? (
        <p className="mt-2 text-sm" data-page-sizes-dev="">
          Measured under <code>next dev</code>: its pages carry development-only code, so they are larger than a
          production build's. <code>npm run perf</code> judges the build.
        </p>
      ) : null}
      {measured?.ok ? (
        <ul className="mt-3 space-y-3">
          {pages.map((page) => (
            <PageMeter key={page.path} page={page} budget={measured.sizes.budget} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** One page's entry: its title, its verdict, and a meter each for raw and gzip bytes. */
export function PageMeter({ page, budget }: { page: PageSize; budget: PageSizes["budget"] }) {
  const title = useId();
  return (
    <li data-page-size={page.path}>
      <p className="flex flex-wrap items-center gap-2">
        <a id={title} className="underline" href={page.path}>
          {page.title}
        </a>
        {"within" in page ? (
          <span className="inline-flex items-center gap-1 font-semibold" data-within={page.within}>
            <Icon name={page.within ? "right" : "flag"} size={16} />
            {page.within ? "Within the budget" : "Over the budget"}
          </span>
        ) : (
          <span className="font-semibold">
            {page.status === 0
              ? "Not measured: the server could not reach its own page."
              : page.status === TOO_LARGE
                ? "Not measured: the page is too large to read, far over the budget."
                : `Not measured: the page answered ${page.status} (a part saved but not yet built?).`}
          </span>
        )}
      </p>
      {"within" in page ? (
        <>
          <SizeMeter page={title} label="HTML" bytes={page.rawBytes} limit={budget.rawBytes} />
          <SizeMeter page={title} label="gzip" bytes={page.gzipBytes} limit={budget.gzipBytes} />
        </>
      ) : null}
    </li>
  );
}

/**
 * One <meter> with its figures in words beside it, so no reading depends on the bar's colour;
 * named by its page's title and its label ("Backoff HTML"), as every page has the same two.
 */
function SizeMeter({ page, label, bytes, limit }: { page: string; label: string; bytes: number; limit: number }) {
  const id = useId();
  const over = bytes - limit;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
      <span id={`${id}-label`} className="w-12">
        {label}
      </span>
      {/* max is one byte past the limit, so a page over it sits above `high` (the browser's warning colour) and one at it does not. */}
      <meter
        id={id}
        className="h-3 w-40"
        min={0}
        max={limit + 1}
        low={limit * 0.8}
        high={limit}
        optimum={0}
        value={Math.min(bytes, limit + 1)}
        aria-labelledby={`${page} ${id}-label`}
        aria-describedby={`${id}-words`}
      />
      <span id={`${id}-words`} data-bytes={bytes}>
        {kB(bytes)} of {kB(limit)} kB{over > 0 ? `, ${kB(over)} kB over` : ""}
      </span>
    </div>
  );
}
