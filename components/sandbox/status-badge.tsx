import { Icon } from "@/components/ui/icon";
import type { ToolStatus } from "@/lib/envelope/tool-result";

const CLASS: Record<ToolStatus, string> = {
  ok: "status-ok",
  invalid_args: "status-invalid",
  tool_error: "status-error",
  timeout: "status-timeout",
};

/** A status as icon plus text, never colour alone. */
export function StatusBadge({ status }: { status: ToolStatus }) {
  return (
    <span className={`status-badge ${CLASS[status]}`} data-status={status}>
      <Icon name={status} size={14} /> {status}
    </span>
  );
}
