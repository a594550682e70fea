import { beforeEach, describe, expect, test } from 'vitest';
import { clock } from '../../src/playback/clock.ts';
import { setExplainMode, useExplain } from '../../src/playback/explain.ts';
import { useViewer } from '../../src/playback/store.ts';
import { applyMoment, buildLink, currentLink, noteLogOrigin, readMoment } from '../../src/ui/deep-link.ts';
import { runSeason } from '../../src/engine/season/index.ts';
import { useSeason } from '../../src/ui/season/season-store.ts';
import { race } from './fixtures.ts';

const BASE = 'https://example.org/';

describe('reading a moment from the address', () => {
  test('every part', () => {
    expect(
      readMoment(
        '?ruleset=crudis&seed=7&event=120&view=top&chariot=scorpus&explain=1&mode=tabletop&overlay=on',
      ),
    ).toEqual({
      event: 120,
      view: 'top',
      chariot: 'scorpus',
      explain: true,
      mode: 'tabletop',
      overlay: 'on',
    });
    expect(readMoment('?t=12.5&explain=0')).toEqual({ t: 12.5, explain: false });
  });

  test('the race of a season, from 1', () => {
    expect(readMoment('?log=season.json&race=3&event=40')).toEqual({ race: 3, event: 40 });
    expect(readMoment('?season=10&ruleset=crudis&seed=7&race=10&t=4')).toEqual({ race: 10, t: 4 });
  });

  test('values that do not parse are left out, so the race still opens', () => {
    expect(readMoment('?race=0')).toEqual({});
    expect(readMoment('?race=2.5')).toEqual({});
    expect(readMoment('?race=second')).toEqual({});
    expect(readMoment('?event=-3&t=soon&view=sky&mode=fast&overlay=maybe')).toEqual({});
    expect(readMoment('?event=1.5&t=')).toEqual({});
    expect(readMoment('')).toEqual({});
  });
});

describe('building a link', () => {
  test('a race from a seed, at an event in explain mode', () => {
    const r = buildLink(
      BASE,
      { kind: 'seed', ruleset: 'crudis', seed: 42, chariots: 12 },
      {
        event: 77,
        t: 3,
        view: 'top',
        explain: true,
        mode: 'race',
        overlay: 'auto',
      },
    );
    expect(r).toEqual({
      ok: true,
      url: `${BASE}?ruleset=crudis&seed=42&chariots=12&event=77&view=top&explain=1`,
    });
  });

  test('a log from a URL at a time, and back through readMoment', () => {
    const r = buildLink(
      BASE,
      { kind: 'url', url: '/races/final.json' },
      { t: 61.234, view: 'follow', chariot: 'diocles', mode: 'tabletop', overlay: 'off' },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const search = new URL(r.url).search;
    expect(new URLSearchParams(search).get('log')).toBe('/races/final.json');
    expect(readMoment(search)).toEqual({
      t: 61.23,
      view: 'follow',
      chariot: 'diocles',
      mode: 'tabletop',
      overlay: 'off',
    });
  });

  test('a race of a season file at an event, and back through readMoment', () => {
    const r = buildLink(BASE, { kind: 'url', url: '/seasons/2026.json' }, { race: 3, event: 40 });
    expect(r).toEqual({ ok: true, url: `${BASE}?log=%2Fseasons%2F2026.json&race=3&event=40` });
    expect(r.ok && readMoment(new URL(r.url).search)).toEqual({ race: 3, event: 40 });
  });

  test('a race of a season resolved from a seed keeps the season', () => {
    const r = buildLink(BASE, { kind: 'seed', ruleset: 'hippodrome', seed: 7, season: 10 }, { race: 2 });
    expect(r).toEqual({ ok: true, url: `${BASE}?ruleset=hippodrome&seed=7&season=10&race=2` });
  });

  test('the free camera is written as the page reads it', () => {
    const r = buildLink(
      BASE,
      { kind: 'seed', ruleset: 'crudis', seed: 7 },
      {
        t: 5,
        view: 'orbit',
        orbit: { camera: [-250.04, 230, 470.26], target: [20, 0, -30] },
      },
    );
    expect(r.ok && new URL(r.url).searchParams.get('camera')).toBe('-250,230,470.3');
    expect(r.ok && new URL(r.url).searchParams.get('target')).toBe('20,0,-30');
  });

  test('a file from this computer, a live race or no race cannot be linked, and says why', () => {
    const file = buildLink(BASE, { kind: 'file', name: 'race.json' }, {});
    expect(file).toEqual({
      ok: false,
      reason: expect.stringMatching(/"race.json" was opened from this computer/),
    });
    expect(buildLink(BASE, { kind: 'live', live: '1' }, {}).ok).toBe(false);
    expect(buildLink(BASE, null, {})).toEqual({ ok: false, reason: 'no race is loaded' });
  });
});

describe('applying and taking a moment', () => {
  const log = race(7);

  beforeEach(() => {
    useViewer.getState().setLog(log, 'test');
    useViewer.getState().setCamera('trackside');
    useViewer.getState().select(null);
    useExplain.setState({ enabled: false, kinds: [], seq: null, at: 0, overlay: 'auto' });
    clock.time = 0;
  });

  test('an event in explain mode with a camera: paused there, its step shown', () => {
    const e = log.events.find((x) => x.type === 'danger-check' && x.turn > 10)!;
    applyMoment({ event: e.seq, explain: true, view: 'top', chariot: e.chariots[0]!, overlay: 'on' });
    const v = useViewer.getState();
    expect(v.playing).toBe(false);
    expect(v.camera).toBe('top');
    expect(v.selected).toBe(e.chariots[0]);
    expect(useExplain.getState()).toMatchObject({ enabled: true, seq: e.seq, overlay: 'on' });
    expect(clock.time).toBe(v.plan!.cues.find((c) => c.seq === e.seq)!.time);
  });

  test('a time', () => {
    applyMoment({ t: 20 });
    expect(clock.time).toBe(20);
    expect(useViewer.getState().playing).toBe(false);
  });

  test('the link of the moment shown opens that moment again', () => {
    noteLogOrigin({ kind: 'seed', ruleset: 'crudis', seed: 7 });
    setExplainMode(true);
    const seq = useExplain.getState().seq!;
    useViewer.getState().setCamera('top');
    const link = currentLink(BASE);
    expect(link.ok).toBe(true);
    if (!link.ok) return;
    expect(link.url).toBe(`${BASE}?ruleset=crudis&seed=7&event=${seq}&view=top&explain=1`);
    useExplain.setState({ enabled: false, seq: null });
    clock.time = 0;
    applyMoment(readMoment(new URL(link.url).search));
    expect(useExplain.getState().seq).toBe(seq);
    expect(useExplain.getState().enabled).toBe(true);
  });

  test('in a season, the link names the race playing, and the season opens at the race named', () => {
    const season = runSeason({ ruleset: 'hippodrome', seed: 7, races: 3 });
    if (!season.ok) throw new Error(season.error.message);
    noteLogOrigin({ kind: 'url', url: '/season.json' });
    useSeason.getState().setSeason(season.value, 'season.json', 1);
    expect(useViewer.getState().log).toBe(season.value.races[1]!.log);
    const link = currentLink(BASE);
    expect(link.ok && new URL(link.url).searchParams.get('race')).toBe('2');
    useSeason.getState().playRace(2);
    const last = currentLink(BASE);
    expect(last.ok && new URL(last.url).searchParams.get('race')).toBe('3');
    // A race the season does not have opens its first.
    useSeason.getState().setSeason(season.value, 'season.json', 3);
    expect(useSeason.getState().race).toBe(0);
    useSeason.getState().clear();
    const alone = currentLink(BASE);
    expect(alone.ok && new URL(alone.url).searchParams.has('race')).toBe(false);
  });
});
