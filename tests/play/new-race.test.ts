import { describe, expect, it } from 'vitest';
import { readSpecText, specSearch, specText } from '../../src/ui/play/play-spec.ts';
import { defaultSpec, rulesetInfo, sizeText, specProblems } from '../../src/ui/play/ruleset-info.ts';

describe('the "New race" form', () => {
  it("reads each ruleset's limits and options from its definition", () => {
    const hip = rulesetInfo('hippodrome');
    expect(sizeText(hip)).toMatch(/^Hippodrome takes exactly 4 chariots: a card game for exactly four teams/);
    expect(hip.options.find((o) => o.key === 'laps')).toEqual({
      key: 'laps',
      type: 'integer',
      min: 1,
      max: 7,
      default: 7,
      description: expect.stringContaining('Laps to race'),
    });
    const aur = rulesetInfo('aurigae');
    expect(sizeText(aur)).toBe('Aurigae takes 2 to 12 chariots.');
    expect(aur.options.map((o) => [o.key, o.max])).toEqual([
      ['laps', 12],
      ['maxTurns', 2000],
    ]);
    expect(hip.playable && aur.playable).toBe(true);
  });

  it("points at the field each problem is about, in the rules' words", () => {
    const spec = defaultSpec('hippodrome', 1);
    expect(specProblems(spec)).toEqual([]);
    const three = { ...spec, setup: { ...spec.setup, chariots: spec.setup.chariots.slice(0, 3) } };
    expect(specProblems(three)[0]).toMatchObject({
      path: '$.setup.chariots',
      message: expect.stringContaining('exactly 4'),
    });
    const unnamed = structuredClone(spec);
    unnamed.setup.chariots[1]!.name = ' ';
    expect(specProblems(unnamed)[0]).toMatchObject({
      path: '$.setup.chariots[1].name',
      message: expect.stringContaining('a chariot needs a name'),
    });
    const twice = structuredClone(spec);
    twice.setup.chariots[3]!.faction = twice.setup.chariots[0]!.faction!;
    expect(specProblems(twice)[0]).toMatchObject({ path: '$.setup.chariots[3].faction' });
    const long = { ...spec, setup: { ...spec.setup, options: { laps: 9 } } };
    expect(specProblems(long)).toEqual([
      {
        path: '$.setup.options.laps',
        message: 'bad setup at $.options.laps: laps must be a whole number from 1 to 7',
      },
    ]);
    const unknown = { ...spec, setup: { ...spec.setup, options: { lapz: 2 } } };
    expect(specProblems(unknown)[0]!.path).toBe('$.setup.options.lapz');
    expect(specProblems({ ...spec, humans: [4] })[0]).toMatchObject({ path: '$.humans[0]' });
  });

  it('puts the whole race in the address, and reads it back', () => {
    const spec = { ...defaultSpec('aurigae', 42), dice: 'entered' as const };
    const back = readSpecText(new URLSearchParams(specSearch(spec)).get('play')!);
    expect(back).toEqual({ ok: true, value: spec });
    expect(JSON.parse(specText({ ...spec, humans: [], dice: 'seeded' }))).not.toHaveProperty('humans');
    expect(readSpecText('{"ruleset":"polo"')).toMatchObject({ ok: false, error: { path: '$' } });
    expect(readSpecText('{"ruleset":"polo","seed":1,"setup":{"chariots":[]}}')).toMatchObject({
      ok: false,
      error: { path: '$.ruleset' },
    });
  });
});
