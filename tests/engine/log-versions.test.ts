import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { readDecoded, readLog } from '../../src/engine/log/parse.ts';
import {
  EventSchema,
  FooterSchema,
  LOG_VERSION,
  type RaceLog,
  RaceLogSchema,
} from '../../src/engine/log/schema.ts';
import { eventsDigest } from '../../src/engine/log/serialize.ts';
import { LOG_FORMATS, type LogFormat } from '../../src/engine/log/versions.ts';

// The versioned reader: a log is read under the schema of the version it declares, its digest
// checked as written, then upgraded step by step to the reader's last version. Shown here with a
// made-up version 2 (each event gains a field), as the real next version will plug in.

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const fixture = (name: string): RaceLog =>
  JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/logs/v1', name), 'utf8')) as RaceLog;

const V2Schema = RaceLogSchema.extend({
  version: z.literal(2),
  events: z.array(EventSchema.extend({ lane: z.number().int().nullable() })),
  footer: FooterSchema,
});
type V2 = z.infer<typeof V2Schema>;

/** Version 1 to the made-up version 2: every event says the first chariot's lane where its path ends. */
const toV2 = (log: RaceLog): V2 => ({
  ...log,
  version: 2,
  events: log.events.map((e) => {
    const end = e.path?.at(-1);
    return { ...e, lane: end && 'lane' in end ? end.lane : null };
  }),
});

const FORMATS: readonly LogFormat[] = [
  { version: 1, schema: RaceLogSchema, upgrade: toV2 as (log: never) => unknown },
  { version: 2, schema: V2Schema },
];

describe('the reader’s versions', () => {
  test('run from 1 to the version the engine writes, each but the last with its upgrade', () => {
    expect(LOG_FORMATS.map((f) => f.version)).toEqual(Array.from({ length: LOG_VERSION }, (_, i) => i + 1));
    expect(LOG_FORMATS.at(-1)!.upgrade).toBeUndefined();
    for (const f of LOG_FORMATS.slice(0, -1)) expect(f.upgrade, `version ${f.version}`).toBeDefined();
  });

  test('a current log is read as it is, and says the version it was written in', () => {
    const dir = join(ROOT, `tests/fixtures/logs/v${LOG_VERSION}`);
    for (const name of readdirSync(dir)) {
      const text = readFileSync(join(dir, name), 'utf8');
      const read = readLog(text);
      if (!read.ok) throw new Error(`${name}: ${read.error.message}`);
      expect(read.value.written, name).toBe(LOG_VERSION);
      // The log as decoded, and what the schema reads of it the same: it neither adds nor drops.
      expect(read.value.log, name).toEqual(JSON.parse(text));
      expect(read.value.known(), name).toEqual(JSON.parse(text));
      expect(read.value.ignored(), name).toEqual({ count: 0, paths: [] });
    }
  });

  /** Per ruleset: an event type whose decision kind the reader names, and a typed field it fills in. */
  const COMPLETED: Record<string, { decided: string; kind: string; typed: string; field: string }> = {
    aurigae: { decided: 'move', kind: 'plot', typed: 'move', field: 'margin' },
    'circus-maximus': { decided: 'decision', kind: 'attack', typed: 'turn-start', field: 'order' },
    crudis: { decided: 'decision', kind: 'move', typed: 'roll', field: 'speed' },
  };

  test('a version 2 log written before its ruleset was typed is read, completed, as the current one', () => {
    const dir = join(ROOT, 'tests/fixtures/logs/v2-before-typed');
    for (const name of readdirSync(dir)) {
      const text = readFileSync(join(dir, name), 'utf8');
      const written = JSON.parse(text) as RaceLog;
      const read = readLog(text);
      if (!read.ok) throw new Error(`${name}: ${read.error.message}`);
      const log = read.value.log;
      expect(read.value.written, name).toBe(2);
      expect(log.events).toHaveLength(written.events.length);
      // The typed fields its data held, the decision kinds named, the digest of the completed events.
      const completed = COMPLETED[written.header.ruleset.id]!;
      const decided = log.events.find((e) => e.type === completed.decided)!;
      expect(decided.decision?.kind, name).toBe(completed.kind);
      const typed = log.events.find((e) => e.type === completed.typed)! as unknown as Record<string, unknown>;
      expect(typed[completed.field], name).toBeDefined();
      expect(log.footer.digest).toBe(eventsDigest(log.events));
      expect(log.footer.digest).not.toBe(written.footer.digest);
      // Its digest is checked as written: an altered event is refused.
      const altered = JSON.parse(text) as RaceLog;
      altered.events[3]!.turn += 1;
      expect(readLog(JSON.stringify(altered)).ok).toBe(false);
    }
  });

  test('an older log says the version it was written in, and is read as the current one', () => {
    const read = readLog(readFileSync(join(ROOT, 'tests/fixtures/logs/v1/crudis-seed25.json'), 'utf8'));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.written).toBe(1);
    expect(read.value.log.version).toBe(LOG_VERSION);
  });
});

describe('an older log is upgraded on reading', () => {
  test('step by step, with its footer made to match its upgraded events', () => {
    const v1 = fixture('crudis-seed30.json');
    const read = readDecoded(v1, FORMATS);
    if (!read.ok) throw new Error(read.error.message);
    const log = read.value.log as unknown as V2;
    expect(read.value.written).toBe(1);
    expect(log.version).toBe(2);
    expect(log.events).toHaveLength(v1.events.length);
    const move = log.events.find((e) => e.type === 'move')!;
    expect(move.lane).toBe((move.path!.at(-1) as { lane: number }).lane);
    expect(log.footer.digest).not.toBe(v1.footer.digest);
    expect(log.footer.digest).toBe(eventsDigest(log.events as RaceLog['events']));
    // The upgraded log is a valid log of the new version in its own right.
    const again = readDecoded(log, FORMATS);
    expect(again.ok && again.value.written).toBe(2);
  });

  test('after its digest is checked as written', () => {
    const v1 = fixture('aurigae-seed38.json');
    v1.events[7]!.t += 0.001;
    const read = readDecoded(v1, FORMATS);
    expect(read.ok ? '' : read.error.message).toContain('do not match the footer digest');
  });

  test('a step that writes an invalid log is an error, not a crash', () => {
    const broken: LogFormat[] = [
      { ...FORMATS[0]!, upgrade: ((log: RaceLog) => ({ ...log, version: 2 })) as never },
      FORMATS[1]!,
    ];
    const read = readDecoded(fixture('hippodrome-seed31.json'), broken);
    expect(read.ok ? '' : read.error.message).toMatch(
      /^the version 1 log does not upgrade to version 2 \(\$\.events\[0\]\.lane: /,
    );
  });

  test('a version newer than the reader’s is refused, naming the versions it reads', () => {
    const v3 = { ...fixture('circus-maximus-seed39.json'), version: 3 };
    const read = readDecoded(v3, FORMATS);
    expect(read.ok ? '' : read.error.message).toBe(
      'unknown log version 3: this reader understands versions 1 to 2',
    );
  });
});
