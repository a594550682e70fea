/** Play-by-play commentary for the broadcast, from a race's plan and its director's programme. */
export { type CommentaryLine, commentate } from './commentate.ts';
export { type LineKind, PHRASES } from './phrases.ts';
