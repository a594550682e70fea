/**
 * Where the page's main view drew each chariot in the last frame, for the page's debug face:
 * browser tests read where chariots are drawn, after the spacing that keeps whole chariots clear of
 * each other, not where the plan puts them. The scene provides it (it alone knows its fleet); the
 * first view to provide is the one read, another (a picture-in-picture, a compare pane) leaves it be.
 */

/** A chariot as drawn: its place (m), heading (rad) and whether it is drawn whole. */
export interface DrawnChariot {
  x: number;
  z: number;
  heading: number;
  whole: boolean;
}

type Reader = () => DrawnChariot[];
let reader: Reader | null = null;

/** The scene's main view says how to read its chariots; returns the removal. */
export function provideDrawnChariots(read: Reader): () => void {
  if (reader === null) reader = read;
  return () => {
    if (reader === read) reader = null;
  };
}

/** Every chariot as drawn in the last frame, in the plan's order; null before a race is on screen. */
export function drawnChariots(): DrawnChariot[] | null {
  return reader ? reader() : null;
}
