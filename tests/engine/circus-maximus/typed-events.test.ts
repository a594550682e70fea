import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runRace } from '../../../src/engine/kernel/run.ts';
import { readDecoded } from '../../../src/engine/log/parse.ts';
import type { RaceLog, RaceLogV1, Roll } from '../../../src/engine/log/schema.ts';
import {
  type CircusMaximusEvent,
  CircusMaximusWrittenEventSchema,
} from '../../../src/engine/log/v2/circus-maximus.ts';
import { circusMaximus } from '../../../src/engine/rulesets/circus-maximus/definition.ts';
import { flipResult } from '../../../src/engine/rulesets/circus-maximus/tables.ts';
import { defaultSetup } from '../../../src/engine/race/setup.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';
import { checkInput } from '../../../src/engine/rulesets/simulate-input.ts';

// Circus Maximus' events in race log version 2: every event the engine writes has every typed
// field of its type, and the typed fields agree with the rest of the log (rolls, `at`,
// conditions, header, footer). A log upgraded from version 1 gains the fields version 1 held as
// data, and they agree with its words.

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const logs = new Map<number, RaceLog>();
function race(seed: number): RaceLog {
  let log = logs.get(seed);
  if (!log) {
    const r = simulate({ ruleset: 'circus-maximus', seed });
    if (!r.ok) throw new Error(r.error.message);
    log = r.value;
    logs.set(seed, log);
  }
  return log;
}

const SEEDS = Array.from({ length: 8 }, (_, i) => i + 1);

/** Whether a roll met its target. */
function met(r: Roll): boolean {
  const t = r.target!;
  return t.op === '>=' ? r.total >= t.value : t.op === '<=' ? r.total <= t.value : r.total > t.value;
}

const attrs = (e: CircusMaximusEvent) => e.effect?.condition?.[e.chariots[0]!]?.attrs ?? {};

describe('the events Circus Maximus writes', () => {
  test.each(SEEDS.slice(0, 4))('seed %i: each has every typed field of its type', (seed) => {
    for (const e of race(seed).events) {
      const r = CircusMaximusWrittenEventSchema.safeParse(e);
      if (!r.success) throw new Error(`seq ${e.seq} (${e.type}): ${JSON.stringify(r.error.issues[0])}`);
    }
  });

  test.each(SEEDS)(
    'seed %i: the typed fields agree with the rolls, the conditions, the header and the footer',
    (seed) => {
      const log = race(seed);
      const ids = new Set(log.header.entrants.map((x) => x.id));
      const laps = new Map<string, number>();
      for (const e of log.events as CircusMaximusEvent[]) {
        const id = e.chariots[0]!;
        const stats = log.header.entrants.find((x) => x.id === id)?.stats ?? {};
        if ('by' in e && e.by !== null) expect(ids).toContain(e.by);
        switch (e.type) {
          case 'specification': {
            const v = e.decision.value!;
            expect([...v.horses, v.driverModifier, v.driverHits, v.endurance, v.weight]).toEqual([
              stats['horse1'],
              stats['horse2'],
              stats['horse3'],
              stats['horse4'],
              stats['driverModifier'],
              stats['driverHits'],
              stats['endurance'],
              stats['weight'],
            ]);
            expect([v.leftBlades, v.rightBlades, v.whip]).toEqual([
              stats['leftBlades'],
              stats['rightBlades'],
              stats['whip'],
            ]);
            expect(e.decision).toMatchObject({ kind: 'specification', by: 'ai' });
            break;
          }
          case 'speed':
            expect(e.decision).toMatchObject({ kind: 'speed', by: 'ai' });
            expect(e.decision.value!.speed).toBeLessThanOrEqual(e.max);
            break;
          case 'turn-start':
            expect(e.order).toEqual(e.chariots);
            break;
          case 'acceleration':
            expect(e.speed).toBe(Math.max(0, e.written - Math.max(0, e.rolls![0]!.total)));
            break;
          case 'strain':
            expect(e.mf).toBe(e.rolls![0]!.total);
            expect(e.paid).toBeLessThanOrEqual(e.mf);
            break;
          case 'brake':
            expect(e.target === null).toBe(e.cause === 'forced');
            break;
          case 'corner-strain': {
            expect(e.over).toBe(e.speed - e.safe);
            expect(e.lost).toBeLessThanOrEqual(e.over);
            expect(e.lane).toBe((e.at![id] as { lane: number }).lane);
            const read = e.rolls![0]!.outcome;
            expect(e.outcome).toBe(read === 'no effect' ? 'none' : read);
            break;
          }
          case 'wet-lane-change':
            expect(e.outcome).toBe(met(e.rolls![0]!) ? 'slides' : 'holds');
            break;
          case 'evasion':
            expect(e.outcome).toBe(met(e.rolls![0]!) ? 'evades' : 'caught');
            expect(e.target).toBe(e.chariots[1]);
            break;
          case 'horse-hit':
            expect(String(attrs(e)['horseHits']).split('/')[e.horse - 1] === 'x').toBe(e.killed);
            break;
          case 'wheel-damage':
            expect(e.damage).toBe(attrs(e)[e.wheel === 'left' ? 'wheelLeft' : 'wheelRight']);
            expect(e.capacity).toBe(stats[e.wheel === 'left' ? 'leftWheel' : 'rightWheel']);
            break;
          case 'driver-wound':
            expect(e.left).toBe(attrs(e)['driverHitsLeft']);
            break;
          case 'flip-check':
            expect(e.damage).toBe(e.rolls![0]!.target!.value);
            expect(e.outcome).toBe(flipResult(e.rolls![0]!.total, e.damage));
            break;
          case 'dust':
          case 'knife':
            expect(e.target).toBe(e.chariots[1]);
            expect(e.hit).toBe(met(e.rolls![0]!));
            expect(e.result === null).toBe(!e.hit);
            break;
          case 'spear':
            expect(e.target).toBe(e.chariots[1] ?? id);
            expect(e.own === null).toBe(e.chariots.length === 2);
            if (e.own === null) expect(e.hit).toBe(met(e.rolls![0]!));
            expect(e.result === null).toBe(!e.hit);
            break;
          case 'ram':
            expect(e.target).toBe(e.chariots[1]);
            expect(e.rule).toBe(`circus-maximus.ram-${e.part}`);
            break;
          case 'ram-result':
            expect(e.rule).toBe(`circus-maximus.${e.table}`);
            expect(e.hits === null).toBe(e.table === 'damage-to-cars');
            break;
          case 'collision':
          case 'whip-attack':
            expect(e.target).toBe(e.chariots[1]);
            break;
          case 'wreck-cross':
            expect(e.wreck).toBe(e.chariots[1] ?? null);
            break;
          case 'runaway':
            if (e.what === 'runs') expect(e.squares).toBe(e.path ? e.path.length - 1 : 0);
            else expect(e.squares).toBeNull();
            break;
          case 'lap':
            laps.set(id, (laps.get(id) ?? 0) + 1);
            expect(e.lap).toBe(laps.get(id));
            expect(e.lap).toBe(attrs(e)['laps']);
            expect(e.of).toBe(log.header.options['laps']);
            break;
          case 'finish':
            expect(log.footer.finishingOrder[e.place - 1]).toBe(id);
            expect(e.lap).toBe(log.header.options['laps']);
            break;
        }
      }
    },
  );

  test('the common types are written over these seeds', () => {
    const seen = new Set(SEEDS.flatMap((s) => race(s).events.map((e) => e.type)));
    for (const type of [
      'specification',
      'speed',
      'decision',
      'corner-strain',
      'sideslip',
      'jostled',
      'whip-attack',
      'ram',
      'ram-result',
      'wheel-damage',
      'flip-check',
      'wreck',
      'runaway',
      'lap',
      'finish',
    ])
      expect(seen, type).toContain(type);
  });

  test('every strain decision asked is in the log: on its strain event, or on a decide event', () => {
    const checked = checkInput({
      ruleset: 'circus-maximus',
      seed: 3,
      setup: { ...defaultSetup(6), options: { voluntaryStraining: false } },
    });
    if (!checked.ok) throw new Error(checked.error.message);
    const run = runRace(circusMaximus, { setup: checked.value.setup, seed: 3 });
    if (!run.ok) throw new Error(run.error.message);
    const asked = run.value.race.decisions.filter((d) => d.kind === 'strain');
    const logged = (run.value.log.events as CircusMaximusEvent[]).filter(
      (e) => e.decision?.kind === 'strain',
    );
    expect(asked.length).toBeGreaterThan(5);
    expect(logged.map((e) => [e.chariots[0], e.turn, e.decision!.value])).toEqual(
      asked.map((d) => [d.chariot, d.turn, d.value]),
    );
    for (const e of logged) expect(e.type).toBe(e.decision!.value ? 'strain' : 'decide');
  });
});

describe('a version 1 Circus Maximus log, upgraded', () => {
  const dir = join(ROOT, 'tests/fixtures/logs/v1');
  const fixtures = readdirSync(dir).filter((f) => f.startsWith('circus-maximus'));

  test.each(fixtures)('%s: its typed fields agree with its words', (name) => {
    const v1 = JSON.parse(readFileSync(join(dir, name), 'utf8')) as RaceLogV1;
    const read = readDecoded(v1);
    if (!read.ok) throw new Error(read.error.message);
    const events = read.value.log.events as CircusMaximusEvent[];
    const seen = new Set<string>();
    for (const [i, e] of events.entries()) {
      const words = v1.events[i]!.effect?.summary ?? '';
      seen.add(e.type);
      switch (e.type) {
        case 'turn-start':
          expect(words).toBe(`order of moves: ${e.order!.join(', ') || 'none'}`);
          break;
        case 'speed':
          expect(e.decision.kind).toBe('speed');
          break;
        case 'decision':
          expect(e.decision.kind).toBe('attack');
          break;
        case 'corner-strain':
          expect(words).toMatch(new RegExp(`of lane ${e.lane}:`));
          break;
        case 'wet-lane-change':
          expect(words).toMatch(e.outcome === 'slides' ? /slides on in the wet/ : /holds the line/);
          break;
        case 'strain':
          expect(words).toMatch(new RegExp(`\\+${e.mf} MF`));
          break;
        case 'lap':
          expect(words).toBe(`${e.chariots[0]} completes lap ${e.lap}`);
          break;
        case 'finish':
          expect(v1.footer.finishingOrder[e.place! - 1]).toBe(e.chariots[0]);
          break;
        case 'ram':
          expect(words).toMatch(new RegExp(`rams \\S+'s ${e.part}$`));
          break;
        case 'flip-check':
          expect(words).toMatch(new RegExp(`against ${e.damage} wheel damage`));
          break;
      }
    }
    // Version 1 wrote no lap events for Circus Maximus (they came with the kernel).
    for (const type of ['turn-start', 'speed', 'finish', 'corner-strain']) expect(seen, type).toContain(type);
  });
});
