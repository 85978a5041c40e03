/** Elevator's seat range, apart from state.ts (which re-exports it) so the light catalogue does not import the deal. */
export const MIN_SEATS = 3;
export const MAX_SEATS = 6;
