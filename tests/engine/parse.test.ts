import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  eventsDigest,
  LOG_FORMAT,
  LOG_VERSION,
  type LogError,
  MAX_LOG_BYTES,
  parseLog,
  type RaceLog,
  readLog,
  serializeLog,
  simulate,
  validateLog,
} from '../../src/engine/index.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const SETUP = {
  chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }, { name: 'Crescens' }],
  options: { laps: 1 },
};

function makeLog(): RaceLog {
  const r = simulate({ ruleset: 'crudis', seed: 11, setup: SETUP });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const LOG = makeLog();
const TEXT = serializeLog(LOG);

/** A plain, mutable copy of the log as JSON data. */
// biome-ignore lint/suspicious/noExplicitAny: the tests poke at raw, untyped JSON on purpose
type Json = Record<string, any>;

function data(): Json {
  return JSON.parse(TEXT) as Json;
}

/** Index of the first event matching a predicate. */
function eventIndex(pred: (e: Json) => boolean): number {
  const i = (data().events as Json[]).findIndex(pred);
  if (i < 0) throw new Error('no such event in the test log');
  return i;
}

/** Applies an edit and keeps the footer consistent (digest over the edited events), unless told not to. */
function edited(edit: (log: Json) => void, { fixDigest = true } = {}): string {
  const log = data();
  edit(log);
  if (fixDigest && Array.isArray(log.events)) {
    log.footer.eventCount = log.events.length;
    log.footer.digest = eventsDigest(log.events);
  }
  return JSON.stringify(log);
}

function error(text: string): LogError {
  const r = parseLog(text);
  if (r.ok) throw new Error('the broken log parsed');
  return r.error;
}

describe('a valid log', () => {
  test('parses', () => {
    const r = parseLog(TEXT);
    expect(r.ok).toBe(true);
    expect(LOG.header.entrants).toHaveLength(3);
    expect(LOG.events.length).toBeGreaterThan(10);
  });

  test('survives serializeLog → parseLog → serializeLog byte for byte', () => {
    const r = parseLog(TEXT);
    if (!r.ok) throw new Error(r.error.message);
    expect(serializeLog(r.value)).toBe(TEXT);
  });

  test('parses whatever its layout', () => {
    const r = parseLog(JSON.stringify(JSON.parse(TEXT), null, 2));
    if (!r.ok) throw new Error(r.error.message);
    expect(serializeLog(r.value)).toBe(TEXT);
  });

  test('serializeLog writes one event per line', () => {
    const lines = TEXT.split('\n');
    for (const ev of LOG.events) expect(lines.filter((l) => l.includes(`"seq":${ev.seq},`))).toHaveLength(1);
  });

  test('every version from 1 (the oldest) to the current one is accepted, as the current one', () => {
    for (let version = 1; version <= LOG_VERSION; version++) {
      const dir = join(ROOT, `tests/fixtures/logs/v${version}`);
      const names = readdirSync(dir);
      expect(names.length, `fixtures of version ${version}`).toBeGreaterThan(0);
      for (const name of names) {
        const r = parseLog(readFileSync(join(dir, name), 'utf8'));
        if (!r.ok) throw new Error(`v${version}/${name}: ${r.error.message}`);
        expect(r.value.version).toBe(LOG_VERSION);
      }
    }
    for (const name of readdirSync(join(ROOT, 'tests/fixtures/logs/v2-before-typed'))) {
      const r = parseLog(readFileSync(join(ROOT, 'tests/fixtures/logs/v2-before-typed', name), 'utf8'));
      if (!r.ok) throw new Error(`v2-before-typed/${name}: ${r.error.message}`);
    }
  });

  test('unknown extra fields are tolerated (later versions only add optional fields)', () => {
    const text = edited(
      (log) => {
        log.comment = 'added by a later writer';
        log.header.venue = { city: 'Roma' };
        log.header.entrants[0].nickname = 'the Scorpion';
        log.footer.attendance = 150000;
        log.checkpoints[0].wallClock = 'n/a';
      },
      { fixDigest: false },
    );
    const r = parseLog(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.footer.digest).toBe(LOG.footer.digest);
  });

  test('an unknown field on an event: the digest is checked as written, the field kept, unread', () => {
    // A newer writer's optional field, under its digest (the digest covers the events as written).
    const i = eventIndex((e) => Array.isArray(e.rolls) && e.rolls.length > 0);
    const text = edited((log) => {
      log.events[i].rolls[0].tilt = 'left';
      log.events[i].crowdNoise = 0.7;
    });
    const read = readLog(text);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.ignored()).toEqual({
      count: 2,
      paths: [`$.events[${i}].rolls[0].tilt`, `$.events[${i}].crowdNoise`],
    });
    expect(read.value.digest).toBe(JSON.parse(text).footer.digest);
    expect(read.value.digest).not.toBe(LOG.footer.digest);
    // What the reader knows of it is the race this engine wrote; the log it hands on keeps the
    // field, so written out again (the viewer's export) it reads back, digest and all.
    expect(read.value.known().events[i]).not.toHaveProperty('crowdNoise');
    expect(read.value.known().events).toEqual(LOG.events);
    expect(read.value.log).toEqual(JSON.parse(text));
    const again = readLog(serializeLog(read.value.log));
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.ignored().count).toBe(2);
    // Altered after the digest was written, in that field: refused.
    const altered = JSON.parse(text) as Json;
    altered.events[i].crowdNoise = 0.8;
    expect(error(JSON.stringify(altered)).message).toMatch(/altered or truncated/);
  });

  test('validateLog accepts the decoded object', () => {
    expect(validateLog(data()).ok).toBe(true);
  });
});

describe('a broken log is refused with a message naming what and where', () => {
  test.each([
    ['a stray character', (l: string[], i: number) => l[i]!.replace('{', '{x')],
    ['an unquoted key', (l: string[], i: number) => l[i]!.replace('"chariots"', 'chariots')],
    ['a trailing comma', (l: string[], i: number) => l[i]!.replace('],', ',],')],
    ['NaN', (l: string[], i: number) => l[i]!.replace(/"t":[0-9.]+/, '"t":NaN')],
  ])('not JSON (%s): the message has the line and column', (_name, breakLine) => {
    const lines = TEXT.split('\n');
    const i = lines.findIndex((l) => l.includes('"seq":20,'));
    lines[i] = breakLine(lines, i);
    const e = error(lines.join('\n'));
    expect(e.message).toMatch(/not valid JSON/);
    expect(e.message).toContain(`line ${i + 1}, column`);
    expect(e.path).toBe('$');
  });

  test('not JSON (truncated): the message has the line and column of the end', () => {
    const lines = TEXT.split('\n').slice(0, 25);
    const e = error(lines.join('\n'));
    expect(e.message).toMatch(/not valid JSON/);
    expect(e.message).toContain(`line 25, column`);
  });

  test('not JSON (cut inside a string)', () => {
    const lines = TEXT.split('\n');
    const cut = lines.slice(0, 30).join('\n').length + 20;
    const e = error(TEXT.slice(0, cut));
    expect(e.message).toContain('line 31, column');
  });

  test('a JSON array', () => {
    const e = error('[]');
    expect(e.message).toMatch(/JSON object/);
    expect(e.path).toBe('$');
  });

  test.each(['null', '42', '"log"'])('a JSON scalar (%s)', (text) => {
    expect(error(text).message).toMatch(/JSON object/);
  });

  test('input over MAX_LOG_BYTES is refused before parsing', () => {
    const e = error('x'.repeat(MAX_LOG_BYTES + 1));
    expect(e.message).toContain(String(MAX_LOG_BYTES));
    expect(e.message).toMatch(/limit/);
    expect(e.path).toBe('$');
  });

  test('wrong format id', () => {
    const e = error(edited((log) => Object.assign(log, { format: 'quadriga.replay' })));
    expect(e.path).toBe('$.format');
    expect(e.message).toContain('quadriga.replay');
    expect(e.message).toContain(LOG_FORMAT);
  });

  test('unknown (newer) version', () => {
    const e = error(edited((log) => Object.assign(log, { version: LOG_VERSION + 1 })));
    expect(e.path).toBe('$.version');
    expect(e.message).toContain(`unknown log version ${LOG_VERSION + 1}`);
  });

  test.each([1.5, 0, -1, '1', null])('version %j', (version) => {
    const e = error(edited((log) => Object.assign(log, { version })));
    expect(e.path).toBe('$.version');
    expect(e.message).toMatch(/version/);
  });

  test.each([
    ['seed', '$.header.seed'],
    ['entrants', '$.header.entrants'],
    ['ruleset', '$.header.ruleset'],
  ])('missing header field %s', (field, path) => {
    const e = error(edited((log) => delete log.header[field]));
    expect(e.path).toBe(path);
    expect(e.message).toContain(path);
  });

  test.each(['footer', 'events', 'checkpoints', 'header'])('missing %s', (field) => {
    const e = error(edited((log) => delete log[field], { fixDigest: false }));
    expect(e.path).toBe(`$.${field}`);
  });

  test('events out of order (two swapped)', () => {
    const e = error(
      edited((log) => {
        [log.events[5], log.events[6]] = [log.events[6], log.events[5]];
      }),
    );
    expect(e.path).toBe('$.events[5].seq');
    expect(e.seq).toBe(6);
    expect(e.message).toMatch(/out of order/);
  });

  test('a gap in seq', () => {
    const e = error(edited((log) => log.events.splice(7, 1)));
    expect(e.path).toBe('$.events[7].seq');
    expect(e.seq).toBe(8);
    expect(e.message).toMatch(/seq 8/);
  });

  test('turn going backwards', () => {
    // An event whose predecessor is in the same turn, moved one turn back (time moved with it).
    const i = eventIndex((e) => e.turn >= 3 && e.seq > 0);
    const e = error(
      edited((log) => {
        const ev = log.events[i + 1];
        ev.turn = log.events[i].turn - 1;
        ev.t = ev.turn;
      }),
    );
    expect(e.path).toBe(`$.events[${i + 1}].turn`);
    expect(e.seq).toBe(i + 1);
    expect(e.message).toMatch(/turn/);
  });

  test('t outside its turn', () => {
    const i = eventIndex((e) => e.turn >= 2);
    const e = error(edited((log) => Object.assign(log.events[i], { t: log.events[i].turn + 1.5 })));
    expect(e.path).toBe(`$.events[${i}].t`);
    expect(e.seq).toBe(i);
    expect(e.message).toMatch(/outside turn/);
  });

  test('a number too large for a double (1e999 decodes to Infinity)', () => {
    const lines = TEXT.split('\n');
    const i = lines.findIndex((l) => l.includes('"seq":9,'));
    lines[i] = lines[i]!.replace(/"t":[0-9.]+/, '"t":1e999');
    const e = error(lines.join('\n'));
    expect(e.path).toBe('$.events[9].t');
    expect(e.seq).toBe(9);
    expect(e.message).toContain('$.events[9].t');
  });

  test('a lane off the board', () => {
    const i = eventIndex((e) => Array.isArray(e.path) && e.path.length > 1);
    const e = error(edited((log) => Object.assign(log.events[i].path[1], { lane: 99 })));
    expect(e.path).toBe(`$.events[${i}].path[1]`);
    expect(e.seq).toBe(i);
    expect(e.message).toMatch(/lane 99 is off the board/);
  });

  test('a start position off the board', () => {
    const e = error(edited((log) => Object.assign(log.header.entrants[2].start, { lane: 0 })));
    expect(e.path).toBe('$.header.entrants[2].start');
    expect(e.message).toMatch(/lane 0/);
  });

  test('an unknown chariot id in an event', () => {
    const i = eventIndex((e) => e.chariots.length > 0 && e.turn > 0);
    const e = error(edited((log) => Object.assign(log.events[i].chariots, { 0: 'nero' })));
    expect(e.path).toBe(`$.events[${i}].chariots[0]`);
    expect(e.seq).toBe(i);
    expect(e.message).toContain('"nero"');
  });

  test('an unknown chariot in an event’s positions', () => {
    const i = eventIndex((e) => e.at !== undefined);
    const e = error(
      edited((log) => {
        log.events[i].at.nero = { lane: 3, sq: 4 };
      }),
    );
    expect(e.path).toBe(`$.events[${i}].at.nero`);
    expect(e.seq).toBe(i);
  });

  test('a "NaN" in a position names the field and what it should be, not only "Invalid input"', () => {
    const i = eventIndex((e) => Array.isArray(e.path) && e.path.length > 1);
    const e = error(edited((log) => Object.assign(log.events[i].path[1], { sq: 'NaN' })));
    expect(e.path).toBe(`$.events[${i}].path[1].sq`);
    expect(e.message).toContain(`$.events[${i}].path[1].sq`);
    expect(e.message).toMatch(/expected number, received string/);
    expect(e.message).not.toMatch(/Invalid input/);
  });

  test('a wrong footer eventCount', () => {
    const e = error(
      edited((log) => Object.assign(log.footer, { eventCount: log.footer.eventCount + 1 }), {
        fixDigest: false,
      }),
    );
    expect(e.path).toBe('$.footer.eventCount');
    expect(e.message).toContain(String(LOG.events.length));
  });

  test('a digest mismatch after an event was edited', () => {
    const i = eventIndex((e) => Array.isArray(e.rolls));
    const e = error(
      edited(
        (log) => {
          const roll = log.events[i].rolls[0];
          roll.faces[0] = roll.faces[0] === 1 ? 2 : 1;
        },
        { fixDigest: false },
      ),
    );
    expect(e.path).toBe('$.footer.digest');
    expect(e.message).toMatch(/digest/);
  });

  test('a truncated event list (footer left as it was)', () => {
    const e = error(edited((log) => log.events.pop(), { fixDigest: false }));
    // The last checkpoint or the footer's count gives it away, whichever is checked first.
    expect(e.path).toMatch(/^\$\.(checkpoints\[\d+\]\.lastSeq|footer\.eventCount)$/);
    expect(e.message).toContain(String(LOG.events.length - 1));
  });

  test('a bad value inside an event names the event’s seq', () => {
    const i = eventIndex((e) => Array.isArray(e.rolls));
    const e = error(edited((log) => Object.assign(log.events[i].rolls[0], { dice: 'two dice' })));
    expect(e.path).toBe(`$.events[${i}].rolls[0].dice`);
    expect(e.seq).toBe(i);
    expect(e.message).toContain(`seq ${i}`);
  });
});
