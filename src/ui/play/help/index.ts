/**
 * The decisions whose panel is the ruleset's own (its figures, its odds, its drawing) rather than
 * the controls every decision gets from its legal answers (DecisionControls).
 */
import type { ComponentType } from 'react';
import type { ControlsProps } from '../DecisionControls.tsx';
import { AurigaePlot } from './AurigaePlot.tsx';
import { CmAttack } from './CmAttack.tsx';
import { CmSpeed } from './CmSpeed.tsx';
import { CrudisMove, CrudisWhipAttack, CrudisWhipSpeed } from './CrudisMove.tsx';
import { HippodromeAttempt, HippodromeCards, HippodromeRumor, HippodromeStart } from './Hippodrome.tsx';

const OWN: Record<string, Record<string, ComponentType<ControlsProps>>> = {
  'circus-maximus': { speed: CmSpeed, attack: CmAttack },
  crudis: { move: CrudisMove, whipSpeed: CrudisWhipSpeed, whipAttack: CrudisWhipAttack },
  aurigae: { plot: AurigaePlot },
  hippodrome: {
    attempt: HippodromeAttempt,
    start: HippodromeStart,
    'event-cards': HippodromeCards,
    'rumor-target': HippodromeRumor,
  },
};

/** The ruleset's own controls for a kind of decision, or null for the generic ones. */
export const ownControls = (ruleset: string, kind: string): ComponentType<ControlsProps> | null =>
  OWN[ruleset]?.[kind] ?? null;
