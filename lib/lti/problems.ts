/**
 * Why a launch was refused: a code for logs and tests, a status for the page, and a
 * message in plain words naming exactly what was wrong.
 */
export type LaunchProblem = { code: string; status: 400 | 401 | 403 | 413 | 415; message: string };

export const problem = (code: string, status: LaunchProblem["status"], message: string): LaunchProblem => ({
  code,
  status,
  message,
});
