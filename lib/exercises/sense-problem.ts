/**
 * What each exercise's `check.ts` returns: a mistake in an authored file that its
 * schema cannot see field by field (a duplicate id, a question with no right answer),
 * with the path of the field to fix so the content pipeline can name its line.
 */
export type SenseProblem = { path: (string | number)[]; message: string };
