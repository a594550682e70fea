import { describe, expect, it } from 'vitest';
import { followObs, inObs, type ObsStudio } from '../../src/ui/broadcast/obs.ts';

/** A page inside OBS, faked: `window.obsstudio`, and the events obs-browser sends to `window`. */
function fakeObs(obsstudio: ObsStudio | null = { pluginVersion: '2.24.0' }) {
  const host = Object.assign(new EventTarget(), obsstudio ? { obsstudio } : {}) as EventTarget & {
    obsstudio?: ObsStudio;
  };
  const send = (type: 'obsSourceActiveChanged' | 'obsSourceVisibleChanged', detail: object): void => {
    host.dispatchEvent(new CustomEvent(type, { detail }));
  };
  const held: boolean[] = [];
  const stop = followObs((h) => held.push(h), host as unknown as Window & { obsstudio?: ObsStudio });
  return { host, send, held, stop };
}

describe('OBS browser source hooks', () => {
  it('knows it is in OBS only when window.obsstudio is there', () => {
    expect(inObs(fakeObs().host as unknown as Window)).toBe(true);
    expect(inObs(fakeObs(null).host as unknown as Window)).toBe(false);
  });

  it('holds when the source goes off air and resumes when it becomes active', () => {
    const { send, held } = fakeObs();
    expect(held).toEqual([]); // on air until OBS says otherwise
    send('obsSourceActiveChanged', { active: false });
    send('obsSourceActiveChanged', { active: false });
    expect(held).toEqual([true]);
    send('obsSourceActiveChanged', { active: true });
    expect(held).toEqual([true, false]);
  });

  it('holds while hidden, even when active, and runs again once shown', () => {
    const { send, held } = fakeObs();
    send('obsSourceVisibleChanged', { visible: false });
    send('obsSourceActiveChanged', { active: true });
    expect(held).toEqual([true]);
    send('obsSourceVisibleChanged', { visible: true });
    expect(held).toEqual([true, false]);
  });

  it('answers the callbacks of older obs-browser versions too', () => {
    const obs: ObsStudio = {};
    const { held } = fakeObs(obs);
    obs.onActiveChange?.(false);
    obs.onVisibilityChange?.(false);
    obs.onActiveChange?.(true);
    expect(held).toEqual([true]);
    obs.onVisibilityChange?.(true);
    expect(held).toEqual([true, false]);
  });

  it('does nothing outside OBS, and stops following when asked', () => {
    const outside = fakeObs(null);
    outside.send('obsSourceActiveChanged', { active: false });
    expect(outside.held).toEqual([]);
    const inside = fakeObs();
    inside.stop();
    inside.send('obsSourceActiveChanged', { active: false });
    expect(inside.held).toEqual([]);
  });
});
