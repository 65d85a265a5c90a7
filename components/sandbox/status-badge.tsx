import type { ToolStatus } from "@/lib/envelope/tool-result";

const LOOK: Record<ToolStatus, { icon: string; className: string }> = {
  ok: { icon: "✓", className: "status-ok" },
  invalid_args: { icon: "✎", className: "status-invalid" },
  tool_error: { icon: "✕", className: "status-error" },
  timeout: { icon: "⏱", className: "status-timeout" },
};

/** A status as icon plus text, never colour alone. */
export function StatusBadge({ status }: { status: ToolStatus }) {
  const look = LOOK[status];
  return (
    <span className={`status-badge ${look.className}`} data-status={status}>
      <span aria-hidden="true">{look.icon}</span> {status}
    </span>
  );
}
