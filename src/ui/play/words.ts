/**
 * Words for the things a decision's answer lists by id (a Hippodrome card "E07"), so a player who
 * has not read the rules sees what each one does, in the page's language (src/messages, `play.items`).
 * A ruleset without ids in its answers needs none.
 */
import { SPEED_CHANGES } from '../../engine/rulesets/aurigae/tables.ts';
import {
  EVENT_CARDS,
  type RumorEffect,
  type Stat,
  TEAM_CARDS,
} from '../../engine/rulesets/hippodrome/tables.ts';
import { playText } from '../../messages/play.ts';

function rumorWords(e: RumorEffect): string {
  const m = playText().items;
  switch (e.kind) {
    case 'stat':
      return m.rumor.stat(m.statMod(e.value, m.stats[e.stat]));
    case 'cut-rolls':
      return m.rumor.cutRolls(e.value);
    case 'stall-4':
      return m.rumor.stall4;
    case 'restart':
      return m.rumor.restart;
  }
}

function hippodromeItem(id: string): string | null {
  const m = playText().items;
  const team = TEAM_CARDS.get(id);
  if (team) {
    const mods = Object.entries(team.mods)
      .map(([stat, v]) => m.statMod(v as number, m.stats[stat as Stat]))
      .join(', ');
    const does = team.rumor ? rumorWords(team.rumor.effect) : mods;
    return m.teamCard(m.cardName(team), m.kinds[team.kind], does);
  }
  const event = EVENT_CARDS.get(id);
  if (event) return m.eventCard(m.cardName(event), m.statMod(event.bonus, m.stats[event.stat]));
  return null;
}

/** Aurigae's speed changes, with what they cost the turn's check. */
function aurigaeItem(id: string): string | null {
  const m = playText().items;
  const row = SPEED_CHANGES.find((r) => r.change === id);
  if (!row) return null;
  const label = m.speedChanges[row.change];
  return row.penalty === 0 ? label : m.checkPenalty(label, row.penalty);
}

const ITEMS: Record<string, (id: string) => string | null> = {
  hippodrome: hippodromeItem,
  aurigae: aurigaeItem,
};

/**
 * "Scorpus (driver: +1 Cool)" for "D05" in a Hippodrome race, "+2d6 (-10% on the check after the
 * move)" for an Aurigae speed change; the value itself where none is known.
 */
export function itemWords(ruleset: string, item: unknown): string {
  const text = String(item);
  return ITEMS[ruleset]?.(text) ?? text;
}
