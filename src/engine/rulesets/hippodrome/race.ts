import type { DiceSource } from '../../dice/dice.ts';
import type { Condition, PlacePoint, RaceEvent, RaceResult, Roll, TurnCheckpoint } from '../../log/schema.ts';
import { type EventDraft, LogWriter } from '../../race/log-writer.ts';
import type { RaceSetup } from '../../race/setup.ts';
import {
  type CardContext,
  type CardSituation,
  type Choice,
  chooseAttempt,
  chooseCards,
  chooseDiscard,
  chooseKeep,
  chooseRumorTarget,
  chooseStart,
  type Drivers,
  type PassKind,
} from './ai.ts';
import { rollOff, shuffle, shuffleRolled } from './deck.ts';
import { Layout, phaseSpan, START_SPAN, type Step } from './layout.ts';
import { saveRoll, teamRoll } from './rolls.ts';
import { conditionOf, type HippodromeState, type Team, teamCardList } from './state.ts';
import {
  EVENT_CARDS,
  EVENT_DECK,
  type Faction,
  fatigueFor,
  RULES,
  STALL_BONUS,
  type Stat,
  STAT_NAMES,
  STATS,
  TEAM_CARDS,
  TEAM_DECK,
} from './tables.ts';

export interface HippodromeOptions {
  laps: number;
  /** Event cards one roll may take; 0 = no limit. */
  maxEventsPerRoll: number;
}

export interface Hooks {
  drivers?: Drivers;
  /** Decks in draw order, instead of shuffled ones (scenario tests). */
  teamDeck?: readonly string[];
  eventDeck?: readonly string[];
  /** Stalls by seat, instead of drawn ones. */
  stalls?: readonly number[];
}

export interface WreckRecord {
  chariot: string;
  seq: number;
  turn: number;
  at: PlacePoint;
}

const PHASES = ['straight-1', 'bend-1', 'straight-2', 'bend-2'] as const;

/**
 * One race of Hippodrome, resolved step by step: team selection and Rumors (log turn 0), the
 * start (turn 1), then one log turn per passing phase (the Event phase opens each lap's first).
 */
export class HippodromeRace {
  readonly state: HippodromeState;
  readonly layout = new Layout();
  readonly wrecks: WreckRecord[] = [];
  winner: string | null = null;
  finishers: string[] = [];
  private readonly writer = new LogWriter();
  private readonly drivers: Drivers;
  private over = false;

  constructor(
    setup: RaceSetup,
    factions: readonly Faction[],
    private readonly dice: DiceSource,
    readonly opts: HippodromeOptions,
    private readonly hooks: Hooks = {},
  ) {
    this.drivers = hooks.drivers ?? {};
    this.state = {
      turn: 0,
      lap: 0,
      teams: setup.chariots.map((c, seat) => ({
        id: c.id,
        seat,
        faction: factions[seat]!,
        personality: c.personality,
        kept: [],
        rumorsOn: [],
        stats: { cut: 0, turn: 0, speed: 0, block: 0, cool: 0, endurance: 0 },
        cutRolls: 0,
        hand: [],
        played: [],
        stall: seat + 1,
        place: null,
        status: 'racing',
        driver: 'aboard',
        horses: [1, 2, 3, 4],
        start: null,
      })),
      order: [],
      teamDeck: [],
      eventDeck: [],
      discard: [],
      favouriteSpent: false,
      rng: dice.state(),
    };
  }

  get events(): readonly RaceEvent[] {
    return this.writer.events;
  }
  get checkpoints(): readonly TurnCheckpoint[] {
    return this.writer.checkpoints;
  }

  team(id: string): Team {
    return this.state.teams.find((t) => t.id === id)!;
  }

  private emit(draft: EventDraft, f: number): RaceEvent {
    return this.writer.emit(draft, f);
  }

  private cond(...teams: Team[]): Record<string, Condition> {
    return Object.fromEntries(teams.map((t) => [t.id, conditionOf(t)]));
  }

  private checkpoint(): void {
    this.state.rng = this.dice.state();
    this.writer.checkpoint(this.state);
  }

  /** Resolves the whole race. */
  run(): void {
    this.selectTeams();
    this.drawStalls();
    this.startGate();
    for (let lap = 1; lap <= this.opts.laps && !this.over; lap++) this.playLap(lap);
  }

  // ---------------------------------------------------------------------------------------------
  // Step I: team selection and Rumors

  selectTeams(): void {
    this.writer.turn = 0;
    const deck = this.hooks.teamDeck
      ? [...this.hooks.teamDeck]
      : shuffle(
          this.dice,
          TEAM_DECK.map((c) => c.id),
          'shuffle the Team deck',
        );
    this.state.eventDeck = this.hooks.eventDeck
      ? [...this.hooks.eventDeck]
      : shuffle(
          this.dice,
          EVENT_DECK.map((c) => c.id),
          'shuffle the Event deck',
        );
    for (const t of this.state.teams) {
      const dealt = deck.splice(0, RULES.deal.value);
      const forced = this.drivers.keep?.(t, dealt);
      const pick: Choice<string[]> = forced
        ? { value: forced, choice: `keeps ${forced.join(', ') || 'nothing'}`, reason: 'forced' }
        : chooseKeep(t, dealt);
      t.kept = pick.value.filter((id) => dealt.includes(id));
      for (const id of t.kept) {
        for (const [stat, v] of Object.entries(TEAM_CARDS.get(id)!.mods) as Array<[Stat, number]>)
          t.stats[stat] += v;
      }
      this.emit(
        {
          phase: 'team-selection',
          type: 'select',
          chariots: [t.id],
          rule: 'hippodrome.team-selection',
          decision: {
            choice: pick.choice,
            reason: pick.reason,
            options: dealt.map((id) => TEAM_CARDS.get(id)!.english),
          },
          effect: {
            summary: `is dealt 7 Team cards and keeps ${teamCardList(t)}; empty slots are generic`,
            condition: this.cond(t),
          },
        },
        0,
      );
    }
    this.state.teamDeck = deck;
    this.playRumors();
  }

  /** Kept Rumors are played Red, White, Blue, Green, each at the team it names (A9, house). */
  private playRumors(): void {
    const byFaction = [...this.state.teams].sort(
      (a, b) =>
        ['red', 'white', 'blue', 'green'].indexOf(a.faction) -
        ['red', 'white', 'blue', 'green'].indexOf(b.faction),
    );
    for (const t of byFaction) {
      const card = t.kept.find((id) => TEAM_CARDS.get(id)!.kind === 'rumor');
      if (!card) continue;
      const rumor = TEAM_CARDS.get(card)!;
      const forced = this.drivers.rumorTarget?.(t, card, this.state.teams);
      const pick = forced
        ? { value: forced, choice: `names ${forced}`, reason: 'forced' }
        : chooseRumorTarget(t, card, this.state.teams);
      const target = pick.value ? this.team(pick.value) : null;
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
      this.emit(
        {
          phase: 'team-selection',
          type: 'rumor',
          chariots: target && target.id !== t.id ? [t.id, target.id] : [t.id],
          rule: 'hippodrome.rumor-play',
          decision: { choice: pick.choice, reason: pick.reason },
          effect: { summary, condition: this.cond(...(target ? [t, target] : [t])) },
        },
        0,
      );
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Step II: stalls

  drawStalls(): void {
    const teams = this.state.teams;
    if (this.hooks.stalls) {
      for (const t of teams) t.stall = this.hooks.stalls[t.seat]!;
    } else {
      const papers = shuffle(this.dice, ['1', '2', '3', '4'].slice(0, teams.length), 'stall papers');
      for (const t of teams) t.stall = Number(papers[t.seat]);
    }
    this.emit(
      {
        phase: 'stalls',
        type: 'stalls',
        chariots: teams.map((t) => t.id),
        rule: 'hippodrome.stalls',
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
      this.emit(
        {
          phase: 'stalls',
          type: 'stalls',
          chariots: [t.id, other.id],
          rule: 'hippodrome.stall-swap',
          effect: {
            summary: `Escroqué: ${t.id} must start from stall 4 and swaps with ${other.id}, who takes stall ${other.stall}`,
          },
        },
        0,
      );
    }
    for (const t of teams) this.layout.placeAtStall(t.id, t.stall);
    this.checkpoint();
  }

  // ---------------------------------------------------------------------------------------------
  // Step III: the start

  private startGate(): void {
    this.state.turn = 1;
    this.writer.turn = 1;
    const favourite = this.state.teams.some((t) => t.kept.includes('R04'));
    let voided = this.startAttempt(favourite && !this.state.favouriteSpent);
    if (voided) {
      this.state.favouriteSpent = true;
      this.wrecks.splice(0);
      for (const t of this.state.teams) {
        t.status = 'racing';
        t.driver = 'aboard';
        t.horses = [1, 2, 3, 4];
        t.start = null;
      }
      this.emit(
        {
          phase: 'start',
          type: 'restart',
          chariots: this.state.teams.map((t) => t.id),
          rule: 'hippodrome.favourite-restart',
          effect: {
            summary: "Green, the Emperor's Favourite, crashed at the start: the start is run again",
            condition: this.cond(...this.state.teams),
          },
        },
        1,
      );
      // The start run again is a log turn of its own, so the voided one's events keep their time.
      this.checkpoint();
      this.state.turn += 1;
      this.writer.turn = this.state.turn;
      voided = this.startAttempt(false);
    }
    this.checkOver(1);
    this.checkpoint();
  }

  /**
   * One start: choices, effort rolls, collisions of equal efforts, places. Returns true when it is
   * voided (Green crashed with Favori de l'empereur in play): its events are logged where the
   * teams stand, and nobody moves.
   */
  private startAttempt(canVoid: boolean): boolean {
    const teams = this.state.teams;
    for (const t of teams) {
      const forced = this.drivers.start?.(t);
      const pick = forced ? { value: forced, choice: forced, reason: 'forced' } : chooseStart(t);
      t.start = pick.value;
      this.emit(
        {
          phase: 'start',
          type: 'start-choice',
          chariots: [t.id],
          rule: 'hippodrome.start-choice',
          decision: { choice: pick.choice, reason: pick.reason, options: ['bolt', 'cautious'] },
          effect: {
            summary: pick.value === 'bolt' ? 'makes a violent effort toward the rail' : 'starts carefully',
          },
        },
        0,
      );
    }
    const bolters = teams.filter((t) => t.start === 'bolt').sort((a, b) => a.stall - b.stall);
    const effort = new Map<string, number>();
    for (const t of bolters) {
      const r = teamRoll(this.dice, t, 'speed', 'effort roll', 0, []);
      const bonus = STALL_BONUS[t.stall - 1]!.value;
      if (bonus !== 0) {
        r.roll.modifiers.push({ source: `stall ${t.stall}`, value: bonus });
        r.roll.total += bonus;
        r.total += bonus;
      }
      r.roll.outcome = `effort ${r.total}`;
      effort.set(t.id, r.total);
      this.emit(
        {
          phase: 'start',
          type: 'effort',
          chariots: [t.id],
          rule: 'hippodrome.effort',
          rolls: [r.roll],
          effect: { summary: `effort roll: ${r.total}` },
        },
        0.1,
      );
    }
    // The break: every team runs out of its stall; equal efforts meet side by side.
    const groups = new Map<number, Team[]>();
    for (const t of bolters) groups.set(effort.get(t.id)!, [...(groups.get(effort.get(t.id)!) ?? []), t]);
    const tied = [...groups.values()].filter((g) => g.length > 1);
    const breakAt = (t: Team): { s: number; abreast: number } => {
      const group = tied.find((g) => g.includes(t));
      if (group)
        return {
          s: 10 + 1.5 * Math.min(15, Math.max(0, effort.get(t.id)!)),
          abreast: group[0]!.stall - 1 + group.indexOf(t),
        };
      if (t.start === 'bolt')
        return { s: 10 + 1.5 * Math.min(15, Math.max(0, effort.get(t.id)!)), abreast: t.stall - 1 };
      return { s: 6, abreast: 2 * (t.stall - 1) };
    };
    const BREAK_F = 0.4;
    this.layout.beginPhase(START_SPAN);
    // Where the start may yet be voided, the teams collide as the gates open, before anyone runs.
    const collideF = canVoid ? 0 : BREAK_F;
    if (!canVoid) {
      // Nobody moves yet when the start could be voided: only a start that stands is shown running.
      const lead = Math.max(...teams.map((t) => breakAt(t).s));
      for (const t of teams) {
        const b = breakAt(t);
        this.emitMove(
          this.layout.moveTo(t.id, t.stall, b.s, b.abreast, lead, BREAK_F),
          'hippodrome.start',
          'start',
          'runs out of its stall',
        );
      }
    }
    const crashed: Team[] = [];
    for (const g of tied) {
      this.emit(
        {
          phase: 'start',
          type: 'collision',
          chariots: g.map((t) => t.id),
          rule: 'hippodrome.start-collision',
          at: Object.fromEntries(g.map((t) => [t.id, this.layout.point(t.id)])),
          effect: {
            summary: `equal efforts (${effort.get(g[0]!.id)}): ${g.map((t) => t.id).join(' and ')} collide`,
          },
        },
        collideF,
      );
      for (const [i, t] of g.entries()) {
        const opponent = g[(i + 1) % g.length]!.id;
        if (!this.save(t, 'cool', 'start collision: Cool save', opponent, 'save', collideF, 0))
          crashed.push(t);
      }
    }
    for (const t of crashed) this.crash(t, collideF, 'crashes in the collision at the start', 0);
    const voided = canVoid && crashed.some((t) => t.faction === 'green');
    if (voided) return true;
    // Places: bolters by effort (ties that survive roll off), then the cautious (roll-off).
    const rolls: Roll[] = [];
    const order: string[] = [];
    const survivors = bolters.filter((t) => t.status === 'racing');
    const totals = [...new Set(survivors.map((t) => effort.get(t.id)!))].sort((a, b) => b - a);
    for (const total of totals) {
      const ids = survivors.filter((t) => effort.get(t.id) === total).map((t) => t.id);
      const off = rollOff(this.dice, ids, 'tie roll-off');
      for (const r of off.rolls) rolls.push(this.plainRoll(`tie roll-off: ${r.id}`, r.face));
      order.push(...off.order);
    }
    const cautious = teams.filter((t) => t.start === 'cautious');
    const off = rollOff(
      this.dice,
      cautious.map((t) => t.id),
      'cautious roll-off',
    );
    for (const r of off.rolls) rolls.push(this.plainRoll(`cautious roll-off: ${r.id}`, r.face));
    order.push(...off.order);
    this.state.order = order;
    this.renumber();
    // Gaps behind each team come from the effort margins; cautious starters trail.
    for (const [i, id] of order.entries()) {
      const ahead = order[i - 1];
      const a = ahead ? effort.get(ahead) : undefined;
      const mine = effort.get(id);
      this.layout.setMargin(id, a !== undefined && mine !== undefined ? a - mine : 2);
    }
    this.emit(
      {
        phase: 'start',
        type: 'start-order',
        chariots: [...order],
        rule: 'hippodrome.start-order',
        ...(rolls.length > 0 ? { rolls } : {}),
        effect: {
          summary: `places after the start: ${order.map((id, i) => `${i + 1}. ${id}`).join(', ') || 'none'}`,
          condition: this.cond(...order.map((id) => this.team(id))),
        },
      },
      0.5,
    );
    for (const s of this.layout.step(order, 1))
      this.emitMove(s, 'hippodrome.start', 'start', 'takes its place toward the rail');
    return false;
  }

  private plainRoll(purpose: string, face: number): Roll {
    return { purpose, dice: '1d6', faces: [face], modifiers: [], total: face, outcome: `${face}` };
  }

  private renumber(): void {
    for (const [i, id] of this.state.order.entries()) this.team(id).place = i + 1;
  }

  private emitMove(step: Step, rule: string, phase: string, what: string): void {
    const t = this.team(step.id);
    const end = step.path[step.path.length - 1]!;
    this.emit(
      {
        phase,
        type: 'move',
        chariots: [step.id],
        rule,
        path: step.path,
        effect: {
          summary:
            t.place === null
              ? what
              : `${what}: ${ordinal(t.place)}${t.place > 1 ? `, ${Math.round('gap' in end ? (end.gap ?? 0) : 0)} m behind the leader` : ''}`,
        },
      },
      end.f,
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Laps

  private fatigue(t: Team): number {
    return this.state.lap === 0 ? 0 : fatigueFor(this.state.lap, t.stats.endurance);
  }

  private playLap(lap: number): void {
    this.state.lap = lap;
    // The team last at the end of the previous step goes first in every phase of this lap (A18).
    const first = this.state.order[this.state.order.length - 1]!;
    for (const [i, phase] of PHASES.entries()) {
      if (this.over) return;
      this.state.turn += 1;
      this.writer.turn = this.state.turn;
      this.layout.beginPhase(phaseSpan(lap, i as 0 | 1 | 2 | 3));
      if (i === 0) this.eventPhase(first);
      this.passingPhase(phase, i % 2 === 0 ? 'straight' : 'bend', first);
      if (!this.over && i === 3) {
        const leader = this.state.order[0]!;
        this.emit(
          {
            phase,
            type: 'lap',
            chariots: [leader],
            rule: 'hippodrome.laps',
            effect: { summary: `${leader} leads at the end of lap ${lap} of ${this.opts.laps}` },
          },
          1,
        );
        if (lap === this.opts.laps) this.finishRace();
      }
      this.checkpoint();
    }
  }

  /** Seats from `first`, to the left (+1) or right (−1), teams still racing only. */
  private seatsFrom(first: string, dir: 1 | -1): Team[] {
    const n = this.state.teams.length;
    const start = this.team(first).seat;
    const out: Team[] = [];
    for (let k = 0; k < n; k++) {
      const t = this.state.teams.find((x) => x.seat === (((start + dir * k) % n) + n) % n)!;
      if (t.status === 'racing') out.push(t);
    }
    return out;
  }

  private eventPhase(first: string): void {
    for (const t of this.seatsFrom(first, 1)) {
      const drawn: string[] = [];
      for (let k = 0; k < RULES.draw.value; k++) {
        if (this.state.eventDeck.length === 0 && this.state.discard.length > 0) this.reshuffle(t);
        const card = this.state.eventDeck.shift();
        if (card) drawn.push(card);
      }
      t.hand.push(...drawn);
      this.emit(
        {
          phase: 'events',
          type: 'draw',
          chariots: [t.id],
          rule: 'hippodrome.events-draw',
          effect: {
            summary: `draws ${drawn.map((c) => EVENT_CARDS.get(c)!.english).join(' and ') || 'nothing'}`,
            condition: this.cond(t),
          },
        },
        0,
      );
      const over = t.hand.length - RULES.handLimit.value;
      if (over > 0) {
        const forced = this.drivers.discard?.(t, over);
        const pick = forced
          ? { value: forced, choice: `discards ${forced.join(', ')}`, reason: 'forced' }
          : chooseDiscard(t, over);
        t.hand = t.hand.filter((c) => !pick.value.includes(c));
        this.state.discard.push(...pick.value);
        this.emit(
          {
            phase: 'events',
            type: 'discard',
            chariots: [t.id],
            rule: 'hippodrome.hand-limit',
            decision: { choice: pick.choice, reason: pick.reason },
            effect: { summary: `${pick.choice}: a hand holds at most 5`, condition: this.cond(t) },
          },
          0,
        );
      }
    }
  }

  /** The Event deck ran out: its discards, shuffled, are the new deck (seed 3.5, A22). */
  private reshuffle(t: Team): void {
    const n = this.state.discard.length;
    const { cards, rolls } = shuffleRolled(this.dice, this.state.discard, 'reshuffle the Event discards');
    this.state.eventDeck = cards;
    this.state.discard = [];
    this.emit(
      {
        phase: 'events',
        type: 'reshuffle',
        chariots: [t.id],
        rule: 'hippodrome.events-draw',
        ...(rolls.length > 0 ? { rolls } : {}),
        effect: {
          summary: `the Event deck is empty as ${t.id} draws: ${n === 1 ? 'the one discarded card is' : `the ${n} discarded cards are shuffled into`} a new deck`,
        },
      },
      0,
    );
  }

  private passingPhase(phase: string, kind: PassKind, firstOfLap: string): void {
    const first =
      this.team(firstOfLap).status === 'racing' ? firstOfLap : this.state.order[this.state.order.length - 1]!;
    const goes = this.seatsFrom(first, kind === 'straight' ? 1 : -1);
    const n = goes.length;
    const rule = kind === 'straight' ? 'hippodrome.straight-phase' : 'hippodrome.bend-phase';
    for (const [k, t] of goes.entries()) {
      if (this.over) return;
      const f = (k + 1) / (n + 1);
      // Goes without a meeting need no keyframe of their own: the teams run on to the next one.
      if (t.status !== 'racing') continue;
      const place = this.state.order.indexOf(t.id);
      if (place === 0) {
        this.emit(
          {
            phase,
            type: 'hold',
            chariots: [t.id],
            rule: 'hippodrome.one-go',
            effect: { summary: 'leads: nobody ahead to pass' },
          },
          f,
        );
        continue;
      }
      const defender = this.team(this.state.order[place - 1]!);
      const edge = this.fatigue(t) - this.fatigue(defender);
      const forced = this.drivers.attempt?.(t, defender, kind);
      const pick =
        forced === undefined
          ? chooseAttempt(t, defender, kind, edge, this.state.lap >= this.opts.laps)
          : {
              value: forced,
              choice: forced ? `tries to pass ${defender.id}` : `holds behind ${defender.id}`,
              reason: 'forced',
            };
      if (!pick.value) {
        this.emit(
          {
            phase,
            type: 'hold',
            chariots: [t.id, defender.id],
            rule: 'hippodrome.one-go',
            decision: { choice: pick.choice, reason: pick.reason, options: ['pass', 'hold'] },
            effect: { summary: pick.choice },
          },
          f,
        );
        continue;
      }
      for (const s of this.layout.step(this.state.order, f, {
        tight: kind === 'bend',
        alongside: { passer: t.id, defender: defender.id },
      }))
        this.emitMove(s, rule, phase, s.id === t.id ? `pulls alongside ${defender.id}` : 'runs on');
      this.pass(t, defender, kind, phase, f, pick);
    }
    if (this.over) return;
    this.stepAll(1, true, rule, phase);
    // The order at the end of the phase, where each team stands: the viewer brings them all there
    // at the same instant, so the order on the track is the order of the places.
    const order = [...this.state.order];
    this.emit(
      {
        phase,
        type: 'order',
        chariots: order,
        rule: 'hippodrome.places',
        at: Object.fromEntries(order.map((id) => [id, this.layout.point(id)])),
        effect: {
          summary: `order after the ${phase.replace('-1', ' (1st)').replace('-2', ' (2nd)')} phase: ${order.map((id, i) => `${i + 1}. ${id}`).join(', ')}`,
        },
      },
      1,
    );
  }

  private stepAll(f: number, tight: boolean, rule: string, phase: string): void {
    for (const s of this.layout.step(this.state.order, f, { tight }))
      this.emitMove(s, rule, phase, 'runs on');
  }

  /** Cards a team plays on one of its rolls (declared before the dice), logged as its decision. */
  private playCards(
    t: Team,
    stat: Stat,
    situation: CardSituation,
    edge: number,
    phase: string,
    f: number,
  ): string[] {
    if (t.hand.length === 0) return [];
    const ctx: CardContext = {
      situation,
      stat,
      edge,
      lap: this.state.lap,
      laps: this.opts.laps,
      limit: this.opts.maxEventsPerRoll,
    };
    const forced = this.drivers.cards?.(t, ctx);
    const pick = forced
      ? { value: forced, choice: `plays ${forced.join(', ') || 'no card'}`, reason: 'forced' }
      : chooseCards(t, ctx);
    const cards = pick.value.filter((c) => t.hand.includes(c) && EVENT_CARDS.get(c)!.stat === stat);
    const capped = this.opts.maxEventsPerRoll > 0 ? cards.slice(0, this.opts.maxEventsPerRoll) : cards;
    if (capped.length === 0) return [];
    t.hand = t.hand.filter((c) => !capped.includes(c));
    t.played.push(...capped);
    this.state.discard.push(...capped);
    this.emit(
      {
        phase,
        type: 'play-cards',
        chariots: [t.id],
        rule: 'hippodrome.event-cards',
        decision: {
          choice: pick.choice,
          reason: pick.reason,
          options: t.hand.concat(capped).map((c) => EVENT_CARDS.get(c)!.english),
        },
        effect: {
          summary: `plays ${capped.map((c) => EVENT_CARDS.get(c)!.english).join(', ')} for +${2 * capped.length} ${STAT_NAMES[stat]}`,
          condition: this.cond(t),
        },
      },
      f,
    );
    return capped;
  }

  private pass(t: Team, d: Team, kind: PassKind, phase: string, f: number, pick: Choice<boolean>): void {
    const [aStat, dStat]: [Stat, Stat] = kind === 'straight' ? ['speed', 'block'] : ['cut', 'turn'];
    const aBase = t.stats[aStat] + (aStat === 'cut' ? t.cutRolls : 0) + this.fatigue(t);
    const dBase = d.stats[dStat] + this.fatigue(d);
    const aCards = this.playCards(t, aStat, 'pass', aBase - dBase, phase, f);
    const dCards = this.playCards(d, dStat, 'defend', dBase - aBase - 2 * aCards.length, phase, f);
    const a = teamRoll(this.dice, t, aStat, `${kind} pass: ${STAT_NAMES[aStat]}`, this.fatigue(t), aCards);
    const b = teamRoll(this.dice, d, dStat, `${kind} pass: ${STAT_NAMES[dStat]}`, this.fatigue(d), dCards);
    const at = { [t.id]: this.layout.point(t.id), [d.id]: this.layout.point(d.id) };
    let summary: string;
    if (a.total > b.total) {
      const i = this.state.order.indexOf(d.id);
      this.state.order[i] = t.id;
      this.state.order[i + 1] = d.id;
      this.renumber();
      this.layout.setMargin(d.id, a.total - b.total);
      a.roll.outcome = 'passes';
      b.roll.outcome = 'beaten';
      summary = `${t.id} passes ${d.id} (${a.total} to ${b.total}) and takes ${ordinal(t.place!)} place`;
    } else if (a.total < b.total) {
      this.layout.setMargin(t.id, b.total - a.total);
      a.roll.outcome = 'held off';
      b.roll.outcome = 'holds';
      summary = `${d.id} holds off ${t.id} (${b.total} to ${a.total})`;
    } else {
      this.layout.setMargin(t.id, 0);
      a.roll.outcome = 'tie';
      b.roll.outcome = 'tie';
      summary =
        kind === 'straight'
          ? `${a.total} all: the wheels of ${t.id} and ${d.id} lock`
          : `${a.total} all: ${t.id} and ${d.id} run into each other`;
    }
    this.emit(
      {
        phase,
        type: 'pass',
        chariots: [t.id, d.id],
        rule: kind === 'straight' ? 'hippodrome.straight-pass' : 'hippodrome.bend-pass',
        rolls: [a.roll, b.roll],
        at,
        decision: { choice: pick.choice, reason: pick.reason, options: ['pass', 'hold'] },
        effect: { summary, condition: this.cond(t, d) },
      },
      f,
    );
    if (a.total === b.total) this.entangle(t, d, kind, phase, f);
  }

  /** Tied pass: both roll Turn; the lower makes a Cool save, both on a second tie (seed). */
  private entangle(rear: Team, front: Team, kind: PassKind, phase: string, f: number): void {
    const rc = this.playCards(
      rear,
      'turn',
      'entangle',
      this.fatigue(rear) + rear.stats.turn - front.stats.turn - this.fatigue(front),
      phase,
      f,
    );
    const fc = this.playCards(
      front,
      'turn',
      'entangle',
      this.fatigue(front) + front.stats.turn - rear.stats.turn - this.fatigue(rear),
      phase,
      f,
    );
    const r = teamRoll(this.dice, rear, 'turn', 'entanglement roll: Turn', this.fatigue(rear), rc);
    const q = teamRoll(this.dice, front, 'turn', 'entanglement roll: Turn', this.fatigue(front), fc);
    const losers = r.total < q.total ? [rear] : q.total < r.total ? [front] : [rear, front];
    r.roll.outcome = losers.includes(rear) ? 'must save' : 'clear';
    q.roll.outcome = losers.includes(front) ? 'must save' : 'clear';
    this.emit(
      {
        phase,
        type: 'collision',
        chariots: [rear.id, front.id],
        rule: kind === 'straight' ? 'hippodrome.entanglement' : 'hippodrome.bend-collision',
        rolls: [r.roll, q.roll],
        at: { [rear.id]: this.layout.point(rear.id), [front.id]: this.layout.point(front.id) },
        effect: {
          summary: `${kind === 'straight' ? 'entangled wheels' : 'collision'}: ${losers.map((x) => x.id).join(' and ')} must make a Cool save`,
        },
      },
      f,
    );
    const crashed: Team[] = [];
    for (const l of losers) {
      const other = l === rear ? front : rear;
      if (!this.save(l, 'cool', 'Cool save', other.id, 'save', f, this.fatigue(l), phase)) crashed.push(l);
    }
    if (crashed.length > 0)
      this.crashInLap(
        crashed.sort((a, b) => a.place! - b.place!),
        f,
        phase,
      );
  }

  /** A save with cards; logs one event and returns whether it held. */
  private save(
    t: Team,
    stat: Stat,
    purpose: string,
    opponent: string,
    situation: CardSituation,
    f: number,
    fatigue: number,
    phase = 'start',
  ): boolean {
    const cards = this.playCards(t, stat, situation, 0, phase, f);
    const res = saveRoll(this.dice, t, stat, purpose, fatigue, cards, opponent);
    this.emit(
      {
        phase,
        type: 'save',
        chariots: [t.id],
        rule: 'hippodrome.save',
        rolls: res.rolls,
        effect: { summary: `${purpose}: ${res.ok ? 'holds' : 'fails'}` },
      },
      f,
    );
    return res.ok;
  }

  /** The chariot is destroyed; driver and each horse make a Cool save or are killed (seed). */
  private crash(t: Team, f: number, cause: string, fatigue: number, phase = 'start'): void {
    t.status = 'wrecked';
    const i = this.state.order.indexOf(t.id);
    if (i >= 0) this.state.order.splice(i, 1);
    t.place = null;
    this.renumber();
    const ev = this.emit(
      {
        phase,
        type: 'wreck',
        chariots: [t.id],
        rule: 'hippodrome.crash',
        at: { [t.id]: this.layout.point(t.id) },
        effect: {
          summary: `${cause}: the chariot is destroyed`,
          // Every team behind moves up a place (A15): their conditions change too.
          condition: this.cond(t, ...this.state.order.map((id) => this.team(id))),
        },
      },
      f,
    );
    this.wrecks.push({ chariot: t.id, seq: ev.seq, turn: ev.turn, at: this.layout.point(t.id) });
    // Another player throws the difficulty die: the next in seat order (A13).
    const seats = this.state.teams.length;
    const opponent = this.state.teams.find((x) => x.seat === (t.seat + 1) % seats)?.id ?? t.id;
    const rolls: Roll[] = [];
    const horses: number[] = [];
    for (const k of [0, 1, 2, 3, 4]) {
      const cards = this.playCards(t, 'cool', 'survival', 0, phase, f);
      const name = k === 0 ? 'driver' : `horse ${k}`;
      const res = saveRoll(this.dice, t, 'cool', `survival: ${name}`, fatigue, cards, opponent);
      res.rolls[0]!.outcome = res.ok ? 'survives' : 'killed';
      rolls.push(...res.rolls);
      if (k === 0) t.driver = res.ok ? 'on-foot' : 'down';
      else if (res.ok) horses.push(k);
    }
    t.horses = horses;
    this.emit(
      {
        phase,
        type: 'survival',
        chariots: [t.id],
        rule: 'hippodrome.survival',
        rolls,
        at: { [t.id]: this.layout.point(t.id) },
        effect: {
          summary: `the driver ${t.driver === 'down' ? 'is killed' : 'survives'}; ${horses.length} of 4 horses survive`,
          condition: this.cond(t),
        },
      },
      f,
    );
  }

  /** Crashes during a lap: each one settled front first, then the chain of wrecks behind (seed, A16). */
  private crashInLap(crashed: Team[], f: number, phase: string): void {
    const before = [...this.state.order];
    for (const t of crashed) this.crash(t, f, 'crashes', this.fatigue(t), phase);
    let wreck: Team[] = crashed;
    let lastIndex = Math.max(...crashed.map((t) => before.indexOf(t.id)));
    for (;;) {
      const behindId = before.slice(lastIndex + 1).find((id) => this.team(id).status === 'racing');
      if (!behindId) break;
      const behind = this.team(behindId);
      const w = wreck[wreck.length - 1]!;
      const avoid = this.save(
        behind,
        'turn',
        'avoid the wreck: Turn save',
        w.id,
        'avoid',
        f,
        this.fatigue(behind),
        phase,
      );
      const at = { [behind.id]: this.layout.point(behind.id), [w.id]: this.layout.point(w.id) };
      if (avoid) {
        this.emit(
          {
            phase,
            type: 'wreck-pass',
            chariots: [behind.id, w.id],
            rule: 'hippodrome.wreck-chain',
            at,
            effect: { summary: `${behind.id} steers clear of ${w.id}'s wreck` },
          },
          f,
        );
        break;
      }
      this.emit(
        {
          phase,
          type: 'wreck-cross',
          chariots: [behind.id, w.id],
          rule: 'hippodrome.wreck-chain',
          at,
          effect: { summary: `${behind.id} hits ${w.id}'s wreck` },
        },
        f,
      );
      const holds = this.save(
        behind,
        'cool',
        'hit the wreck: Cool save',
        w.id,
        'save',
        f,
        this.fatigue(behind),
        phase,
      );
      for (const x of wreck) this.trample(x, behind, f, phase);
      if (holds) break;
      this.crash(behind, f, `crashes into ${w.id}'s wreck`, this.fatigue(behind), phase);
      wreck = [behind];
      lastIndex = before.indexOf(behind.id);
    }
    // Hands of the crashed go to the discards once every save of the crash is settled (A15).
    for (const t of this.state.teams) {
      if (t.status !== 'wrecked' || t.hand.length === 0) continue;
      this.state.discard.push(...t.hand);
      t.hand = [];
      this.emit(
        {
          phase,
          type: 'hand-discarded',
          chariots: [t.id],
          rule: 'hippodrome.crash-out',
          effect: { summary: 'out of the race: its Event cards are discarded', condition: this.cond(t) },
        },
        f,
      );
    }
    this.checkOver(f);
  }

  /** Survivors of a wreck hit from behind: each makes a Cool save or is trampled (seed). */
  private trample(w: Team, by: Team, f: number, phase: string): void {
    const alive = (w.driver === 'down' ? 0 : 1) + w.horses.length;
    if (alive === 0) return;
    const rolls: Roll[] = [];
    const fatigue = this.fatigue(w);
    if (w.driver !== 'down') {
      const cards = this.playCards(w, 'cool', 'trample', 0, phase, f);
      const res = saveRoll(this.dice, w, 'cool', 'trampling: driver', fatigue, cards, by.id);
      res.rolls[0]!.outcome = res.ok ? 'survives' : 'trampled';
      rolls.push(...res.rolls);
      if (!res.ok) w.driver = 'down';
    }
    // Each surviving horse saves under its own number: horse 3 stays horse 3 after horse 2 died.
    const horses: number[] = [];
    for (const h of w.horses) {
      const cards = this.playCards(w, 'cool', 'trample', 0, phase, f);
      const res = saveRoll(this.dice, w, 'cool', `trampling: horse ${h}`, fatigue, cards, by.id);
      res.rolls[0]!.outcome = res.ok ? 'survives' : 'trampled';
      rolls.push(...res.rolls);
      if (res.ok) horses.push(h);
    }
    w.horses = horses;
    this.emit(
      {
        phase,
        type: 'trample',
        chariots: [w.id, by.id],
        rule: 'hippodrome.trampling',
        rolls,
        at: { [w.id]: this.layout.point(w.id), [by.id]: this.layout.point(by.id) },
        effect: {
          summary: `${by.id} runs into the survivors of ${w.id}'s wreck: driver ${w.driver === 'down' ? 'down' : 'alive'}, ${horses.length} horses alive`,
          condition: this.cond(w),
        },
      },
      f,
    );
  }

  /** One team left wins at once; none left, nobody wins (A23). */
  private checkOver(f: number): void {
    if (this.state.order.length > 1) return;
    this.over = true;
    const last = this.state.order[0];
    if (last) this.finishTeam(last, f, 'the last team standing: wins at once', 'hippodrome.last-standing');
    this.prize();
  }

  private finishTeam(id: string, f: number, why: string, rule: string): void {
    const t = this.team(id);
    t.status = 'finished';
    this.finishers.push(id);
    if (this.finishers.length === 1) this.winner = id;
    this.emit(
      {
        phase: 'finish',
        type: 'finish',
        chariots: [id],
        rule,
        at: { [id]: this.layout.point(id) },
        effect: { summary: `${why} (${ordinal(this.finishers.length)})`, condition: this.cond(t) },
      },
      f,
    );
  }

  private finishRace(): void {
    this.over = true;
    for (const [i, id] of this.state.order.entries())
      this.finishTeam(
        id,
        1,
        i === 0 ? `leads after lap ${this.opts.laps}: wins` : 'finishes',
        'hippodrome.victory',
      );
    this.prize();
  }

  private prize(): void {
    if (this.winner) {
      const face = this.dice.roll(1, 6, 'prize')[0]!;
      this.emit(
        {
          phase: 'finish',
          type: 'prize',
          chariots: [this.winner],
          rule: 'hippodrome.prize',
          rolls: [
            {
              purpose: 'prize: 1D6 × 1000 sesterces',
              dice: '1d6',
              faces: [face],
              modifiers: [],
              total: face * RULES.prize.value,
              outcome: `${face * RULES.prize.value} sesterces`,
            },
          ],
          effect: { summary: `the winning driver earns ${face * RULES.prize.value} sesterces` },
        },
        1,
      );
    }
  }

  results(): RaceResult[] {
    const out: RaceResult[] = this.finishers.map((id, i) => ({
      chariot: id,
      place: i + 1,
      status: 'finished',
      finishedAt: this.events.find((e) => e.type === 'finish' && e.chariots[0] === id)?.t ?? null,
    }));
    for (const w of [...this.wrecks].reverse()) {
      if (out.some((r) => r.chariot === w.chariot)) continue;
      out.push({ chariot: w.chariot, place: null, status: 'wrecked', finishedAt: null });
    }
    return out;
  }

  /** Stats as the header shows them once selection is over (kept cards are public: A8). */
  publicStats(t: Team): Record<string, number | string> {
    const stats: Record<string, number | string> = {};
    for (const s of STATS) stats[s] = t.stats[s];
    if (t.cutRolls !== 0) stats['cutRolls'] = t.cutRolls;
    stats['cards'] = teamCardList(t);
    stats['stall'] = t.stall;
    return stats;
  }
}

export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}
