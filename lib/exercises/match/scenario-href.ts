import { type SandboxState, sandboxStateToSearch } from "@/lib/sandbox/sandbox-state";

/**
 * The sandbox link that replays a card, or undefined when the card has no sandbox
 * state. Server-side only (it pulls in the fault codec and zod).
 * NOTE: cards also carry a `scenario` id; once the sandbox's scenarios.yaml has
 * landed, this is the one place to switch the link over to it.
 */
export function scenarioHref(sandbox: SandboxState | undefined): string | undefined {
  return sandbox ? `/sandbox?${sandboxStateToSearch(sandbox)}` : undefined;
}
