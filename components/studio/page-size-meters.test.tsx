import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageMeter, PageSizeMeters } from "./page-size-meters";

const BUDGET = { rawBytes: 200_000, gzipBytes: 25_000 };

describe("PageSizeMeters", () => {
  it("keeps Measure again focusable while it measures: aria-disabled, never disabled", () => {
    const html = renderToStaticMarkup(<PageSizeMeters slug="retries" saved={0} />);
    const button = html.match(/<button[^>]*>Measure again<\/button>/)?.[0] ?? "";
    expect(button).toContain('aria-disabled="true"');
    expect(button).not.toMatch(/\sdisabled(=|\s|>)/);
  });

  it("names each meter by its page's title and its label, so two pages' meters are told apart", () => {
    const page = { title: "Backoff", path: "/lessons/retries/backoff", rawBytes: 1000, gzipBytes: 300, within: true };
    const html = renderToStaticMarkup(<PageMeter page={page} budget={BUDGET} />);
    const textOf = (id: string) => html.match(new RegExp(`id="${id}"[^>]*>([^<]*)<`))?.[1];
    const names = [...html.matchAll(/<meter[^>]*aria-labelledby="([^"]+)"/g)].map((match) =>
      (match[1] ?? "").split(" ").map(textOf).join(" "),
    );
    expect(names).toEqual(["Backoff HTML", "Backoff gzip"]);
  });
});
