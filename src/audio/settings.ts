import { create } from 'zustand';
import type { SoundEngine } from './engine.ts';

/**
 * Sound on or off and its volume: from the address (`&sound=0|1`, `&volume=0..1`, or 0-100) where
 * given, else what the listener last chose on this browser, else on at 0.8. The engine playing now,
 * for the recorder to take its output.
 */
export interface SoundSettings {
  on: boolean;
  volume: number;
  setOn(on: boolean): void;
  setVolume(volume: number): void;
}

const KEY = 'quadriga.sound';

export function readSoundParams(search: string): { on?: boolean; volume?: number } {
  const p = new URLSearchParams(search);
  const out: { on?: boolean; volume?: number } = {};
  const sound = p.get('sound');
  if (sound !== null) out.on = !['0', 'false', 'off', 'no'].includes(sound);
  const v = Number(p.get('volume') ?? Number.NaN);
  if (Number.isFinite(v)) out.volume = Math.min(1, Math.max(0, v > 1 ? v / 100 : v));
  return out;
}

function initial(): { on: boolean; volume: number } {
  let saved: { on?: boolean; volume?: number } = {};
  try {
    saved = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as typeof saved;
  } catch {
    // Nothing saved, or storage refused: the defaults.
  }
  const given = readSoundParams(globalThis.location?.search ?? '');
  return {
    on: given.on ?? (typeof saved.on === 'boolean' ? saved.on : true),
    volume: given.volume ?? (typeof saved.volume === 'number' ? saved.volume : 0.8),
  };
}

function save(s: { on: boolean; volume: number }): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ on: s.on, volume: s.volume }));
  } catch {
    // Storage refused (a private window): the choice lasts the page.
  }
}

export const useSound = create<SoundSettings>((set, get) => ({
  ...initial(),
  setOn: (on) => {
    set({ on });
    save(get());
  },
  setVolume: (volume) => {
    set({ volume: Math.min(1, Math.max(0, volume)) });
    save(get());
  },
}));

/** The engine sounding the race now (null: none yet, or sound never started). */
export const soundNow: { engine: SoundEngine | null } = { engine: null };

// For tests and tools: the engine sounding now, as `window.__quadrigaSound.engine`.
Object.assign(globalThis, { __quadrigaSound: soundNow });
