/**
 * A roll's modifiers in French (./en-modifiers.ts says what each is). The Hippodrome's words are its
 * own French text's: the starting "barrière", the "cartes Évènement" and "Rumeurs" under their
 * printed names, the "fatigue".
 */
import { deFr } from '../engine/log/sentences/shared.ts';
import type { ModifierWords } from './en-modifiers.ts';

export const FR_MODIFIERS: ModifierWords = {
  'chariot-damage': 'dégâts du char',
  'horse-injuries': 'blessures des chevaux',
  cdm: (name: string): string => `modificateur du conducteur (CDM) ${deFr(name)}`,
  rain: (weight: string): string => `pluie, char ${weight}`,
  mud: 'boue',
  'unbalanced-blades': 'faux sur une seule roue, ou dépareillées',
  weight: (weight: string): string => `char ${weight}`,
  'scythe-blades': { scythe: 'faux', long: 'longues faux' },
  carcass: 'un cadavre de cheval',
  'small-knife': 'petit couteau, pas fait pour être lancé',
  turn: (degrees: number): string => `un virage de ${degrees}°`,
  'speed-change': 'un changement d’allure',
  'speed-band': {
    halt: 'arrêt',
    walk: 'pas',
    trot: 'trot',
    canter: 'petit galop',
    gallop: 'galop',
    charge: 'grand galop',
  },
  collision: {
    spina: 'a heurté la spina',
    wall: 'a heurté le mur',
    chariot: 'a percuté un char',
    wreck: 'a percuté une épave',
  },
  struck: 'heurté par un char',
  stat: (stat: string): string => stat,
  fatigue: 'fatigue',
  'event-card': (name: string): string => `carte Évènement « ${name} »`,
  rumor: (name: string): string => `Rumeur « ${name} »`,
  stall: (stall: number): string => `barrière ${stall}`,
};
