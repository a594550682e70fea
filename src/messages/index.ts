/**
 * One message catalogue for the viewer's text (issue 16 item 5). `messages` is the catalogue in
 * use; English (./en.ts) is complete and is the shape every translation takes: a translation is
 * one file exporting a `Messages`, added to `CATALOGUES`. Pure data and functions: the replay, the
 * scene and the UI read it alike. (The ruleset sentence modules, src/engine/log/sentences/, write
 * the ticker's event sentences; they are English for now.)
 */
import { EN } from './en.ts';

/** The shape of a catalogue: every message English has, as a string or a function of its figures. */
export type Messages = typeof EN;

/** Every catalogue there is, by language tag. */
export const CATALOGUES: Readonly<Record<string, Messages>> = { en: EN };

/** The catalogue in use (choosing another comes with the languages themselves). */
export const messages: Messages = EN;
