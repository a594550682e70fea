/** How many chariots a race takes (import-free, for the page as well as the engine). */
export const MIN_CHARIOTS = 2;
export const MAX_CHARIOTS = 12;
