import { describe, expect, it } from 'vitest';
import { type CommentaryLine, commentate } from '../../src/commentary/index.ts';
import { type Facts, type LineKind, PHRASES } from '../../src/commentary/phrases.ts';
import { PHRASES_FR } from '../../src/commentary/phrases.fr.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import type { RulesetId } from '../../src/engine/rulesets/ids.ts';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { compileReplay, type Replay } from '../../src/replay/compile.ts';

/**
 * The commentary in French: phrasings of its own for every kind of line, no English let in (from
 * the phrasings, nor from the log's English account), chosen by the same rules from the same seed.
 */

/** English words no French line has; with the spaces around them, so "Crescens" is no "on". */
const ENGLISH =
  / (the|and|on|from|of|is|his|her|to|with|into|in|at|over|behind|lap|laps|speed|race|wins|leads|goes|comes|down|out|back|ahead|again|another|here|let's) |'s |\b(WRECK|someone|lengths?|nought)\b/i;
const BROKEN = /undefined|NaN|null|\{|\}|\s[,.]|\s{2}/;

const base: Facts = {
  a: 'Scorpus',
  b: 'Epaphroditus',
  field: 8,
  laps: 7,
  lap: 2,
  left: 5,
  place: 3,
  gap: 2.2,
  wet: false,
  speed: null,
  lane: null,
  over: null,
  detail: '',
};

/** A spread of facts every phrasing must say well: near and far, wet, lapless, at the line, figures. */
const FACTS: Facts[] = [
  base,
  { ...base, gap: 0.3, place: 1, lap: 0, left: 7, wet: true },
  { ...base, gap: 1, place: 2, b: 'Crescens' },
  { ...base, gap: 14, place: 5, field: 12, laps: null, lap: 4 },
  { ...base, lap: 7, left: 0, place: 1 },
  { ...base, lap: 1, left: 1, field: 2, speed: 11, over: 2 },
  { ...base, speed: 9, over: 0, gap: 6.6 },
  { ...base, speed: 8, lane: 3, field: 23, place: 14 },
];

/**
 * The facts each kind is given, as the commentary fills them: a build-up or run-in may have no
 * other chariot; a wreck or an attack may have the log's account (in French) or none; a replay
 * always has it.
 */
function factsFor(kind: LineKind): Facts[] {
  const details = ['arraché de son char par le fouet', 'Epaphroditus percute Scorpus, vitesse de 17 à 8'];
  // A replay's account is the event's own sentence, naming its chariots.
  const sentences = ['Scorpus est détruit — arraché de son char par le fouet', details[1]!];
  if (kind === 'replay') return FACTS.flatMap((f) => sentences.map((detail) => ({ ...f, detail })));
  if (kind === 'wreck' || kind === 'attack')
    return [...FACTS, ...FACTS.flatMap((f) => details.map((detail) => ({ ...f, detail })))];
  if (kind === 'build-up' || kind === 'run-in') return [...FACTS, ...FACTS.map((f) => ({ ...f, b: '' }))];
  return FACTS;
}

const KINDS = Object.keys(PHRASES) as LineKind[];

describe('commentary phrasings in French', () => {
  it('has every kind English has, each said several ways', () => {
    expect(Object.keys(PHRASES_FR).sort()).toEqual([...KINDS].sort());
    for (const kind of KINDS) expect(PHRASES_FR[kind].length, kind).toBeGreaterThanOrEqual(3);
  });

  it.each(KINDS)('%s: every phrasing reads as French for every set of facts', (kind) => {
    for (const [k, phrasing] of PHRASES_FR[kind].entries())
      for (const f of factsFor(kind)) {
        const text = phrasing(f);
        const where = `${kind}/${k} ${JSON.stringify(f)}: ${text}`;
        expect(text, where).not.toMatch(ENGLISH);
        expect(text, where).not.toMatch(BROKEN);
        expect(text, where).toMatch(/^[A-ZÀ-Ý0-9]/);
        expect(text, where).toMatch(/[.!…]$/);
        // It names the chariot it is about (a placing names the one crossing the line).
        if (kind !== 'start') expect(text, where).toContain(kind === 'placings' ? f.b : f.a);
      }
  });

  it('says numbers, places and gaps in French words', () => {
    const figures = { ...base, speed: 11, over: 2 };
    expect(PHRASES_FR.corner[0]!(figures)).toBe(
      'Scorpus arrive dans le virage à onze, deux au-dessus de la vitesse sûre…',
    );
    expect(PHRASES_FR.corner[0]!({ ...base, speed: 9, lane: 3 })).toBe(
      'Scorpus arrive dans le virage à la vitesse neuf, couloir trois…',
    );
    expect(PHRASES_FR.leads[2]!({ ...base, gap: 3.2 })).toBe(
      'Scorpus compte trois longueurs d’avance sur Epaphroditus.',
    );
    expect(PHRASES_FR.leads[0]!({ ...base, gap: 0.6 })).toBe(
      'Scorpus devant, mais Epaphroditus colle à ses roues.',
    );
    expect(PHRASES_FR.leads[1]!(base)).toBe('Scorpus toujours aux commandes, au troisième tour sur sept.');
    expect(PHRASES_FR.leads[1]!({ ...base, lap: 7 })).toBe(
      'Scorpus toujours aux commandes, dans la dernière ligne droite.',
    );
    expect(PHRASES_FR.riding[2]!({ ...base, a: 'Crescens', gap: 0.4 })).toBe(
      'Crescens à une demi-longueur d’Epaphroditus, en troisième position.',
    );
    expect(PHRASES_FR.placings[2]!({ ...base, place: 2 })).toBe('La deuxième place revient à Epaphroditus.');
    expect(PHRASES_FR.start[0]!({ ...base, wet: true })).toBe(
      'Et c’est parti ! Huit chars, sept tours sur une piste détrempée.',
    );
  });
});

const RULESETS: RulesetId[] = ['crudis', 'circus-maximus', 'aurigae', 'hippodrome'];
const SEEDS = [3, 7, 11];

function race(ruleset: RulesetId, seed: number): RaceLog {
  const r = simulate({ ruleset, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function compiled(log: RaceLog): Replay {
  const c = compileReplay(log, { director: { lock: null } });
  if (!c.ok) throw new Error(c.error);
  return c.replay;
}

const cases = RULESETS.flatMap((ruleset) =>
  SEEDS.map((seed) => {
    const log = race(ruleset, seed);
    const replay = compiled(log);
    const say = (lang: 'en' | 'fr'): CommentaryLine[] => commentate(replay.plan, replay.programme!, lang);
    return { ruleset, seed, log, replay, en: say('en'), fr: say('fr'), say };
  }),
);

describe('commentary of whole races in French', () => {
  it.each(cases.map((c) => [c.ruleset, c.seed, c] as const))(
    '%s seed %i: the same lines at the same times as in English, worded in French, the same every time',
    (_r, _s, c) => {
      expect(c.fr.length).toBeGreaterThan(8);
      // The language changes the words only: the schedule, kinds and chariots are the English ones.
      expect(c.fr.map((l) => [l.at, l.until, l.kind, l.chariots])).toEqual(
        c.en.map((l) => [l.at, l.until, l.kind, l.chariots]),
      );
      expect(c.say('fr').map((l) => [l.phrasing, l.text])).toEqual(c.fr.map((l) => [l.phrasing, l.text]));
      const names = c.log.header.entrants.map((e) => e.name);
      for (const line of c.fr) {
        expect(line.text, line.text).not.toMatch(ENGLISH);
        expect(line.text, line.text).not.toMatch(BROKEN);
        expect(PHRASES_FR[line.kind][line.phrasing], line.text).toBeDefined();
        expect(names.some((n) => line.text.includes(n)) || line.kind === 'start', line.text).toBe(true);
      }
    },
  );

  it.each(cases.map((c) => [c.ruleset, c.seed, c] as const))(
    '%s seed %i: never the same French phrasing twice in a row, nor for two lines of a kind running',
    (_r, _s, c) => {
      const lastOfKind = new Map<string, number>();
      c.fr.forEach((line, i) => {
        const before = c.fr[i - 1];
        if (before) expect(`${line.kind}/${line.phrasing}`).not.toBe(`${before.kind}/${before.phrasing}`);
        expect(line.phrasing).not.toBe(lastOfKind.get(line.kind));
        lastOfKind.set(line.kind, line.phrasing);
      });
    },
  );

  it("tells a wreck's cause and a replayed event from the log's typed facts, in French", () => {
    const crudis = cases.find((c) => c.ruleset === 'crudis' && c.seed === 3)!;
    const wrecks = crudis.fr.filter((l) => l.kind === 'wreck').map((l) => l.text);
    expect(
      wrecks.some((t) => /[aA]rraché de son char par le fouet/.test(t)),
      wrecks.join(' / '),
    ).toBe(true);
    const replays = cases.flatMap((c) => c.fr.filter((l) => l.kind === 'replay').map((l) => l.text));
    expect(replays.length).toBeGreaterThan(10);
    // The event's own French sentence, cut to the commentator's words: no dice, no arrows, no asides.
    for (const t of replays) expect(t, t).not.toMatch(/→|\(|;|ACCIDENT/);
    expect(replays.some((t) => /vitesse de \d+ à \d+\.$/.test(t))).toBe(true);
  });

  it("picks the French phrasings from the log's seed, as the English", () => {
    const a = cases.find((c) => c.ruleset === 'aurigae' && c.seed === 3)!;
    const b = cases.find((c) => c.ruleset === 'aurigae' && c.seed === 7)!;
    expect(a.fr.map((l) => l.phrasing).join('')).not.toBe(b.fr.map((l) => l.phrasing).join(''));
  });

  it('the English commentary is unchanged by the French: the default language is the page’s, English here', () => {
    const c = cases[0]!;
    const byDefault = commentate(c.replay.plan, c.replay.programme!);
    expect(byDefault.map((l) => l.text)).toEqual(c.en.map((l) => l.text));
  });
});
