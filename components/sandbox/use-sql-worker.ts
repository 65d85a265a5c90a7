"use client";

import { useEffect, useState } from "react";
import type { SqlWorkerExecutor, SqlWorkerStatus } from "@/lib/envelope/tools/worker-executor";
import { createSandboxSql } from "./sql-worker";

/**
 * The sandbox's SQL worker and its status. It starts loading as soon as the database tool
 * is chosen (or a chaos run needs it), so the download never counts against a call's
 * deadline; it is terminated when the sandbox goes away.
 */
export function useSqlWorker(tool: string): { sql: SqlWorkerExecutor; status: SqlWorkerStatus } {
  const [sql] = useState(createSandboxSql);
  const [status, setStatus] = useState<SqlWorkerStatus>(sql.status());
  useEffect(() => sql.subscribe(setStatus), [sql]);
  useEffect(() => () => sql.close(), [sql]);
  useEffect(() => {
    if (tool === "database") sql.ready().catch(() => {}); // the failure shows as status "failed"
  }, [tool, sql]);
  return { sql, status };
}
