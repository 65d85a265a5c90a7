import { BusyButton } from "@/components/ui/busy-button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";

/** What the student asked for after a pass: nothing yet, the two layers, or why not. */
export type Comparison = null | { mine: string; reference: string } | { error: string };

type Props = { comparison: Comparison; busy: boolean; onCompare: () => void };

/**
 * After a pass on the server, and only then: a button that asks the server for the
 * reference (it checks the passing score token), then the student's layer beside it.
 */
export function KataCompare({ comparison, busy, onCompare }: Props) {
  if (comparison && "mine" in comparison)
    return (
      <section aria-labelledby={KATA_IDS.compareTitle} className="mt-5" data-compare>
        <h4 id={KATA_IDS.compareTitle} tabIndex={-1} className="text-lg font-bold">
          Your layer beside the reference
        </h4>
        <p className="mt-1 text-muted">Both pass every rule; the differences are choices, not mistakes.</p>
        <div className="mt-2 grid gap-3 lg:grid-cols-2">
          <CodeColumn title="Your layer" code={comparison.mine} which="mine" />
          <CodeColumn title="The reference" code={comparison.reference} which="reference" />
        </div>
      </section>
    );
  return (
    <div className="mt-4">
      <BusyButton
        id={KATA_IDS.compare}
        onClick={onCompare}
        busy={busy}
        busyLabel="Fetching the reference…"
        look="outline"
      >
        Compare with the reference solution
      </BusyButton>
      {comparison && (
        <p role="alert" className="mt-2 text-[var(--wrong)]">
          {comparison.error}
        </p>
      )}
    </div>
  );
}

function CodeColumn({ title, code, which }: { title: string; code: string; which: string }) {
  return (
    <figure className="min-w-0">
      <figcaption className="font-medium">{title}</figcaption>
      <ScrollRegion
        label={title}
        className="mt-1 overflow-x-auto rounded-lg border border-border bg-surface p-3 text-sm"
      >
        <pre data-code={which}>
          <code>{code}</code>
        </pre>
      </ScrollRegion>
    </figure>
  );
}
