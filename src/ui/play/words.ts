/**
 * Words for the things a decision's answer lists by id (a Hippodrome card "E07"), so a player who
 * has not read the rules sees what each one does. A ruleset without ids in its answers needs none.
 */
import { SPEED_CHANGES } from '../../engine/rulesets/aurigae/tables.ts';
import {
  EVENT_CARDS,
  type RumorEffect,
  STAT_NAMES,
  type Stat,
  TEAM_CARDS,
} from '../../engine/rulesets/hippodrome/tables.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function rumorWords(e: RumorEffect): string {
  switch (e.kind) {
    case 'stat':
      return `${signed(e.value)} ${STAT_NAMES[e.stat]} to the team it names`;
    case 'cut-rolls':
      return `${signed(e.value)} Cut rolls to the team it names`;
    case 'stall-4':
      return 'the team it names starts from stall 4';
    case 'restart':
      return 'the start is run again';
  }
}

function hippodromeItem(id: string): string | null {
  const team = TEAM_CARDS.get(id);
  if (team) {
    const mods = Object.entries(team.mods)
      .map(([stat, v]) => `${signed(v as number)} ${STAT_NAMES[stat as Stat]}`)
      .join(', ');
    const does = team.rumor ? rumorWords(team.rumor.effect) : mods;
    return `${team.english} (${team.kind}${does ? `: ${does}` : ''})`;
  }
  const event = EVENT_CARDS.get(id);
  if (event) return `${event.english} (+${event.bonus} ${STAT_NAMES[event.stat]})`;
  return null;
}

/** Aurigae's speed changes, with what they cost the turn's check. */
function aurigaeItem(id: string): string | null {
  const row = SPEED_CHANGES.find((r) => r.change === id);
  if (!row) return null;
  return row.penalty === 0 ? row.label : `${row.label} (${row.penalty}% on the check after the move)`;
}

const ITEMS: Record<string, (id: string) => string | null> = {
  hippodrome: hippodromeItem,
  aurigae: aurigaeItem,
};

/**
 * "Scorpus (driver: +1 Cool)" for "D05" in a Hippodrome race, "+2d6 (-10% on the check after the move)" for
 * an Aurigae speed change; the value itself where none is known.
 */
export function itemWords(ruleset: string, item: unknown): string {
  const text = String(item);
  return ITEMS[ruleset]?.(text) ?? text;
}
