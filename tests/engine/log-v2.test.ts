import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { readDecoded } from '../../src/engine/log/parse.ts';
import type { RaceLogV1 } from '../../src/engine/log/schema.ts';
import {
  DecideEventSchema,
  eventType,
  rulesetEvents,
  SHARED_FIELDS,
} from '../../src/engine/log/v2/envelope.ts';
import { v1DecisionKind } from '../../src/engine/log/v2/from-v1.ts';
import { RULESET_EVENTS } from '../../src/engine/log/v2/log.ts';
import type { RulesetId } from '../../src/engine/rulesets/ids.ts';
import { undescribed } from './json-schema-helpers.ts';

// Race log version 2 in preparation: the shared envelope, structured decisions, the builder of a
// ruleset's event union, and the upgrade of every version 1 fixture to it.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const V1 = join(ROOT, 'tests/fixtures/logs/v1');
const fixtures = readdirSync(V1).map(
  (f) => [f, JSON.parse(readFileSync(join(V1, f), 'utf8')) as RaceLogV1] as const,
);

describe('a version 1 log upgrades to version 2', () => {
  test.each(fixtures)('%s, losing nothing', (_, v1) => {
    const read = readDecoded(v1);
    if (!read.ok) throw new Error(read.error.message);
    const v2 = read.value.log;
    const typed = v1.header.ruleset.id in RULESET_EVENTS;
    expect(read.value.written).toBe(1);
    expect(v2.events).toHaveLength(v1.events.length);
    let decisions = 0;
    for (const [i, before] of v1.events.entries()) {
      const { decision: was, ...rest } = before;
      const { decision: now, ...after } = v2.events[i]!;
      // A ruleset with typed events gains its typed fields; the envelope stays as it was.
      if (typed) expect(after).toMatchObject(rest);
      else expect(after).toEqual(rest);
      if (!was) {
        expect(now).toBeUndefined();
        continue;
      }
      decisions++;
      expect(now).toEqual({
        ...was,
        kind: v1DecisionKind(v1.header.ruleset.id as RulesetId, before),
        value: null,
      });
    }
    expect(decisions).toBeGreaterThan(0);
  });

  test('Hippodrome decisions get the kinds the kernel names', () => {
    const [, log] = fixtures.find(([f]) => f.startsWith('hippodrome'))!;
    const read = readDecoded(log);
    if (!read.ok) throw new Error(read.error.message);
    const kinds = new Set(read.value.log.events.flatMap((e) => (e.decision ? [e.decision.kind] : [])));
    expect([...kinds].sort()).toEqual(['attempt', 'event-cards', 'keep', 'rumor-target', 'start']);
  });
});

describe("a ruleset's event union", () => {
  const Events = rulesetEvents([
    eventType('lap', { lap: SHARED_FIELDS.lap }, 'The chariot completes a lap.'),
    eventType(
      'whip-attack',
      {
        target: SHARED_FIELDS.target,
        part: z.enum(['outer-horses', 'yokers', 'charioteer']).describe('The part lashed.'),
      },
      "A lash at a rival's part.",
    ),
  ]);
  const base = { seq: 3, turn: 1, t: 1.5, phase: 'move', chariots: ['a'], rule: 'crudis.race-length' };

  test('reads each type with its typed fields', () => {
    expect(Events.parse({ ...base, type: 'lap', lap: 2 })).toMatchObject({ type: 'lap', lap: 2 });
    const decide = {
      ...base,
      type: 'decide',
      decision: { kind: 'event-cards', by: 'bot', value: [], choice: 'none', reason: 'chosen by a bot' },
    };
    expect(Events.parse(decide)).toMatchObject({ decision: { kind: 'event-cards', by: 'bot', value: [] } });
  });

  test('refuses a field of the wrong shape, a missing one and an unknown type, naming where', () => {
    const issue = (data: unknown) => {
      const r = Events.safeParse(data);
      return r.success
        ? null
        : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
    };
    expect(issue({ ...base, type: 'lap', lap: 'two' })?.path).toBe('lap');
    expect(issue({ ...base, type: 'whip-attack', part: 'yokers' })?.path).toBe('target');
    expect(issue({ ...base, type: 'whip-attack', target: 'b', part: 'wheels' })?.path).toBe('part');
    expect(issue({ ...base, type: 'fly' })?.path).toBe('type');
    expect(issue({ ...base, type: 'decide' })?.path).toBe('decision');
  });

  test('has a JSON Schema with every property described', () => {
    expect(undescribed(z.toJSONSchema(Events, { io: 'input' }) as Record<string, unknown>)).toEqual([]);
    expect(
      undescribed(z.toJSONSchema(DecideEventSchema, { io: 'input' }) as Record<string, unknown>),
    ).toEqual([]);
  });
});
