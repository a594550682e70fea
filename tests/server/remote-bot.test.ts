import { spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import type { RaceLog } from '../../src/engine/log/schema.ts';
import { serializeLog } from '../../src/engine/log/serialize.ts';
import { defaultSetup } from '../../src/engine/race/setup.ts';
import { verifyLog } from '../../src/engine/verify.ts';
import type {
  BotEnvelope,
  ErrorMessage,
  PublishedMessage,
  ServerMessage,
} from '../../src/server/protocol.ts';
import type { Relay } from '../../src/server/relay.ts';
import { LiveLog } from '../../src/ui/live.ts';
import { Client, closedAfterEach, relay } from './helpers.ts';

// A remote bot drives a seat of a published race over the relay's own WebSocket: the same bot
// protocol as `quadriga simulate --driver`, each message in an envelope. The relay waits each
// decision's time limit at most, and the AI stands in for a late, malformed or illegal answer.

const { relays: open, clients } = closedAfterEach();

const TOKEN = 's3cret';
/** A short Hippodrome race: its sessions answer fastest (each answer resolves the race so far again). */
const RACE = { ruleset: 'hippodrome', setup: { ...defaultSetup(4), options: { laps: 1 } } };
/**
 * The silent bot's cost: long beside the answers the test's bot sends every 20 ms, so that a loaded
 * machine does not turn an answer into a silence (1.5 s was the time limit once).
 */
const TIME_LIMIT_MS = 3000;

async function start(botTimeLimitMs = TIME_LIMIT_MS): Promise<Relay> {
  const r = await relay({
    publishToken: TOKEN,
    pace: 400,
    botTimeLimitMs,
    botConnectMs: 5000,
    log: () => {},
  });
  open.push(r);
  return r;
}
async function client(r: Relay, hello: Record<string, unknown> | null = null): Promise<Client> {
  const c = hello === null ? await Client.open(r.liveUrl) : await Client.join(r.liveUrl, hello);
  clients.push(c);
  return c;
}

/** Publishes RACE (four teams, one lap) with scorpus driven remotely; its race id. */
async function publish(pub: Client, seed: number): Promise<string> {
  pub.send({ v: 1, type: 'publish', token: TOKEN, race: { ...RACE, seed, bots: ['scorpus'] } });
  await pub.until((ms) => ms.some((m) => m.type === 'published' || m.type === 'error'));
  const published = pub.messages.find((m): m is PublishedMessage => m.type === 'published');
  if (!published) throw new Error(JSON.stringify(pub.messages));
  return published.race;
}

/** The log a viewer saw of one race, from its welcome to its end. */
async function watched(viewer: Client, race: string): Promise<RaceLog> {
  await viewer.until((ms) => ms.some((m) => m.type === 'end' && m.race === race), 60_000);
  const live = new LiveLog();
  for (const m of viewer.messages) if ('race' in m && m.race === race) live.apply(m);
  const log = live.toLog();
  if (!log) throw new Error(`no whole log of ${race}`);
  return log;
}

const decisions = (c: Client): Extract<BotEnvelope['message'], { type: 'decision' }>[] =>
  c.messages.flatMap((m: ServerMessage) =>
    m.type === 'bot' && m.message.type === 'decision' ? [m.message] : [],
  );

describe('a remote bot over the relay', () => {
  test('examples/relay-bot.js runs examples/bot.js on a seat: every decision is the bot’s, on air, and the log verifies', async () => {
    // A time limit that two Node processes starting on a loaded machine keep (a bot answers in ms).
    const r = await start(10_000);
    const viewer = await client(r, {});
    const pub = await client(r);
    const race = await publish(pub, 11);
    const bridge = spawn(
      process.execPath,
      ['examples/relay-bot.js', r.liveUrl, race, 'scorpus', process.execPath, 'examples/bot.js'],
      { env: { ...process.env, QUADRIGA_PUBLISH_TOKEN: TOKEN }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let said = '';
    bridge.stderr.on('data', (d: Buffer) => {
      said += d.toString();
    });
    const exited = new Promise<number | null>((resolve) => bridge.on('exit', resolve));
    const log = await watched(viewer, race);
    expect(await exited).toBe(0);
    // The example bot says who it drives and how the race ended (its standard error is passed on).
    expect(said).toContain('driving scorpus in a hippodrome race, seed 11');
    expect(said).toContain('the race is over');

    expect(log.header.drivers).toEqual({ scorpus: 'bot' });
    const answers = log.header.answers ?? [];
    expect(answers.length).toBeGreaterThan(3);
    for (const a of answers) {
      expect(a).toMatchObject({ type: 'decision', chariot: 'scorpus', by: 'bot' });
      expect(a).not.toHaveProperty('fallback');
    }
    const verified = verifyLog(serializeLog(log));
    expect(verified.ok && verified.value.verdict).toBe('same');
  }, 90_000);

  test('an illegal answer, a malformed one and silence each let the AI decide, and silence costs one time limit', async () => {
    const r = await start();
    const viewer = await client(r, {});
    const pub = await client(r);
    const race = await publish(pub, 12);
    const bot = await client(r);
    bot.send({ v: 1, type: 'drive', token: TOKEN, race, seat: 'scorpus' });
    // Decision 1 gets an answer the rules refuse, decision 2 one without a value, 3 none at all.
    let answered = 0;
    const answer = (): void => {
      for (const d of decisions(bot).slice(answered)) {
        answered++;
        if (d.id === 1)
          bot.send({ v: 1, type: 'answer', race, seat: 'scorpus', answer: { id: 1, value: 'fly' } });
        if (d.id === 2) bot.send({ v: 1, type: 'answer', race, seat: 'scorpus', answer: { id: 2 } });
      }
    };
    const ticking = setInterval(answer, 20);
    const log = await watched(viewer, race);
    clearInterval(ticking);

    expect(bot.messages.find((m) => m.type === 'driving')).toMatchObject({ race, seat: 'scorpus' });
    const answers = (log.header.answers ?? []).filter((a) => a.type === 'decision');
    expect(answers.length).toBeGreaterThan(3);
    expect(answers.every((a) => a.type === 'decision' && a.by === 'ai')).toBe(true);
    const why = answers.map((a) => (a.type === 'decision' ? a.fallback : ''));
    expect(why[0]).toMatch(/^its answer was refused: hippodrome\./);
    expect(why[1]).toBe('the bot wrote no "value" in the answer');
    expect(why[2]).toBe(`the bot did not answer within ${TIME_LIMIT_MS} ms`);
    for (const w of why.slice(3))
      expect(w).toBe('the bot has still not answered decision 3, so it was not asked');
    // Asked once more after the silence, never again: one time limit, not one per decision (the
    // time waited is counted on a fake clock in tests/cli/bot-conversation.test.ts, not timed here).
    expect(decisions(bot).map((d) => d.id)).toEqual([1, 2, 3]);
    // Each refusal is told to the bot as the bot protocol's `refused`.
    const refused = bot.messages.flatMap((m) =>
      m.type === 'bot' && m.message.type === 'refused' ? [m] : [],
    );
    expect(refused.length).toBe(answers.length);
    const verified = verifyLog(serializeLog(log));
    expect(verified.ok && verified.value.verdict).toBe('same');
  }, 90_000);

  test('a seat is driven only with the token, only if the race has it, and by one connection at a time', async () => {
    const r = await start();
    const pub = await client(r);
    const race = await publish(pub, 13);
    const errors = (c: Client) => c.messages.filter((m): m is ErrorMessage => m.type === 'error');
    const a = await client(r);
    a.send({ v: 1, type: 'drive', token: 'wrong', race, seat: 'scorpus' });
    a.send({ v: 1, type: 'drive', token: TOKEN, race, seat: 'diocles' });
    a.send({ v: 1, type: 'drive', token: TOKEN, race: 'r99-hippodrome-1-abc', seat: 'scorpus' });
    a.send({ v: 1, type: 'drive', token: TOKEN, race, seat: 'scorpus' });
    await a.until((ms) => ms.some((m) => m.type === 'driving'));
    expect(errors(a).map((e) => e.code)).toEqual(['forbidden', 'unknown-race', 'unknown-race']);
    expect(errors(a)[1]!.message).toBe(
      `race ${race} has no remote bot seat diocles (its remote seats: scorpus)`,
    );
    const b = await client(r);
    b.send({ v: 1, type: 'drive', token: TOKEN, race, seat: 'scorpus' });
    b.send({ v: 1, type: 'answer', race, seat: 'scorpus', answer: { id: 1, value: null } });
    await b.until((ms) => ms.filter((m) => m.type === 'error').length === 2);
    expect(errors(b).map((e) => e.code)).toEqual(['seat-taken', 'bad-message']);
    expect(errors(b)[1]!.message).toBe(`this connection does not drive scorpus in race ${race}`);
  }, 60_000);

  test('a seat the race does not have is a bad race, said to its publisher', async () => {
    const r = await start();
    const pub = await client(r);
    pub.send({ v: 1, type: 'publish', token: TOKEN, race: { ...RACE, seed: 14, bots: ['nobody'] } });
    await pub.until((ms) => ms.some((m) => m.type === 'error'));
    const e = pub.messages.find((m): m is ErrorMessage => m.type === 'error')!;
    expect(e.code).toBe('bad-race');
    expect(e.message).toContain('$.race.bots: no chariot "nobody" in the race');
  });
});
