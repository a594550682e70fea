import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { CliIo } from '../../src/cli/io.ts';
import { main } from '../../src/cli/main.ts';
import type { Prompts } from '../../src/cli/play/prompts.ts';
import { nextBelow, type RngState, seedRng } from '../../src/engine/dice/rng.ts';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { serializeLog } from '../../src/engine/log/serialize.ts';
import { startSession } from '../../src/engine/rulesets/session.ts';
import { verifyLog } from '../../src/engine/verify.ts';

// A correspondence game played only through `quadriga play` (in-process, files on disk), against
// the same race driven by the same answers in one process.

const TMP = mkdtempSync(join(tmpdir(), 'quadriga-play-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const SETUP = {
  chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }, { name: 'Crescens' }, { name: 'Calpurnianus' }],
  options: { laps: 1 },
};
const SETUP_FILE = join(TMP, 'setup.json');
writeFileSync(SETUP_FILE, JSON.stringify(SETUP));

async function play(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    out: (t) => {
      stdout += t;
    },
    err: (t) => {
      stderr += t;
    },
    stdin: async () => '',
  };
  const status = await main(['play', ...args], io);
  return { status, stdout, stderr };
}

function file(name: string, value: unknown): string {
  const path = join(TMP, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

describe('quadriga play: orders by mail', () => {
  test('a game driven only through quadriga play is the race the same answers give in one process', async () => {
    const game = join(TMP, 'game.json');
    const made = await play(
      'new',
      '-r',
      'hippodrome',
      '-s',
      '11',
      '--setup',
      SETUP_FILE,
      '--human',
      'scorpus',
      '--human',
      'crescens',
      game,
    );
    expect(made.stderr).toContain(
      'a hippodrome game, seed 11, played by scorpus, crescens; turn 0, waiting for scorpus',
    );
    expect(made.status).toBe(0);
    let rng: RngState = seedRng(99);
    const given: unknown[] = [];
    for (let step = 0; step < 500; step++) {
      const p = JSON.parse((await play('prompts', game, '--json')).stdout) as Prompts;
      if (p.status === 'finished') break;
      const seat = p.seats.find((s) => s.decision !== null)!;
      expect(seat.seat).toBe(p.waitingFor);
      // The other player has nothing to decide, and is not shown this one's view.
      expect(p.seats.filter((s) => s.decision === null).map((s) => s.seat)).toHaveLength(1);
      const legal = seat.decision!.legal!;
      const [k, next] = nextBelow(rng, legal.length);
      rng = next;
      given.push(legal[k]);
      const orders = file(`orders-${step}.json`, { kind: seat.decision!.kind, value: legal[k] });
      expect((await play('orders', game, '--seat', seat.seat, orders)).status).toBe(0);
      const turn = await play('turn', game);
      expect(turn.stderr).toMatch(/^.*game\.json: 1 order resolved; /);
      expect(turn.status).toBe(0);
    }
    expect(given.length).toBeGreaterThan(10);
    const log = readFileSync(join(TMP, 'game.log.json'), 'utf8');
    expect((JSON.parse(log) as RaceLog).footer.winner).not.toBeNull();

    // The same race in one process: the same seats answered with the same values, in order.
    const s = startSession({
      ruleset: 'hippodrome',
      seed: 11,
      setup: SETUP,
      outside: { scorpus: 'human', crescens: 'human' },
    });
    if (!s.ok) throw new Error(s.error.message);
    for (const value of given) {
      const r = s.value.answer(value);
      if (!r.ok) throw new Error(r.error.message);
    }
    expect(s.value.state.status).toBe('finished');
    expect(log).toBe(serializeLog(s.value.logSoFar()));
    const v = verifyLog(log);
    expect(v.ok && v.value.verdict).toBe('same');
  });

  test('orders are checked at once: an illegal one is refused naming the rule, and the game is unchanged', async () => {
    const game = join(TMP, 'checked.json');
    expect(
      (await play('new', '-r', 'hippodrome', '-s', '3', '--setup', SETUP_FILE, '--human', 'diocles', game))
        .status,
    ).toBe(0);
    const before = readFileSync(game, 'utf8');
    const bad = await play(
      'orders',
      game,
      '--seat',
      'diocles',
      file('bad.json', { kind: 'keep', value: ['X99'] }),
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(
      /order 1: hippodrome\.team-selection refuses diocles's keep: X99 is not among the cards dealt/,
    );
    const wrongKind = await play(
      'orders',
      game,
      '--seat',
      'diocles',
      file('kind.json', { kind: 'start', value: 'bolt' }),
    );
    expect(wrongKind.stderr).toMatch(
      /order 1: it answers a start, but the race asks diocles for a keep \(hippodrome\.team-selection\)/,
    );
    const unknown = await play(
      'orders',
      game,
      '--seat',
      'diocles',
      file('fly.json', { kind: 'fly', value: 1 }),
    );
    expect(unknown.stderr).toMatch(
      /hippodrome has no decision "fly" \(its decisions: keep, rumor-target, start, attempt, event-cards, discard\)/,
    );
    const notPlayer = await play(
      'orders',
      game,
      '--seat',
      'scorpus',
      file('ok.json', { kind: 'keep', value: [] }),
    );
    expect(notPlayer.stderr).toMatch(/scorpus sends no orders in this game: its players are diocles/);
    expect(readFileSync(game, 'utf8')).toBe(before);
    // Nothing to resolve before the orders are in.
    const early = await play('turn', game);
    expect(early.status).toBe(1);
    expect(early.stderr).toMatch(/nothing to resolve: turn 0, waiting for diocles/);
    // A legal order, then the turn: the text prompt moves on to the next decision.
    expect(
      (await play('orders', game, '--seat', 'diocles', file('keep.json', [{ kind: 'keep', value: [] }])))
        .status,
    ).toBe(0);
    expect((await play('prompts', game)).stdout).toMatch(/Diocles \(diocles\) \(1 order in\) decides: keep/);
    expect((await play('turn', game)).status).toBe(0);
    const text = (await play('prompts', game)).stdout;
    expect(text).toMatch(
      /^hippodrome, turn \d+: the race waits for diocles\.\n\nDiocles \(diocles\) decides: (rumor-target|start|event-cards|attempt)/,
    );
    expect(text).toContain('| quadriga play orders ');
  });

  test('dice from the table: each throw asked for by name, an impossible face refused, the log replays from its own dice', async () => {
    const game = join(TMP, 'table.json');
    expect(
      (
        await play(
          'new',
          '-r',
          'hippodrome',
          '-s',
          '5',
          '--setup',
          SETUP_FILE,
          '--human',
          'crescens',
          '--dice',
          'entered',
          game,
        )
      ).status,
    ).toBe(0);
    let p = JSON.parse((await play('prompts', game, '--json')).stdout) as Prompts;
    expect(p.status === 'waiting' && p.waitingFor).toBe("the table's dice");
    expect((await play('prompts', game)).stdout).toMatch(
      /^hippodrome, turn 0: the race waits for the table's dice\.\nThrow \d+d\d+ for .+, then: quadriga play dice /,
    );
    // A face the die does not have is refused, saying which.
    let rng: RngState = seedRng(5);
    let sixes = 0;
    for (let step = 0; step < 2000; step++) {
      p = JSON.parse((await play('prompts', game, '--json')).stdout) as Prompts;
      if (p.status === 'finished') break;
      if (p.dice) {
        if (p.dice.sides === 6 && sixes++ === 0) {
          const bad = await play('dice', game, ...Array(p.dice.count).fill('7'));
          expect(bad.status).toBe(1);
          expect(bad.stderr).toContain('a d6 has no face 7 (its faces are 1 to 6)');
        }
        const faces: string[] = [];
        for (let i = 0; i < p.dice.count; i++) {
          const [f, next] = nextBelow(rng, p.dice.sides);
          rng = next;
          faces.push(String(f + 1));
        }
        expect((await play('dice', game, ...faces)).status).toBe(0);
        continue;
      }
      const seat = p.seats.find((s) => s.decision !== null)!;
      const o = file('o.json', seat.decision!.example!);
      expect((await play('orders', game, '--seat', seat.seat, o)).status).toBe(0);
      expect((await play('turn', game)).status).toBe(0);
    }
    expect(p.status).toBe('finished');
    expect(sixes).toBeGreaterThan(0);
    const turn = await play('turn', game);
    expect(turn.status).toBe(0);
    const log = readFileSync(join(TMP, 'table.log.json'), 'utf8');
    const v = verifyLog(log);
    expect(v.ok && v.value.verdict).toBe('same');
  });

  test('a Crudis game by mail: the player moves from the legal answers listed, an illegal move is refused naming the rule', async () => {
    const setup = file('crudis-setup.json', {
      chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }],
      options: { laps: 1 },
    });
    const game = join(TMP, 'crudis.json');
    expect(
      (await play('new', '-r', 'crudis', '-s', '6', '--setup', setup, '--human', 'diocles', game)).status,
    ).toBe(0);
    const bad = await play(
      'orders',
      game,
      '--seat',
      'diocles',
      file('crudis-bad.json', { kind: 'move', value: { forward: 40, laterals: [], ram: null, rip: null } }),
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/crudis\.normal-move refuses diocles's move: /);
    let rng: RngState = seedRng(5);
    const given: unknown[] = [];
    for (let step = 0; step < 200; step++) {
      const p = JSON.parse((await play('prompts', game, '--json')).stdout) as Prompts;
      if (p.status === 'finished') break;
      const seat = p.seats.find((x) => x.decision !== null)!;
      const legal = seat.decision!.legal!;
      const [k, next] = nextBelow(rng, legal.length);
      rng = next;
      given.push(legal[k]);
      const orders = file(`crudis-orders-${step}.json`, { kind: seat.decision!.kind, value: legal[k] });
      expect((await play('orders', game, '--seat', 'diocles', orders)).status).toBe(0);
      expect((await play('turn', game)).status).toBe(0);
    }
    expect(given.length).toBeGreaterThan(5);
    const log = readFileSync(join(TMP, 'crudis.log.json'), 'utf8');
    const s = startSession({
      ruleset: 'crudis',
      seed: 6,
      setup: { chariots: [{ name: 'Scorpus' }, { name: 'Diocles' }], options: { laps: 1 } },
      outside: { diocles: 'human' },
    });
    if (!s.ok) throw new Error(s.error.message);
    for (const value of given) {
      const r = s.value.answer(value);
      if (!r.ok) throw new Error(r.error.message);
    }
    expect(s.value.state.status).toBe('finished');
    expect(log).toBe(serializeLog(s.value.logSoFar()));
    const v = verifyLog(log);
    expect(v.ok && v.value.verdict).toBe('same');
  });
});

describe.each([
  { ruleset: 'circus-maximus', seed: 4, most: 400 },
  // Aurigae's answers are many (a plot a chariot a turn): the game's first 30 against the race so far.
  { ruleset: 'aurigae', seed: 3, most: 30 },
])('quadriga play: a $ruleset game by mail', ({ ruleset, seed, most }) => {
  test('both players answer from the legal answers listed, and the game is the race they give in one process', async () => {
    const chariots = [{ name: 'Scorpus' }, { name: 'Diocles' }];
    const setup = file(`${ruleset}-setup.json`, { chariots, options: { laps: 1 } });
    const game = join(TMP, `${ruleset}.json`);
    const made = await play(
      'new',
      '-r',
      ruleset,
      '-s',
      String(seed),
      '--setup',
      setup,
      '--human',
      'scorpus',
      '--human',
      'diocles',
      game,
    );
    expect(made.status).toBe(0);
    let rng: RngState = seedRng(seed);
    const given: unknown[] = [];
    let finished = false;
    for (let step = 0; step < most; step++) {
      const p = JSON.parse((await play('prompts', game, '--json')).stdout) as Prompts;
      finished = p.status === 'finished';
      if (finished) break;
      const seat = p.seats.find((x) => x.decision !== null)!;
      // A Circus Maximus speed has too many answers to list (speeds × lanes × an S): the player
      // writes one within the options' bounds.
      const o = seat.decision!.options as { max: number; fixed: number | null };
      const legal =
        seat.decision!.legal ??
        Array.from({ length: (o.fixed ?? o.max) + 1 }, (_, speed) => ({
          speed: o.fixed ?? o.max - speed,
          strain: false,
          lane: 1 + (speed % 8),
        }));
      // Mostly the first answers listed (no attack, straight on, the fastest speeds), now and then any.
      const [k, next] = nextBelow(rng, step % 3 === 0 ? legal.length : Math.min(3, legal.length));
      rng = next;
      given.push(legal[k]);
      const orders = file(`${ruleset}-orders-${step}.json`, { kind: seat.decision!.kind, value: legal[k] });
      expect((await play('orders', game, '--seat', seat.seat, orders)).status).toBe(0);
      expect((await play('turn', game)).status).toBe(0);
    }
    const log = readFileSync(join(TMP, `${ruleset}.log.json`), 'utf8');
    expect((JSON.parse(log) as RaceLog).footer.turns).toBeGreaterThan(0);
    const s = startSession({
      ruleset,
      seed,
      setup: { chariots, options: { laps: 1 } },
      outside: { scorpus: 'human', diocles: 'human' },
    });
    if (!s.ok) throw new Error(s.error.message);
    for (const value of given) {
      const r = s.value.answer(value);
      if (!r.ok) throw new Error(r.error.message);
    }
    expect(s.value.state.status).toBe(finished ? 'finished' : 'waiting');
    expect(log).toBe(serializeLog(s.value.logSoFar()));
    const v = verifyLog(log);
    expect(v.ok && v.value.verdict).toBe('same');
  });
});
