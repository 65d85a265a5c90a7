import { ScrollRegion } from "@/components/ui/scroll-region";
import { KATA_API } from "@/lib/kata/api/kata-api.bundled";
import { KATA_IDS } from "@/lib/kata/ui/dom-ids";

/**
 * What `envelope-kata` exports, from its types (lib/kata/api): server-rendered, outside the
 * lazy island, so opening it neither wakes the editor nor closes at the swap.
 */
export function KataApiPanel() {
  return (
    <details id={KATA_IDS.api} className="kata-api not-prose mt-3 rounded-xl border border-border p-3 sm:px-4">
      <summary className="cursor-pointer font-semibold">
        What <code>envelope-kata</code> exports ({KATA_API.length} names)
      </summary>
      <dl className="mt-2 space-y-3">
        {KATA_API.map((entry) => (
          <div key={entry.name} data-api-entry={entry.name}>
            <dt>
              <code className="font-semibold">{entry.name}</code>{" "}
              <span className="text-sm text-muted">{entry.kind}</span>
            </dt>
            <dd className="mt-1">
              <p>{entry.doc}</p>
              <ScrollRegion
                label={`Declaration of ${entry.name}`}
                className="mt-1 overflow-x-auto rounded-lg bg-surface p-2 text-sm"
              >
                <pre>
                  <code>{entry.signature}</code>
                </pre>
              </ScrollRegion>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
