import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readDecoded } from '../../../src/engine/log/parse.ts';
import type { RaceLog, RaceLogV1, Roll } from '../../../src/engine/log/schema.ts';
import { type CrudisEvent, CrudisWrittenEventSchema } from '../../../src/engine/log/v2/crudis.ts';
import { EventEnvelopeSchemaV2 } from '../../../src/engine/log/v2/envelope.ts';
import { typedFromEnvelope } from '../../../src/engine/log/v2/from-v1.ts';
import {
  damageRow,
  LOCKED_TABLE,
  SWERVE_LANES,
  WHIP_TABLE,
} from '../../../src/engine/rulesets/crudis/tables.ts';
import { simulate } from '../../../src/engine/rulesets/index.ts';

// Crudis' events in race log version 2: every event the engine writes has every typed field of its
// type, the typed fields agree with the rest of the log (rolls, conditions, footer), and every
// decision the race asked for is in the log as data. A log upgraded from version 1 gains the fields
// version 1 held as data: the same values the engine writes.

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const logs = new Map<number, RaceLog>();
function race(seed: number): RaceLog {
  let log = logs.get(seed);
  if (!log) {
    const r = simulate({ ruleset: 'crudis', seed });
    if (!r.ok) throw new Error(r.error.message);
    log = r.value;
    logs.set(seed, log);
  }
  return log;
}

const SEEDS = Array.from({ length: 6 }, (_, i) => i + 1);
const damageRolls = (e: { rolls?: Roll[] | undefined }) =>
  (e.rolls ?? []).filter((r) => r.table === 'crudis.damage-table');
const status = (e: CrudisEvent, id: string | undefined) => e.effect?.condition?.[id ?? '']?.status;

describe('the events Crudis writes', () => {
  test.each(SEEDS.slice(0, 2))('seed %i: each has every typed field of its type', (seed) => {
    for (const e of race(seed).events) {
      const r = CrudisWrittenEventSchema.safeParse(e);
      if (!r.success) throw new Error(`seq ${e.seq} (${e.type}): ${JSON.stringify(r.error.issues[0])}`);
    }
  });

  test.each(SEEDS)(
    'seed %i: the typed fields agree with the rolls, the conditions and the footer',
    (seed) => {
      const log = race(seed);
      const events = log.events as CrudisEvent[];
      const laps = new Map<string, number>();
      let lastRoll: (CrudisEvent & { type: 'roll' }) | undefined;
      for (const e of events) {
        const id = e.chariots[0]!;
        switch (e.type) {
          case 'turn-start':
            expect(e.order).toEqual(e.chariots);
            break;
          case 'roll':
            lastRoll = e;
            expect(e.speed).toBe(e.rolls![0]!.total);
            expect(e.red).toBe(e.rolls![1]!.faces[0]);
            break;
          case 'decision':
            expect(e.decision.by).toBe('ai');
            if (e.decision.kind === 'move') {
              expect(e.decision.value!.laterals).toHaveLength(e.decision.value!.forward);
              expect(lastRoll!.reads).toBe('manoeuvre');
            } else expect(lastRoll!.reads).toBe('locked');
            break;
          case 'danger-check': {
            const check = e.rolls![0]!;
            expect(check.target!.value).toBe(e.speed - e.lane);
            expect(e.passed).toBe(check.total > check.target!.value);
            expect(e.damage.map((d) => d.result)).toEqual(
              damageRolls(e).map((r) => damageRow(r.total).result),
            );
            expect(e.damage.length).toBe(e.passed ? 0 : 1);
            break;
          }
          case 'lose-control':
            expect(lastRoll!.reads).toBe('swerve');
            expect(e.lanes).toBe(SWERVE_LANES[lastRoll!.red - 1]);
            break;
          case 'whip-speed':
            expect(e.decision).toMatchObject({ kind: 'whipSpeed', by: 'ai', value: true });
            expect(e.squares).toBe(e.rolls![0]!.total);
            expect(e.damage).toHaveLength(2);
            break;
          case 'whip-attack':
            expect(e.decision).toMatchObject({
              kind: 'whipAttack',
              value: { target: e.target, part: e.part },
            });
            expect(e.target).toBe(e.chariots[1]);
            expect(e.result).toBe(WHIP_TABLE[e.part][e.rolls![0]!.total - 1]);
            break;
          case 'collision':
          case 'ram':
            expect(e.target).toBe(e.chariots[1]);
            expect(e.damage.map((d) => d.result)).toEqual(
              damageRolls(e).map((r) => damageRow(r.total).result),
            );
            if (e.outcome === 'wrecked') expect(status(e, id)).toBe('wrecked');
            if (e.outcome === 'drives-on') expect(status(e, e.target)).toBe('wrecked');
            if (e.outcome === 'struck') expect(e.damage).toHaveLength(1);
            break;
          case 'locked':
            expect(e.speed).toBe(lastRoll!.speed);
            expect(e.squares).toBe(Math.floor(e.speed / e.chariots.length));
            expect(e.outcome).toBe(LOCKED_TABLE[lastRoll!.red - 1]);
            break;
          case 'separate':
            expect([e.breaker, ...e.from].sort()).toEqual([...e.chariots].sort());
            break;
          case 'wreck':
            expect(status(e, id)).toBe('wrecked');
            break;
          case 'wreck-pass':
          case 'wreck-cross':
            expect(e.wreck).toBe(e.chariots[1]);
            expect(e.damage.length).toBeLessThanOrEqual(e.type === 'wreck-cross' ? 2 : 1);
            break;
          case 'lap':
            laps.set(id, (laps.get(id) ?? 0) + 1);
            expect(e.lap).toBe(laps.get(id));
            expect(e.of).toBe(log.header.options['laps']);
            break;
          case 'finish':
            expect(log.footer.finishingOrder[e.place - 1]).toBe(id);
            break;
          case 'decide':
            expect(['whipSpeed', 'whipAttack']).toContain(e.decision.kind);
            expect(e.decision.value === false || e.decision.value === null).toBe(true);
            break;
        }
      }
    },
  );

  test('every decision the race asked for is in the log, in the order asked', () => {
    // A bot-driven race records its answers in the header; the AI's are the events' decisions.
    for (const seed of SEEDS.slice(0, 3)) {
      const decisions = race(seed).events.flatMap((e) => (e.decision ? [e.decision] : []));
      const kinds = new Set(decisions.map((d) => d.kind));
      expect([...kinds].sort()).toEqual(['move', 'whipAttack', 'whipSpeed']);
      for (const d of decisions) expect(d.by).toBe('ai');
    }
  });

  test('a version 1 log of these races would upgrade to the same typed fields, but those it said in words', () => {
    // Strip each event to its envelope (a version 2 log written before the typing) and complete it
    // from its data: every field the upgrade gives equals the one written; only the danger line's
    // station and the damage a timing die put later in the move are missing.
    const envelope = new Set(Object.keys(EventEnvelopeSchemaV2.shape));
    const missing = new Set<string>();
    for (const seed of SEEDS.slice(0, 6)) {
      const written = race(seed).events.filter((e) => e.type !== 'decide');
      const bare = written.map((e) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(e)) if (envelope.has(k)) out[k] = v;
        if (e.decision) out['decision'] = { ...e.decision, kind: e.type, value: null, by: undefined };
        return out;
      });
      const up = typedFromEnvelope({ ...race(seed), events: bare } as never) as unknown as RaceLog;
      for (const [i, e] of up.events.entries()) {
        const w = written[i] as unknown as Record<string, unknown>;
        for (const k of Object.keys(w)) {
          if (envelope.has(k)) continue;
          if (!(k in e)) missing.add(`${w['type']}.${k}`);
          else
            expect((e as unknown as Record<string, unknown>)[k], `seed ${seed} seq ${w['seq']} ${k}`).toEqual(
              w[k],
            );
        }
        if (w['decision']) expect(e.decision!.kind).toBe((w['decision'] as { kind: string }).kind);
      }
    }
    expect([...missing].filter((m) => m !== 'danger-check.line' && m !== 'damage.damage')).toEqual([]);
  });
});

describe('a version 1 Crudis log, upgraded', () => {
  const dir = join(ROOT, 'tests/fixtures/logs/v1');
  const fixtures = readdirSync(dir).filter((f) => f.startsWith('crudis'));

  test.each(fixtures)('%s: its typed fields agree with its words', (name) => {
    const v1 = JSON.parse(readFileSync(join(dir, name), 'utf8')) as RaceLogV1;
    const read = readDecoded(v1);
    if (!read.ok) throw new Error(read.error.message);
    const events = read.value.log.events as CrudisEvent[];
    const seen = new Set<string>();
    for (const [i, e] of events.entries()) {
      const words = v1.events[i]!.effect?.summary ?? '';
      seen.add(e.type);
      switch (e.type) {
        case 'decision':
          expect(e.decision.kind).toBe(e.rule === 'crudis.locked-together' ? 'lockedShift' : 'move');
          expect(e.decision.value).toBeNull();
          break;
        case 'turn-start':
          expect(words).toBe(`order of moves: ${e.order!.join(', ')}`);
          break;
        case 'danger-check':
          if (e.speed !== undefined)
            expect(v1.events[i]!.rolls![0]!.target!.formula).toBe(`SPEED ${e.speed} - LANE ${e.lane}`);
          expect(words).toMatch(e.passed ? /: safe$/ : /fails/);
          break;
        case 'lose-control':
          expect(words).toMatch(
            e.lanes === 0
              ? /stay in lane$/
              : new RegExp(`${e.lanes! < 0 ? 'in' : 'out'} ${Math.abs(e.lanes!)}$`),
          );
          break;
        case 'barrier':
          expect(words).toContain(e.wall === 'spina' ? 'spina' : 'outer wall');
          break;
        case 'lock-move':
          expect(words).toBe(`wheels caught: draws abreast of ${e.target}`);
          break;
        case 'separate':
          expect(words).toMatch(new RegExp(`^${e.breaker} breaks free`));
          break;
        case 'lap':
          expect(words).toBe(`completes lap ${e.lap}`);
          break;
        case 'finish':
          expect(v1.footer.finishingOrder[e.place! - 1]).toBe(e.chariots[0]);
          break;
        case 'whip-speed':
          expect(words).toBe(`whips on for ${e.squares} more squares`);
          expect(e.decision.kind).toBe('whipSpeed');
          break;
        case 'whip-attack':
          expect(e.decision.kind).toBe('whipAttack');
          expect(e.part).toBeDefined();
          break;
      }
    }
    for (const type of ['decision', 'danger-check', 'lap', 'finish', 'whip-attack'])
      expect(seen, type).toContain(type);
  });
});
