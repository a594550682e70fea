/**
 * A roll's modifiers in words, from their kind and figures (the log's `modifiers[].kind`,
 * src/engine/log/modifiers.ts): the explain card's lines under the dice. Figures come in as words
 * the catalogue already has (a chariot's weight, a Hippodrome stat, a card's name, a driver's name)
 * or as numbers. French: ./fr-modifiers.ts. These are not part of the page's first catalogue
 * (./en.ts): the explain card loads them with itself (./explain-words.ts), as they show nowhere else.
 */
export const EN_MODIFIERS = {
  // Crudis
  'chariot-damage': 'chariot damage',
  'horse-injuries': 'horse injuries',
  // Circus Maximus
  cdm: (name: string): string => `${name}'s driver modifier (CDM)`,
  rain: (weight: string): string => `rain, ${weight} chariot`,
  mud: 'mud',
  'unbalanced-blades': 'scythe blades on one wheel only, or mixed',
  weight: (weight: string): string => `${weight} chariot`,
  'scythe-blades': { scythe: 'scythe blades', long: 'long scythe blades' },
  carcass: 'a horse carcass',
  'small-knife': 'small knife, not meant for throwing',
  // Aurigae
  turn: (degrees: number): string => `a turn of ${degrees}°`,
  'speed-change': 'a change of speed',
  'speed-band': {
    halt: 'halt',
    walk: 'walk',
    trot: 'trot',
    canter: 'canter',
    gallop: 'gallop',
    charge: 'charge',
  },
  collision: {
    spina: 'struck the spina',
    wall: 'struck the wall',
    chariot: 'ran into a chariot',
    wreck: 'ran into a wreck',
  },
  struck: 'struck by a chariot',
  // Hippodrome
  stat: (stat: string): string => stat,
  fatigue: 'fatigue',
  'event-card': (name: string): string => `Event card ${name}`,
  rumor: (name: string): string => `Rumor ${name}`,
  stall: (stall: number): string => `stall ${stall}`,
};

/** The shape every language's modifier words take. */
export type ModifierWords = typeof EN_MODIFIERS;
