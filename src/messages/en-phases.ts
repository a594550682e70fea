/**
 * The parts of a turn in words (an event's `phase`, in each ruleset's terms), for the explain card's
 * line that says where a step is. Loaded with the explain card (./explain-words.ts), like the
 * modifiers' words. French: ./fr-phases.ts.
 */
export const EN_PHASES: Readonly<Record<string, string>> = {
  setup: 'setup',
  // Crudis
  'turn-start': 'start of the turn',
  move: 'move',
  'end-of-move': 'end of the move',
  // Aurigae
  check: 'check',
  // Hippodrome
  'team-selection': 'choosing the teams',
  stalls: 'drawing the stalls',
  start: 'start',
  events: 'Event cards',
  'straight-1': 'first straight',
  'bend-1': 'first bend',
  'straight-2': 'second straight',
  'bend-2': 'second bend',
  finish: 'finish',
  // Circus Maximus
  weather: 'weather',
  write: 'speeds written',
  order: 'order of moves',
  attack: 'attack',
  incident: 'incident',
  'after-moves': 'after the moves',
};
