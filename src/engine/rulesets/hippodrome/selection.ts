/** Steps I and II (log turn 0): team selection, Rumors, and the stalls drawn from the bowl. */

import { purpose } from '../../dice/purposes.ts';
import type { Decided } from '../../kernel/requests.ts';
import { cond, decided, emit, type Hip, layout, team } from './context.ts';
import { shuffle } from './deck.ts';
import { teamCardList } from './state.ts';
import { EVENT_DECK, RULES, STAT_NAMES, type Stat, TEAM_CARDS, TEAM_DECK } from './tables.ts';

/** Turn 0: the decks, each team's 7 Team cards and what it keeps, the Rumors, the stalls. */
export function setUp(h: Hip): void {
  selectTeams(h);
  playRumors(h);
  drawStalls(h);
}

function selectTeams(h: Hip): void {
  const s = h.state;
  const fixed = h.extras;
  const deck = fixed?.teamDeck
    ? [...fixed.teamDeck]
    : shuffle(
        h.dice,
        TEAM_DECK.map((c) => c.id),
        purpose('hippodrome-shuffle', { deck: 'team' }),
      );
  s.eventDeck = fixed?.eventDeck
    ? [...fixed.eventDeck]
    : shuffle(
        h.dice,
        EVENT_DECK.map((c) => c.id),
        purpose('hippodrome-shuffle', { deck: 'event' }),
      );
  for (const t of s.teams) {
    const dealt = deck.splice(0, RULES.deal.value);
    const pick = h.decide('keep', t.id, { dealt });
    t.kept = pick.value;
    for (const id of t.kept) {
      for (const [stat, v] of Object.entries(TEAM_CARDS.get(id)!.mods) as Array<[Stat, number]>)
        t.stats[stat] += v;
    }
    emit(
      h,
      {
        phase: 'team-selection',
        type: 'select',
        chariots: [t.id],
        rule: 'hippodrome.team-selection',
        decision: decided(
          'keep',
          pick,
          dealt.map((id) => TEAM_CARDS.get(id)!.english),
        ),
        effect: {
          summary: `is dealt 7 Team cards and keeps ${teamCardList(t)}; empty slots are generic`,
          condition: cond(t),
        },
      },
      0,
    );
  }
  s.teamDeck = deck;
}

/** Kept Rumors are played Red, White, Blue, Green, each at the team it names (A9, house). */
function playRumors(h: Hip): void {
  const teams = h.state.teams;
  const order = ['red', 'white', 'blue', 'green'];
  const byFaction = [...teams].sort((a, b) => order.indexOf(a.faction) - order.indexOf(b.faction));
  for (const t of byFaction) {
    const card = t.kept.find((id) => TEAM_CARDS.get(id)!.kind === 'rumor');
    if (!card) continue;
    const rumor = TEAM_CARDS.get(card)!;
    const aim = rumor.rumor!.target;
    // A Rumor that names nobody is simply played; the others name a team, the owner's choice.
    const pick =
      aim === 'none'
        ? { value: null, note: { choice: 'plays it', reason: 'it names no team' } }
        : h.decide('rumor-target', t.id, {
            card,
            targets: teams.filter((o) => aim === 'any' || o.id !== t.id).map((o) => o.id),
          });
    const target = pick.value === null ? null : team(h, pick.value);
    const effect = rumor.rumor!.effect;
    let summary: string;
    if (target) target.rumorsOn.push({ card, by: t.id });
    switch (effect.kind) {
      case 'stat':
        target!.stats[effect.stat] += effect.value;
        summary = `plays ${rumor.english} (${rumor.name}) on ${target!.id}: ${STAT_NAMES[effect.stat]} ${effect.value}`;
        break;
      case 'cut-rolls':
        target!.cutRolls += effect.value;
        summary = `plays ${rumor.english} (${rumor.name}) on ${target!.id}: +${effect.value} on its Cut rolls`;
        break;
      case 'stall-4':
        summary = `plays ${rumor.english} (${rumor.name}) on ${target!.id}: it will start from stall 4`;
        break;
      case 'restart':
        summary = `plays ${rumor.english} (${rumor.name}): the race restarts once if Green crashes at the start`;
        break;
    }
    emit(
      h,
      {
        phase: 'team-selection',
        type: 'rumor',
        chariots: target && target.id !== t.id ? [t.id, target.id] : [t.id],
        rule: 'hippodrome.rumor-play',
        card,
        target: target?.id ?? null,
        ...(pick.value === null ? {} : { decision: decided('rumor-target', pick as Decided<string>) }),
        effect: { summary, condition: cond(...(target ? [t, target] : [t])) },
      },
      0,
    );
  }
}

function drawStalls(h: Hip): void {
  const teams = h.state.teams;
  const fixed = h.extras?.stalls;
  if (fixed) {
    for (const t of teams) t.stall = fixed[t.seat]!;
  } else {
    const papers = shuffle(
      h.dice,
      ['1', '2', '3', '4'].slice(0, teams.length),
      purpose('hippodrome-shuffle', { deck: 'papers' }),
    );
    for (const t of teams) t.stall = Number(papers[t.seat]);
  }
  emit(
    h,
    {
      phase: 'stalls',
      type: 'stalls',
      chariots: teams.map((t) => t.id),
      rule: 'hippodrome.stalls',
      stalls: Object.fromEntries(teams.map((t) => [t.id, t.stall])),
      effect: {
        summary: `stalls drawn from the bowl: ${teams.map((t) => `${t.id} ${t.stall}`).join(', ')}`,
      },
    },
    0,
  );
  for (const t of teams) {
    const swindle = t.rumorsOn.find((r) => TEAM_CARDS.get(r.card)!.rumor!.effect.kind === 'stall-4');
    if (!swindle || t.stall === 4) continue;
    const other = teams.find((o) => o.stall === 4);
    if (!other) continue;
    other.stall = t.stall;
    t.stall = 4;
    emit(
      h,
      {
        phase: 'stalls',
        type: 'stalls',
        chariots: [t.id, other.id],
        rule: 'hippodrome.stall-swap',
        stalls: { [t.id]: t.stall, [other.id]: other.stall },
        effect: {
          summary: `Escroqué: ${t.id} must start from stall 4 and swaps with ${other.id}, who takes stall ${other.stall}`,
        },
      },
      0,
    );
  }
  const l = layout(h);
  for (const t of teams) l.placeAtStall(t.id, t.stall);
}
