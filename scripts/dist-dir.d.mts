/** The build folder: NEXT_DIST_DIR, or .next. */
export const DIST_DIR: string;
