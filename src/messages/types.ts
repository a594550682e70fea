import type { EN } from './en.ts';

/** The shape of a catalogue: every message English has, as a string or a function of its figures. */
export type Messages = typeof EN;
