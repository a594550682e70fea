import { describe, expect, test } from 'vitest';
import { runServe } from '../../src/cli/commands/serve.ts';
import { main } from '../../src/cli/main.ts';
import { Client, captureIo } from './helpers.ts';

// A remote bot's time for one decision: the relay's (`quadriga serve --bot-time-limit`), or a
// published race's own (`quadriga publish --bot … --bot-time-limit`) when it asks for less.

const TOKEN = 'limits';

describe('the time limit of a remote bot seat', () => {
  test.each([
    [
      ['serve', '-r', 'crudis', '-s', '1', '--bot-time-limit', '0'],
      /bad --bot-time-limit "0": a number from 50/,
    ],
    [
      ['serve', '-r', 'crudis', '-s', '1', '--bot-time-limit', '150.5'],
      /bad --bot-time-limit "150.5": a whole number/,
    ],
    [
      ['publish', '-r', 'crudis', '-s', '1', '--token', 't', '--bot-time-limit', '200'],
      /--bot-time-limit needs the seats the bots drive \(--bot <seat>\)/,
    ],
    [
      ['publish', '-r', 'crudis', '-s', '1', '--token', 't', '--bot', 'scorpus', '--bot-time-limit', 'soon'],
      /bad --bot-time-limit "soon": a whole number of milliseconds from 50 to 600000/,
    ],
  ])('usage errors: %j', async (args, message) => {
    const { out, cli } = captureIo();
    expect(await main(args, cli)).toBe(2);
    expect(out.stderr).toMatch(message);
  });

  test("serve's flag is each decision's limit; a publisher may ask for less, never more", async () => {
    let stop = (): void => {};
    const until = new Promise<void>((r) => {
      stop = r;
    });
    const served = captureIo();
    const running = runServe(
      ['-r', 'hippodrome', '-s', '1', '--port', '0', '--no-viewer', '--token', TOKEN, '--pace', '500'].concat(
        ['--gap', '0', '--bot-time-limit', '300'],
      ),
      served.cli,
      { until },
    );
    const t0 = Date.now();
    while (!served.out.stderr.includes('live feed at') && Date.now() - t0 < 60_000)
      await new Promise((r) => setTimeout(r, 10));
    const feed = /live feed at (ws:\/\/\S+?)[;,]/.exec(served.out.stderr)![1]!;
    const bot = await Client.open(feed);

    /** Publishes a Hippodrome race with scorpus driven by the silent bot; the relay's log of its first decision. */
    const firstDecision = async (seed: number, limit: string[]): Promise<string> => {
      const { out, cli } = captureIo();
      const args = ['publish', '--relay', feed, '--token', TOKEN, '-r', 'hippodrome', '-s', String(seed)];
      expect(await main([...args, '--bot', 'scorpus', ...limit, '--no-wait'], cli), out.stderr).toBe(0);
      const race = /^published (\S+):/.exec(out.stdout)![1]!;
      bot.send({ v: 1, type: 'drive', token: TOKEN, race, seat: 'scorpus' });
      const line = new RegExp(`race ${race}: scorpus, decision 1: (.*); the AI decided instead`);
      const t1 = Date.now();
      while (!line.test(served.out.stderr) && Date.now() - t1 < 60_000)
        await new Promise((r) => setTimeout(r, 20));
      return line.exec(served.out.stderr)?.[1] ?? served.out.stderr;
    };
    expect(await firstDecision(21, [])).toBe('the bot did not answer within 300 ms');
    expect(await firstDecision(22, ['--bot-time-limit', '100'])).toBe('the bot did not answer within 100 ms');
    expect(await firstDecision(23, ['--bot-time-limit', '5000'])).toBe(
      'the bot did not answer within 300 ms',
    );
    bot.close();
    stop();
    expect(await running).toBe(0);
  }, 120_000);
});
