import { describeDelivery, describeOutbox, type OutboxView } from "@/lib/sandbox/outbox-view";

/**
 * "Outbox": what the last Run's send_email calls really sent. The envelopes say how each
 * call ended; only the outbox shows that a timed-out call sent its email all the same.
 */
export function OutboxPanel({ id, view }: { id: string; view: OutboxView | null }) {
  if (view === null) return null;
  return (
    <section
      aria-labelledby={`${id}-outbox-heading`}
      className="rounded-md border border-border p-3 text-sm"
      data-testid="outbox"
      data-sent={view.deliveries.length}
      data-repeats={view.repeatsRecognised}
    >
      <h3 id={`${id}-outbox-heading`} className="font-semibold">
        Outbox
      </h3>
      <p className="mt-1" aria-live="polite" data-testid="outbox-summary">
        {describeOutbox(view)}
      </p>
      {view.deliveries.length > 0 && (
        <ol className="mt-2 grid gap-1 font-mono text-xs">
          {view.deliveries.map((delivery) => (
            <li key={delivery.messageId}>{describeDelivery(delivery)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
