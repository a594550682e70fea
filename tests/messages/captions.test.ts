import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { simulate } from '../../src/engine/rulesets/index.ts';
import { loadLanguage, setLanguage } from '../../src/messages/index.ts';
import { BROADCAST_CAMERAS } from '../../src/replay/cameras.ts';
import { type Caption, captionText, namesOf } from '../../src/replay/captions.ts';
import { direct } from '../../src/replay/director.ts';
import { buildPlan, type Plan } from '../../src/replay/plan.ts';

// Markers and cuts carry what they are about as data; the catalogue words it in the page's language.

function planOf(ruleset: 'crudis' | 'circus-maximus', seed: number): Plan {
  const race = simulate({ ruleset, seed });
  if (!race.ok) throw new Error(race.error.message);
  const built = buildPlan(race.value);
  if (!built.ok) throw new Error(built.error);
  return built.plan;
}

beforeAll(() => loadLanguage('fr'));
afterEach(() => setLanguage('en'));

const names = (id: string): string => ({ a: 'Scorpus', b: 'Diocles' })[id] ?? id;

describe('captions', () => {
  test('are worded by the catalogue of the page’s language, replays said so', () => {
    const cases: Array<[Caption, boolean, string, string]> = [
      [
        { what: 'collision', who: 'a', whom: 'b' },
        false,
        'Scorpus collides with Diocles',
        'Scorpus heurte Diocles',
      ],
      [
        { what: 'lap', who: 'a', lap: 2 },
        false,
        'Scorpus leads into lap 2',
        'Scorpus entame en tête le 2e tour',
      ],
      [
        { what: 'close-finish', who: 'a', whom: 'b' },
        true,
        'Replay: Scorpus finishes, Diocles right behind',
        'Ralenti : Scorpus franchit la ligne, Diocles juste derrière',
      ],
      [{ what: 'carceres' }, false, 'At the carceres', 'Dans les carceres'],
      [{ what: 'covered', who: 'zz' }, false, 'zz', 'zz'],
    ];
    for (const [c, replay, en, fr] of cases) {
      setLanguage('en');
      expect(captionText(c, names, replay)).toBe(en);
      setLanguage('fr');
      expect(captionText(c, names, replay)).toBe(fr);
    }
  });

  test('a marker names its event’s chariots and figures; a cut, its moment’s', () => {
    for (const ruleset of ['crudis', 'circus-maximus'] as const) {
      const plan = planOf(ruleset, 7);
      const name = namesOf(plan.log.header.entrants);
      let laps = 0;
      for (const m of plan.markers) {
        const c = m.caption;
        if (m.seq === null) {
          expect(c.what).toBe('lead-change');
          continue;
        }
        const e = plan.events[m.seq]!;
        if ('who' in c) expect(c.who).toBe(e.chariots[0]);
        if ('whom' in c) expect(c.whom).toBe(e.chariots[1]);
        if (c.what === 'lap') expect(c.lap).toBe(++laps + 1);
        // Every name resolves: no id reaches the screen.
        if ('who' in c) expect(captionText(c, name)).toContain(name(c.who));
        if ('who' in c) expect(name(c.who)).not.toBe(c.who);
      }
      const cuts = direct(plan, { cameras: BROADCAST_CAMERAS }).cuts;
      expect(cuts[0]!.caption).toEqual({ what: 'carceres' });
      // A replay follows the live shot of its moment, under the same caption.
      cuts.forEach((cut, i) => {
        if (cut.replay) expect(cut.caption).toEqual(cuts[i - 1]!.caption);
      });
      expect(cuts.some((k) => k.replay)).toBe(true);
    }
  });
});
