// Its own module: the course map's first-load markup says it, and local-work.ts (the readers,
// loaded after hydration) must not come into the first load with it.
/** Said beside an exercise whose record could not be read. */
export const UNREADABLE_WORK_NOTE = "saved progress here could not be read; it was left untouched";
