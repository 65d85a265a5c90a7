/** A kata submission that the type stripper would take hours to read. */
export const SLOW_TO_READ: string;
