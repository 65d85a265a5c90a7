import { type SandboxState, sandboxStateToSearch } from "@/lib/sandbox/sandbox-state";

/**
 * The sandbox link that replays a card, or undefined when the card has no sandbox
 * state. A card's `scenario` id is resolved to its state when the file is loaded
 * (load.ts). Server-side only (it pulls in the fault codec and zod).
 */
export function scenarioHref(sandbox: SandboxState | undefined): string | undefined {
  return sandbox ? `/sandbox?${sandboxStateToSearch(sandbox)}` : undefined;
}
