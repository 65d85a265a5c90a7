export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  problems: string[];
}
export function readReport(file: string): unknown;
// biome-ignore lint/suspicious/noExplicitAny: the runners' report shapes are theirs, read loosely on purpose.
export function countVitest(report: any, exitedOk: boolean, name?: string): Counts;
// biome-ignore lint/suspicious/noExplicitAny: as above.
export function countPlaywright(report: any, exitedOk: boolean): Counts;
