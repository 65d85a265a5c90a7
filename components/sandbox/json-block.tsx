import type { ComponentProps } from "react";
import { ScrollRegion } from "@/components/ui/scroll-region";

/**
 * A value as the sandbox prints it: indented JSON in a window that scrolls past 20rem (a
 * 100-row query result was 8,000 px tall on a phone), named by `label`. Other props (test
 * ids, data-*) go to the <pre>.
 */
export function JsonBlock({ label, value, ...pre }: { label: string; value: unknown } & ComponentProps<"pre">) {
  return (
    <ScrollRegion label={label} className="mt-2 max-h-80 overflow-auto rounded-[0.4rem]">
      <pre className="sandbox-json" {...pre}>
        {JSON.stringify(value, null, 2)}
      </pre>
    </ScrollRegion>
  );
}
