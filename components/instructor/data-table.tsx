import type { DashboardTable } from "@/lib/instructor/dashboard-model";

/**
 * One of the dashboard's tables, with its CSV download. The table scrolls sideways in
 * a named region that takes keyboard focus, so a 360 px phone can read every column.
 */
export function DataTable({ table, csvHref, of }: { table: DashboardTable; csvHref: string; of?: string }) {
  // Several activities have a table of the same caption: `of` keeps region names and link texts apart.
  const name = of ? `${table.caption} (${of})` : table.caption;
  return (
    <div className="min-w-0" data-table={table.id}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard */}
      <section className="overflow-x-auto" aria-label={`Table: ${name}`} tabIndex={0}>
        <table className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left font-semibold">{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="border-b border-border px-2 py-1 text-left align-bottom">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length} className="px-2 py-2 text-muted">
                  Nothing yet.
                </td>
              </tr>
            ) : (
              table.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own and never reorder.
                <tr key={r} className="border-b border-border">
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={table.columns[c]} scope="row" className="px-2 py-1 text-left font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={table.columns[c]} className="px-2 py-1 align-top">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <p className="mt-2 text-sm">
        <a className="underline" href={csvHref} download data-csv={table.id}>
          Download “{name}” as CSV
        </a>
      </p>
    </div>
  );
}
