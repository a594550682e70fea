import { type WeatherSample, weatherAt } from '../replay/effects.ts';
import { newSample, sampleChariot } from '../replay/sample.ts';
import { mix } from './random.ts';
import {
  crowdLevel,
  firstAtOrAfter,
  type HoofState,
  hoofStrikes,
  MURMUR,
  type Score,
  type Shot,
  type ShotKind,
  VARIANTS,
} from './score.ts';
import { bed, crash, fall, hoof, impact, lash, type Samples, trumpet } from './voices.ts';

/**
 * The race's sound on a Web Audio context: each frame the viewer says where playback is, how fast
 * it runs, whether it plays and where the camera is, and the engine schedules a little ahead what
 * the score (score.ts) says sounds then: hoof strikes and one-off sounds as buffer sources at their
 * times, and the levels of the beds (wheels, crowd, rain) and of each chariot (by its distance to
 * the camera) as parameter automation. The same engine renders a race offline into an
 * OfflineAudioContext (offline.ts), fed the frames a viewer would give, so what a test measures
 * is what a listener hears.
 *
 * Seeking: a frame whose time is not where the scheduled sound had got to drops every sound not yet
 * started and schedules afresh from the new time. Pausing fades everything out within a few
 * hundredths of a second and drops what was scheduled.
 */

/** Where the camera is and which way its right hand points (horizontal, unit), world metres. */
export interface Listener {
  x: number;
  y: number;
  z: number;
  rightX: number;
  rightZ: number;
}

export interface SoundFrame {
  /** Plan time, s. */
  time: number;
  /** Plan seconds per second (speed × direction). */
  rate: number;
  playing: boolean;
  /**
   * While the race is not playing: whether the stands are still heard (the broadcast's race card
   * and results), the crowd dying down to a murmur from whatever it was, the rain falling on.
   * Otherwise (a paused viewer, a held programme) everything falls silent.
   */
  stands?: boolean;
  listener: Listener;
}

/** Copies a frame into `out` (its listener too), without allocating. */
export function copyFrame(f: Readonly<SoundFrame>, out: SoundFrame): SoundFrame {
  out.time = f.time;
  out.rate = f.rate;
  out.playing = f.playing;
  out.stands = f.stands === true;
  const a = f.listener;
  const b = out.listener;
  b.x = a.x;
  b.y = a.y;
  b.z = a.z;
  b.rightX = a.rightX;
  b.rightZ = a.rightZ;
  return out;
}

export interface Layers {
  hooves: boolean;
  wheels: boolean;
  crowd: boolean;
  shots: boolean;
  rain: boolean;
  /** One chariot's sound alone (its index), or null for every chariot: to measure one team. */
  only: number | null;
}

export const ALL_LAYERS: Readonly<Layers> = {
  hooves: true,
  wheels: true,
  crowd: true,
  shots: true,
  rain: true,
  only: null,
};

/** Context seconds scheduled ahead of now. */
const LOOKAHEAD = 0.2;
/** Hooves stop at playback faster than this: a blur of clicks says nothing. */
const MAX_HOOF_RATE = 4;
/** Metres within which a sound is at full level; beyond, it falls as 1/distance. */
const NEAR = 14;
const LEVEL = { hoof: 0.3, wheels: 0.2, crowd: 0.25, rain: 0.2, shot: 0.6 } as const;

interface Channel {
  /** By distance to the camera. */
  gain: GainNode;
  pan: StereoPannerNode;
  /** Wheels on sand, by speed. */
  wheels: GainNode;
  hoofState: HoofState;
}

interface Pending {
  node: AudioScheduledSourceNode;
  at: number;
}

export class SoundEngine {
  readonly ctx: BaseAudioContext;
  /** The mix after the volume: record from here. */
  readonly output: GainNode;
  private readonly playGain: GainNode;
  private readonly bus: GainNode;
  /** The arena's beds (crowd, rain): heard while the race plays, and over the cards (`stands`). */
  private readonly standsGain: GainNode;
  private score: Score | null = null;
  private layers: Layers = { ...ALL_LAYERS };
  private channels: Channel[] = [];
  private beds: AudioScheduledSourceNode[] = [];
  private crowd: GainNode | null = null;
  private rain: GainNode | null = null;
  private hoofBuffers: AudioBuffer[] = [];
  private shotBuffers = new Map<ShotKind, AudioBuffer[]>();
  private pending: Pending[] = [];
  /** Plan time up to which sound is scheduled (NaN: nothing is). */
  private cursor = Number.NaN;
  private wasPlaying = false;
  private wasHeard = false;
  /** The plan time and context time of the last frame. */
  private lastTime = Number.NaN;
  private lastNow = 0;
  private readonly sample = newSample();
  private readonly hoofSample = newSample();
  private readonly weather: WeatherSample = { rain: 0, overcast: 0, mud: 0 };

  constructor(ctx: BaseAudioContext, destination: AudioNode = ctx.destination) {
    this.ctx = ctx;
    this.bus = ctx.createGain();
    this.playGain = ctx.createGain();
    this.playGain.gain.value = 0;
    this.standsGain = ctx.createGain();
    this.standsGain.gain.value = 0;
    this.output = ctx.createGain();
    // A gentle limiter so a wreck in a roaring crowd never clips.
    const limiter = ctx.createDynamicsCompressor();
    limiter.threshold.value = -6;
    limiter.knee.value = 6;
    limiter.ratio.value = 12;
    limiter.attack.value = 0.003;
    limiter.release.value = 0.15;
    this.bus.connect(this.playGain).connect(limiter).connect(this.output).connect(destination);
    this.standsGain.connect(limiter);
  }

  private volume = 1;
  /** The last frame the engine was given (a copy). */
  private readonly last: SoundFrame = {
    time: 0,
    rate: 1,
    playing: false,
    listener: { x: 0, y: 0, z: 0, rightX: 1, rightZ: 0 },
  };

  /** The race being sounded. */
  get currentScore(): Score | null {
    return this.score;
  }

  get currentVolume(): number {
    return this.volume;
  }

  /**
   * The frame the engine was last given: what playback was and where the camera stood, for a
   * recording to note beside the picture it takes of the same frame. Rewritten each frame.
   */
  get lastFrame(): Readonly<SoundFrame> {
    return this.last;
  }

  /** 0 silent to 1 full. */
  setVolume(volume: number, now = this.ctx.currentTime): void {
    this.volume = Math.min(1, Math.max(0, volume));
    this.output.gain.setTargetAtTime(this.volume ** 2, now, 0.02);
  }

  setLayers(layers: Partial<Layers>): void {
    this.layers = { ...this.layers, ...layers };
  }

  /** The race to sound (null: none). Builds the voices and beds for it. */
  setScore(score: Score | null): void {
    if (score === this.score) return;
    this.teardown();
    this.score = score;
    if (!score) return;
    const ctx = this.ctx;
    const rate = ctx.sampleRate;
    const buffer = (x: Samples): AudioBuffer => {
      const b = ctx.createBuffer(1, x.length, rate);
      b.copyToChannel(x, 0);
      return b;
    };
    const seed = score.seed;
    this.hoofBuffers = Array.from({ length: VARIANTS }, (_, k) => buffer(hoof(rate, mix(seed, 100 + k))));
    const make = (kind: ShotKind, f: (rate: number, seed: number) => Samples): void => {
      this.shotBuffers.set(
        kind,
        Array.from({ length: VARIANTS }, (_, k) => buffer(f(rate, mix(seed, 200 + 10 * k)))),
      );
    };
    make('crash', crash);
    make('impact', impact);
    make('lash', lash);
    make('fall', fall);
    this.shotBuffers.set('trumpet', [buffer(trumpet(rate))]);

    const loop = (x: AudioBuffer, to: AudioNode, offsetSeed: number): void => {
      const src = ctx.createBufferSource();
      src.buffer = x;
      src.loop = true;
      src.connect(to);
      src.start(0, ((offsetSeed % 1000) / 1000) * x.duration);
      this.beds.push(src);
    };
    const gravel = buffer(bed('gravel', rate, mix(seed, 1)));
    this.channels = score.plan.chariots.map((_, i) => {
      const pan = ctx.createStereoPanner();
      const gain = ctx.createGain();
      gain.gain.value = 0;
      const wheels = ctx.createGain();
      wheels.gain.value = 0;
      const band = ctx.createBiquadFilter();
      band.type = 'lowpass';
      band.frequency.value = 900 + 90 * (i % 7);
      loop(gravel, band, mix(seed, 10 + i));
      band.connect(wheels).connect(gain);
      gain.connect(pan).connect(this.bus);
      return { gain, pan, wheels, hoofState: { phase: 0 } };
    });
    this.crowd = ctx.createGain();
    this.crowd.gain.value = 0;
    this.crowd.connect(this.standsGain);
    const voices = ctx.createBiquadFilter();
    voices.type = 'peaking';
    voices.frequency.value = 700;
    voices.gain.value = 4;
    voices.connect(this.crowd);
    loop(buffer(bed('crowd', rate, mix(seed, 2))), voices, mix(seed, 3));
    loop(buffer(bed('crowd', rate, mix(seed, 4), 5.3)), voices, mix(seed, 5));
    this.rain = ctx.createGain();
    this.rain.gain.value = 0;
    this.rain.connect(this.standsGain);
    loop(buffer(bed('rain', rate, mix(seed, 6))), this.rain, mix(seed, 7));
    this.cursor = Number.NaN;
  }

  /** One frame of playback: levels now, and the sound of the next few tenths of a second. */
  frame(f: SoundFrame, now = this.ctx.currentTime): void {
    const score = this.score;
    if (!score) return;
    copyFrame(f, this.last);
    const playing = f.playing && f.rate !== 0;
    if (playing !== this.wasPlaying) {
      this.playGain.gain.setTargetAtTime(playing ? 1 : 0, now, playing ? 0.02 : 0.015);
      if (!playing) this.drop(now);
      this.wasPlaying = playing;
    }
    const heard = playing || f.stands === true;
    if (heard !== this.wasHeard) {
      this.standsGain.gain.setTargetAtTime(heard ? 1 : 0, now, heard ? 0.02 : 0.015);
      this.wasHeard = heard;
    }
    this.levels(score, f, playing, now);
    if (!playing || f.rate < 0) {
      this.cursor = Number.NaN;
      this.lastTime = Number.NaN;
      return;
    }
    // A seek: playback went back, or further on than a frame of this length plays. Slow frames
    // (a busy machine) are not seeks: what fell between them is scheduled late rather than lost.
    const ahead = LOOKAHEAD * f.rate;
    const step = Math.max(0.5, 1.5 * (now - this.lastNow) * f.rate);
    if (
      Number.isNaN(this.cursor) ||
      f.time < this.lastTime - 1e-3 ||
      f.time > this.lastTime + step ||
      this.cursor > f.time + ahead + 0.25
    ) {
      this.drop(now);
      this.cursor = f.time;
      for (let i = 0; i < this.channels.length; i++) {
        // A fresh gallop phase, the same for the same chariot and moment.
        this.channels[i]!.hoofState.phase = (mix(score.seed + i, Math.floor(f.time * 4)) % 1000) / 1000;
      }
    }
    this.lastTime = f.time;
    this.lastNow = now;
    const from = this.cursor;
    const to = f.time + ahead;
    if (to <= from) return;
    const at = (p: number): number => now + (p - f.time) / f.rate;
    if (this.layers.shots) this.shots(score, from, to, at, f.listener, now);
    if (this.layers.hooves && f.rate <= MAX_HOOF_RATE) this.hooves(score, from, to, at, now);
    this.cursor = to;
    this.prune(now);
  }

  /** The levels that follow playback continuously: each chariot by distance and speed, crowd, rain. */
  private levels(score: Score, f: SoundFrame, playing: boolean, now: number): void {
    const plan = score.plan;
    const s = this.sample;
    const L = f.listener;
    for (let i = 0; i < this.channels.length; i++) {
      const ch = this.channels[i]!;
      sampleChariot(plan, plan.chariots[i]!, f.time, s);
      const dx = s.x - L.x;
      const dz = s.z - L.z;
      const d = Math.hypot(dx, dz, L.y);
      const heard = this.layers.only === null || this.layers.only === i;
      ch.gain.gain.setTargetAtTime(heard ? NEAR / Math.max(NEAR, d) : 0, now, 0.05);
      ch.pan.pan.setTargetAtTime(
        Math.max(-0.85, Math.min(0.85, (dx * L.rightX + dz * L.rightZ) / Math.max(1, Math.hypot(dx, dz)))),
        now,
        0.05,
      );
      const rolling = s.status === 'racing' || s.status === 'finished' ? Math.min(1, s.speed / 16) : 0;
      ch.wheels.gain.setTargetAtTime(
        this.layers.wheels ? LEVEL.wheels * rolling * Math.min(1, Math.abs(f.rate)) : 0,
        now,
        0.08,
      );
    }
    // Over the cards the crowd dies down to its murmur (its level before the start, or during the
    // race without close racing or a swell) over a few seconds.
    const stands = !playing && f.stands === true;
    const crowd = stands ? (f.time <= 0 ? MURMUR.before : MURMUR.race) : crowdLevel(score, f.time);
    this.crowd?.gain.setTargetAtTime(this.layers.crowd ? LEVEL.crowd * crowd : 0, now, stands ? 2.5 : 0.2);
    weatherAt(score.effects, f.time, this.weather);
    this.rain?.gain.setTargetAtTime(this.layers.rain ? LEVEL.rain * this.weather.rain : 0, now, 0.3);
  }

  /** One-off sounds from `from` to `to` (plan time): late ones (a slow frame) still play, at once. */
  private shots(
    score: Score,
    from: number,
    to: number,
    at: (p: number) => number,
    L: Listener,
    now: number,
  ): void {
    const list = score.shots;
    for (let k = firstAtOrAfter(list, from); k < list.length && list[k]!.time < to; k++) {
      const shot: Shot = list[k]!;
      const buffers = this.shotBuffers.get(shot.kind);
      if (!buffers) continue;
      const d = Number.isNaN(shot.x) ? 0 : Math.hypot(shot.x - L.x, shot.z - L.z, L.y);
      const gain = this.ctx.createGain();
      gain.gain.value = LEVEL.shot * shot.gain * ((2 * NEAR) / Math.max(2 * NEAR, d));
      gain.connect(this.bus);
      this.start(buffers[shot.variant % buffers.length]!, gain, Math.max(now, at(shot.time)));
    }
  }

  /** Hoof strikes from `from` to `to` (plan time); strikes already past are let go. */
  private hooves(score: Score, from: number, to: number, at: (p: number) => number, now: number): void {
    const plan = score.plan;
    for (let i = 0; i < this.channels.length; i++) {
      if (this.layers.only !== null && this.layers.only !== i) continue;
      const ch = this.channels[i]!;
      hoofStrikes(
        plan,
        i,
        from,
        to,
        ch.hoofState,
        (time, weight) => {
          const when = at(time);
          if (when < now - 0.03) return;
          const gain = this.ctx.createGain();
          gain.gain.value = LEVEL.hoof * weight;
          gain.connect(ch.gain);
          const variant = (Math.floor(ch.hoofState.phase * 4) + i) % this.hoofBuffers.length;
          this.start(this.hoofBuffers[variant]!, gain, Math.max(now, when));
        },
        this.hoofSample,
      );
    }
  }

  private start(buffer: AudioBuffer, to: AudioNode, when: number): void {
    const src = this.ctx.createBufferSource();
    src.buffer = buffer;
    src.connect(to);
    src.start(when);
    this.pending.push({ node: src, at: when });
  }

  /** Stops every scheduled sound that has not started yet. */
  private drop(now: number): void {
    for (const p of this.pending) {
      if (p.at > now) {
        try {
          p.node.stop(now);
        } catch {
          // Already stopped.
        }
      }
    }
    this.pending.length = 0;
  }

  /** Forgets sounds that started long enough ago to be over. */
  private prune(now: number): void {
    let w = 0;
    for (const p of this.pending) if (p.at > now - 3) this.pending[w++] = p;
    this.pending.length = w;
  }

  private teardown(): void {
    for (const b of [...this.beds, ...this.pending.map((p) => p.node)]) {
      try {
        b.stop();
      } catch {
        // Never started.
      }
      b.disconnect();
    }
    for (const ch of this.channels) ch.pan.disconnect();
    this.crowd?.disconnect();
    this.rain?.disconnect();
    this.beds = [];
    this.pending = [];
    this.channels = [];
    this.crowd = null;
    this.rain = null;
    this.shotBuffers.clear();
    this.cursor = Number.NaN;
  }

  dispose(): void {
    this.teardown();
    this.output.disconnect();
  }
}
