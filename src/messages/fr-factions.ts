/**
 * Les factions du cirque comme les vues les nomment (./en-factions.ts : la forme) : les Verts, les
 * Bleus, les Rouges et les Blancs, comme on appelle les équipes du cirque romain.
 */
import type { EN_FACTIONS } from './en-factions.ts';

export const FR_FACTIONS: typeof EN_FACTIONS = {
  names: { green: 'Verts', blue: 'Bleus', red: 'Rouges', white: 'Blancs' },
  none: 'Sans faction',
};
