import { type DiceSource, SeededDice } from '../../dice/dice.ts';
import type { Footer, Header, RaceLog, Roll } from '../../log/schema.ts';
import { LOG_FORMAT, LOG_VERSION } from '../../log/schema.ts';
import { eventsDigest } from '../../log/serialize.ts';
import type { RaceSetup } from '../../race/setup.ts';
import { ENGINE_NAME, ENGINE_VERSION } from '../../version.ts';
import { CM_BOARD, finishStation, startSpot } from './board.ts';
import { type CmOptions, cmOptions, optionsRecord } from './options.ts';
import { type BuiltSpec, CmRace, type Drivers } from './race.ts';
import { buildSpec, checkSpec, classicSpec } from './spec.ts';

export { cmOptions };
export const CM_RULES_VERSION = '1.1.0';

/** A salt so the drivers' set-up dice never share a stream with the race's dice. */
const SPEC_SALT = 0x5bd1e995;

/** Each chariot's specification: from the setup where given, else built by its AI driver. */
export function buildSpecs(setup: RaceSetup, seed: number, opts: CmOptions): BuiltSpec[] {
  const dice = new SeededDice((seed ^ SPEC_SALT) >>> 0);
  return setup.chariots.map((c) => {
    const given = opts.specs[c.id];
    if (given) return { spec: given, reason: 'given in the setup', rolls: [] };
    const from = dice.history.length;
    const spec =
      opts.setupMethod === 'moon-32'
        ? buildSpec(c.personality, dice, c.id, opts.rules)
        : classicSpec(c.personality, dice, c.id);
    const rolls: Roll[] = dice.history.slice(from).map((r) => ({
      purpose: r.purpose,
      dice: r.dice,
      faces: [...r.faces],
      modifiers: [],
      total: r.faces.reduce((a, b) => a + b, 0),
      outcome: 'varies the build',
    }));
    const checked = checkSpec(spec);
    const points = checked.ok ? `${checked.cost} of 32 points` : 'the classic 4 points';
    return {
      spec,
      reason:
        opts.setupMethod === 'moon-32'
          ? `${c.personality}: the 32-point specification method, ${points}`
          : `${c.personality}: the classic 4-point set-up`,
      rolls,
    };
  });
}

export function cmHeader(
  setup: RaceSetup,
  seed: number,
  opts: CmOptions,
  race: CmRace,
  raw: Record<string, unknown>,
): Header {
  const finish = finishStation(opts.laps);
  const features: Header['track']['features'] = [{ kind: 'start-line', station: 0 }];
  for (let s = 1; s < finish; s += 2) {
    features.push({
      kind: 'corner-start',
      station: s,
      label: `the ${s % 4 === 1 ? 'east' : 'west'} turn begins`,
    });
    features.push({
      kind: 'corner-end',
      station: s + 1,
      label: `the ${s % 4 === 1 ? 'east' : 'west'} turn ends`,
    });
  }
  features.push({ kind: 'finish-line', station: finish });
  return {
    engine: { name: ENGINE_NAME, version: ENGINE_VERSION },
    ruleset: { id: 'circus-maximus', rulesVersion: CM_RULES_VERSION },
    seed,
    options: optionsRecord(opts, raw),
    ...(opts.rules.weather ? { weather: { ...race.initialWeather } } : {}),
    track: {
      id: 'circus-maximus',
      board: { ...CM_BOARD, footprint: { ...CM_BOARD.footprint } },
      features,
    },
    entrants: setup.chariots.map((c, i) => {
      const s = race.specs[i]!.spec;
      return {
        id: c.id,
        name: c.name,
        colour: c.colour,
        faction: c.faction,
        personality: c.personality,
        stats: {
          horse1: s.horses[0],
          horse2: s.horses[1],
          horse3: s.horses[2],
          horse4: s.horses[3],
          teamSpeed: s.horses[0] + s.horses[1] + s.horses[2] + s.horses[3],
          driverModifier: s.driverModifier,
          driverHits: s.driverHits,
          whip: s.whip,
          leftWheel: s.leftWheel,
          rightWheel: s.rightWheel,
          endurance: s.endurance,
          leftBlades: s.leftScythe,
          rightBlades: s.rightScythe,
          dust: s.dust,
          knife: s.knife,
          spear: s.spear,
          weight: s.weight,
        },
        start: startSpot(i, setup.chariots.length),
      };
    }),
  };
}

/** Runs a Circus Maximus race to the end. Tests may pass scripted dice and forced choices. */
export function runCircusMaximus(
  setup: RaceSetup,
  seed: number,
  opts: CmOptions,
  hooks: { dice?: DiceSource; drivers?: Drivers } = {},
): { log: RaceLog; race: CmRace } {
  const race = new CmRace(
    setup,
    hooks.dice ?? new SeededDice(seed),
    opts,
    buildSpecs(setup, seed, opts),
    hooks.drivers,
  );
  race.run();
  return { log: cmLog(race, setup, seed, opts), race };
}

export function cmLog(race: CmRace, setup: RaceSetup, seed: number, opts: CmOptions): RaceLog {
  const results = race.results();
  const events = [...race.events];
  const wrecked = new Set(race.state.chariots.filter((c) => c.status === 'wrecked').map((c) => c.id));
  const footer: Footer = {
    turns: race.state.turn,
    finishingOrder: results.filter((r) => r.status === 'finished').map((r) => r.chariot),
    results,
    wrecks: race.state.obstacles
      .filter((o) => o.kind === 'wreck' && wrecked.has(o.chariot))
      .map((o) => ({ chariot: o.chariot, seq: o.seq, turn: o.turn, at: { lane: o.lane, sq: o.sq } })),
    winner: results[0]?.status === 'finished' ? results[0].chariot : null,
    eventCount: events.length,
    digest: eventsDigest(events),
  };
  return {
    format: LOG_FORMAT,
    version: LOG_VERSION,
    header: cmHeader(setup, seed, opts, race, setup.options),
    events,
    checkpoints: [...race.checkpoints],
    footer,
  };
}
