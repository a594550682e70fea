/**
 * Circus Maximus' events as plain sentences (the ticker, commentary), written from their typed
 * fields (../v2/circus-maximus.ts) and the envelope's data (`path`, `at`, `weather`, conditions),
 * never from their words. A field a log upgraded from version 1 lacks gives a plainer sentence,
 * never a wrong one. Pure: the event and the race's names in, a sentence out. The rules count speed
 * in movement factors (MF), one square forward each: the sentences say squares. The driver
 * modifier (CDM) is said as the driver's skill.
 */
import type { BoardPoint } from '../schema.ts';
import type { CircusMaximusEvent } from '../v2/circus-maximus.ts';
import { CM_CAUSES as CAUSE_KINDS, type CmCause, type CmSpearCheck } from '../v2/circus-maximus-causes.ts';
import { causeWordsFr, circusMaximusSentenceFr } from './circus-maximus.fr.ts';
import { laneRun, markWords, plural, type SentenceNames, signed } from './shared.ts';

type Ev<T extends CircusMaximusEvent['type']> = Extract<CircusMaximusEvent, { type: T }>;

/** Why something happened, as a phrase after it: "lashed by Crescens". */
function causeWords(
  cause: CmCause | null | undefined,
  by: string | null | undefined,
  n: SentenceNames,
): string {
  const who = by ? n.name(by) : 'a rival';
  switch (cause) {
    case 'corner-strain':
      return 'strain in the corner';
    case 'lash':
      return `lashed by ${who}`;
    case 'ram':
      return `rammed by ${who}`;
    case 'evasion':
      return 'evading a ram';
    case 'rebound':
      return 'the ram rebounds';
    case 'collision':
      return `the collision with ${who}`;
    case 'dust':
      return `dust from ${who}`;
    case 'dust-blowback':
      return 'his own dust blown back';
    case 'knife':
      return `${who}'s knife`;
    case 'spear':
      return `${who}'s spear`;
    case 'own-spear':
      return 'his own spear';
    case 'barrier':
      return 'striking the barrier';
    case 'broken-wheel':
      return 'a wheel breaks';
    case 'flip-check':
      return 'the wheel strains';
    case 'braking':
      return 'braking with a blown team';
    case 'wet-lane-change':
      return 'the wet track';
    case 'wreckage':
      return 'running over wreckage';
    default:
      return '';
  }
}

/**
 * What brought an event about, as a phrase in the names' language ("lashed by Crescens", "fouetté
 * par Crescens"), or '' where it has no cause.
 */
export function circusMaximusCause(e: CircusMaximusEvent, n: SentenceNames): string {
  const typed = e as { cause?: unknown; by?: string | null };
  if (typeof typed.cause !== 'string' || !(CAUSE_KINDS as readonly string[]).includes(typed.cause)) return '';
  return (n.lang === 'fr' ? causeWordsFr : causeWords)(typed.cause as CmCause, typed.by, n);
}

/** " (lashed by Crescens)", or nothing where the cause is not known. */
const because = (e: { cause?: CmCause | null; by?: string | null }, n: SentenceNames): string => {
  const words = causeWords(e.cause, e.by, n);
  return words ? ` (${words})` : '';
};

const OUTCOME_WORDS: Readonly<Record<Ev<'corner-strain'>['outcome'], string>> = {
  none: 'it holds the line',
  sideslip: 'the car slides out',
  'double-sideslip': 'the car slides two lanes out',
  jostled: 'the driver is jostled',
  'horse-injury': 'a horse is hurt',
  flip: 'it flips!',
  'speed-loss': 'the team loses speed',
  'whip-grabbed': 'the whip is grabbed',
  'forced-brake': 'he must brake',
  'driver-wound': 'the driver is hurt',
};

const ATTACK_WORDS: Readonly<Record<string, string>> = {
  lash: 'the whip',
  ram: 'a ram',
  dust: 'a pouch of dust',
  knife: 'a thrown knife',
  spear: 'the spear',
};

const DUST_WORDS: Readonly<Record<NonNullable<Ev<'dust'>['result']>, string>> = {
  'fall-out': 'he falls out of the car',
  'swerve-into': 'he swerves into the thrower',
  'eye-wound': 'it hurts his eyes',
  'swerve-away': 'he swerves away',
  blinded: 'he is blinded',
  blowback: 'the wind blows it back',
};

const WOUND_WORDS: Readonly<Record<NonNullable<Ev<'knife'>['result']>, string>> = {
  killed: 'the driver is killed',
  'major-wound': 'a major wound',
  'minor-wound': 'a minor wound',
  'minor-horse': 'a horse is grazed',
  'major-horse': 'a horse is badly hurt',
  'horse-killed': 'a horse is killed',
};

const CAR_DAMAGE_WORDS: Readonly<Record<NonNullable<Ev<'ram-result'>['damage']>, string>> = {
  rebound: 'it rebounds on the rammer',
  glancing: 'a glancing blow',
  jostled: 'the driver is jostled',
  sideslip: 'the car is knocked aside',
  wheel: 'a wheel is struck',
  'wheel-sideslip': 'a wheel is struck and the car knocked aside',
  'wheel-double': 'a wheel is struck and the car knocked two lanes',
};

const CRITICAL_WORDS: Readonly<Record<NonNullable<Ev<'driver-wound'>['critical']>, string>> = {
  none: '',
  jostled: '; he is jostled',
  'head-wound': '; a head wound',
  'lost-grip': '; he loses his grip and must brake',
};

const CROSSING_WORDS: Readonly<Record<Ev<'wreck-cross'>['outcome'], string>> = {
  clean: 'it gets over cleanly',
  jolt: 'a jolt',
  wheel: 'a wheel is damaged',
  flip: 'it flips!',
};

const SPEAR_WHEN: Readonly<Record<CmSpearCheck, string>> = {
  ramming: 'ramming',
  rammed: 'rammed',
  'corner-strain': 'straining in a corner',
};

const WALL_WORDS = { spina: 'the spina', wall: 'the outer wall' } as const;

/** Where the sky stands: "clear skies", "rain, and the track is mud". */
function skyWords(w: { sky: string; mud: number }): string {
  if (w.sky === 'rain') return w.mud >= 1 ? 'rain, on a track already mud' : 'rain';
  return w.sky === 'overcast' ? 'clear but unsettled skies' : 'clear skies';
}

/** "12 squares in lane 3", "9 squares, 2 lanes out to lane 5". */
function runWords(path: readonly BoardPoint[] | undefined): string {
  const { squares, from, to } = laneRun(path);
  const run = plural(squares, 'square');
  if (from === undefined || to === undefined) return run;
  if (from === to) return `${run} in lane ${to}`;
  const k = Math.abs(to - from);
  return `${run}, ${plural(k, 'lane')} ${to < from ? 'in' : 'out'} to lane ${to}`;
}

/** One sentence for a Circus Maximus event. Never empty. */
export function circusMaximusSentence(e: CircusMaximusEvent, n: SentenceNames): string {
  if (n.lang === 'fr') return circusMaximusSentenceFr(e, n);
  const a = n.name(e.chariots[0]);
  const b = n.name(e.chariots[1]);
  switch (e.type) {
    case 'specification': {
      const v = e.decision.value;
      if (!v) return `${a} builds a chariot`;
      const team = v.horses.reduce((s, h) => s + h, 0);
      const arms = [
        v.whip === 'long' ? 'a long whip' : '',
        v.spear ? 'a spear' : '',
        v.knife ? 'a knife' : '',
        v.dust ? 'dust' : '',
        v.leftBlades !== 'none' || v.rightBlades !== 'none' ? 'scythe blades' : '',
      ].filter(Boolean);
      return `${a} builds a ${v.weight} chariot: team speed ${team}, driver's skill ${signed(v.driverModifier)}${arms.length ? `, armed with ${arms.join(', ')}` : ''}`;
    }
    case 'place': {
      const at = e.at?.[e.chariots[0] ?? ''] as { lane?: number } | undefined;
      return at?.lane === undefined
        ? `${a} takes the start line`
        : `${a} takes lane ${at.lane} on the start line`;
    }
    case 'weather-check':
      if (e.weather) return `The race starts under ${skyWords(e.weather)}`;
      return e.turn === 0 ? 'The weather is rolled' : 'The weather is checked: no change';
    case 'weather': {
      const w = e.weather;
      if (!w) return 'The weather changes';
      if (w.sky === 'rain' && w.mud >= 1) return 'The track turns to mud';
      if (w.sky === 'rain' && w.mud > 0) return 'The track softens in the rain';
      if (w.sky === 'rain') return 'Rain begins to fall';
      if (w.sky === 'clear') return w.mud >= 1 ? 'The rain stops, but the track stays mud' : 'The rain stops';
      return 'Clouds gather: the weather is unsettled';
    }
    case 'speed': {
      const v = e.decision.value;
      if (!v) return `${a} plans a speed`;
      // Written in secret on the pad, with an S where the driver means to strain the team.
      const of = e.max === undefined ? '' : ` (${e.max} at most)`;
      return `${a} plans speed ${v.speed}${of}${v.strain ? ' and a strain' : ''}, aiming for lane ${v.lane}`;
    }
    case 'turn-start': {
      const order = (e.order ?? e.chariots).map((id) => n.name(id));
      return order.length > 0
        ? `Turn ${e.turn}: ${order[0]} moves first${order.length > 1 ? `, then ${order.slice(1).join(', ')}` : ''}`
        : `Turn ${e.turn} begins`;
    }
    case 'acceleration':
      return e.speed === undefined
        ? `${a} gets going from the start`
        : e.speed === 0
          ? `${a} does not get going from the start (${plural(e.written, 'square')} planned)`
          : `${a} gets going from the start: ${e.speed} of the ${plural(e.written, 'square')} planned`;
    case 'strain':
      return e.mf === undefined
        ? `${a} whips the team on`
        : `${a} whips the team on: ${plural(e.mf, 'square')} more${e.paid === undefined ? '' : ` for ${e.paid} endurance`}`;
    case 'move':
      return `${a} runs ${runWords(e.path)}`;
    case 'brake':
      if (e.mf === undefined) return `${a} brakes`;
      return e.cause === 'blocked'
        ? `${a} is blocked by ${n.name(e.target ?? undefined)} and brakes: ${plural(e.mf, 'square')} lost`
        : `${a} must brake: ${plural(e.mf, 'square')} lost`;
    case 'wet-lane-change':
      if (e.outcome === undefined) return `${a} changes lane in the wet`;
      return `${a} changes lane in the wet and ${e.outcome === 'slides' ? 'slides on' : 'holds the line'}`;
    case 'corner-strain': {
      const lane = e.lane === undefined ? '' : ` in lane ${e.lane}`;
      if (e.speed === undefined) return `${a} strains through the corner${lane}`;
      return `${a} takes the corner at ${e.speed}${lane}, ${e.over} over the safe ${e.safe}: ${OUTCOME_WORDS[e.outcome]}`;
    }
    case 'sideslip': {
      const points = (e.path ?? []) as Array<{ lane?: number }>;
      const from = points[0]?.lane;
      const to = points[points.length - 1]?.lane;
      const way =
        from !== undefined && to !== undefined ? ` ${to < from ? 'inward' : 'outward'} to lane ${to}` : '';
      return `${a} sideslips${way}${because(e, n)}`;
    }
    case 'jostled':
      return `${a}'s driver is jostled${because(e, n)}${e.cdm === undefined ? '' : `: skill now ${signed(e.cdm)}`}`;
    case 'barrier':
      return `${a} slides into ${e.wall ? WALL_WORDS[e.wall] : 'the barrier'}`;
    case 'collision':
      return `${a} slides into ${n.name(e.target ?? e.chariots[1])}: both cars are damaged`;
    case 'decision': {
      const v = e.decision.value;
      if (!v) return `${a} attacks ${b}`;
      return `${a} goes for ${n.name(v.target)}'s ${v.part} with ${ATTACK_WORDS[v.kind]}`;
    }
    case 'whip-attack':
      return e.part === undefined
        ? `${a} lashes ${b}`
        : `${a} lashes ${b}'s ${e.part}: ${e.outcome === 'none' ? 'no effect' : OUTCOME_WORDS[e.outcome]}`;
    case 'forced-brake':
      return `${a} must brake on its next move${because(e, n)}`;
    case 'speed-loss':
      return `${a}'s team loses ${e.mf === undefined ? 'speed' : plural(e.mf, 'square')} on its next move${because(e, n)}`;
    case 'whip-grabbed':
      return `${a} grabs ${n.name(e.target ?? e.chariots[1])}'s whip`;
    case 'dust':
      if (e.hit === undefined) return `${a} throws dust at ${b}`;
      return e.hit && e.result
        ? `${a} throws dust in ${b}'s eyes: ${DUST_WORDS[e.result]}`
        : `${a} throws dust at ${b} and misses`;
    case 'blinded':
      if (e.outcome === undefined) return `${a}'s blinded driver tries to see`;
      return e.outcome === 'sees' ? `${a}'s driver can see again` : `${a}'s driver is still blinded`;
    case 'eye-wound':
      return `${a}'s driver has dust in the eyes${because(e, n)}: straight on for two moves`;
    case 'knife': {
      const knife = e.small ? 'his small knife' : 'a knife';
      const range = e.range === undefined ? '' : ` from ${plural(e.range, 'square')}`;
      if (e.hit === undefined) return `${a} throws a knife at ${b}`;
      return `${a} throws ${knife} at ${b}${range}: ${e.hit && e.result ? WOUND_WORDS[e.result] : 'it misses'}`;
    }
    case 'spear':
      if (e.chariots.length === 1)
        return `${a}'s own spear turns on him${e.own ? ` (${SPEAR_WHEN[e.own]})` : ''}${e.result ? `: ${WOUND_WORDS[e.result]}` : ''}`;
      if (e.hit === undefined) return `${a} thrusts his spear at ${b}`;
      return `${a} thrusts his spear at ${b}: ${e.hit && e.result ? WOUND_WORDS[e.result] : 'it misses'}`;
    case 'spear-check':
      return `${a} keeps hold of his spear${e.cause ? ` (${SPEAR_WHEN[e.cause]})` : ''}`;
    case 'driver-wound':
      if (e.hits === undefined) return `${a}'s driver is hurt`;
      return `${a}'s driver takes ${plural(e.hits, 'hit')}${because(e, n)}: ${e.left} left${e.critical ? CRITICAL_WORDS[e.critical] : ''}`;
    case 'ram':
      return `${a} rams ${b}${e.part ? `'s ${e.part}` : ''}`;
    case 'evasion':
      if (e.outcome === undefined) return `${a} tries to evade ${b}`;
      return e.outcome === 'evades' ? `${a} swerves away from ${b}'s ram` : `${a} cannot evade ${b}`;
    case 'ram-result': {
      const t = n.name(e.target ?? e.chariots[1] ?? e.chariots[0]);
      if (e.table === 'horse-injury')
        return e.hits === undefined || e.hits === null
          ? `${a}'s ram on ${t}'s team`
          : `${a}'s ram on ${t}'s team: ${e.hits > 0 ? plural(e.hits, 'horse hit') : 'no harm'}`;
      if (e.table === 'damage-to-cars')
        return `${a}'s ram on ${t}'s car${e.damage ? `: ${CAR_DAMAGE_WORDS[e.damage]}` : ''}`;
      if (e.table === 'wheel-damage')
        return `${t}'s wheel is struck${e.hits === undefined || e.hits === null ? '' : `: ${plural(e.hits, 'hit')}`}`;
      return `${a}'s ram strikes ${t}`;
    }
    case 'horse-hit':
      if (e.horse === undefined) return `${a}'s horse is hurt`;
      return e.killed
        ? `${a}'s horse ${e.horse} is killed${because(e, n)}`
        : `${a}'s horse ${e.horse} takes ${plural(e.hits, 'hit')}${because(e, n)}: team speed ${e.teamSpeed}`;
    case 'wheel-damage':
      if (e.wheel === undefined) return `${a}'s wheel is damaged`;
      return `${a}'s ${e.wheel} wheel takes ${plural(e.hits, 'hit')}${because(e, n)}: ${e.damage} of ${e.capacity}${e.damage >= e.capacity ? ', and it breaks' : ''}`;
    case 'flip-check': {
      const against = e.damage === undefined ? '' : ` against ${e.damage} wheel damage`;
      if (e.outcome === undefined) return `${a} rolls against a flip${against}`;
      const result = { safe: 'it holds', strained: 'the wheel strains', flip: 'it goes over!' }[e.outcome];
      return `${a} rolls against a flip${against}: ${result}`;
    }
    case 'wreck':
      return `WRECK! ${a} flips and is wrecked${because(e, n)}`;
    case 'wreck-cross': {
      const what =
        e.wreck === undefined
          ? 'wreckage'
          : e.wreck === null
            ? 'a horse carcass'
            : `${n.name(e.wreck)}'s wreck`;
      return `${a} runs over ${what}${e.outcome === undefined ? '' : `: ${CROSSING_WORDS[e.outcome]}`}`;
    }
    case 'carcass':
      return e.horse === undefined
        ? `A dead horse of ${a}'s is left on the track`
        : `${a}'s dead horse ${e.horse} is left on the track`;
    case 'cut-free':
      if (e.what === 'driver') return `${a}'s driver cuts himself free of the reins`;
      return e.horse === undefined || e.horse === null
        ? `${a} cuts free a dead horse`
        : `${a} cuts dead horse ${e.horse} out of the harness`;
    case 'runaway':
      switch (e.what) {
        case 'driver-falls':
          return `${a}'s driver falls from the car${because(e, n)}; the team runs on without him`;
        case 'bolts':
          return `${a}'s team bolts from the wreck`;
        case 'runs':
          return `${a}'s runaway team gallops ${plural(e.squares ?? 0, 'square')}`;
        case 'caught':
          return `Attendants catch ${a}'s runaway team`;
        default:
          return `${a}'s team runs loose`;
      }
    case 'dragged': {
      const down = e.effect?.condition?.[e.chariots[0] ?? '']?.attrs['driver'] === 'down';
      switch (e.what) {
        case 'falls-out':
          return `${a}'s driver falls out${because(e, n)} and is dragged behind his team`;
        case 'killed':
          return `${a}'s driver is killed${because(e, n)}; his body is dragged behind the team`;
        case 'thrown':
          return `${a}'s driver is caught in the reins and dragged`;
        case 'hurt':
          return `${a}'s driver is dragged: ${plural(e.hits ?? 0, 'hit')}${down ? ', and he lies still' : ''}`;
        case 'tangled':
          return `${a}'s driver cannot cut himself free`;
        case 'body-cut-loose':
          return `${a}'s driver's body is cut loose`;
        default:
          return `${a}'s driver is dragged behind the team`;
      }
    }
    case 'on-foot':
      switch (e.what) {
        case 'no-horse':
          return `${a} has no living horse${because(e, n)}: the driver climbs down`;
        case 'thrown':
          return `${a}'s driver is thrown clear, on foot`;
        case 'cut-free':
          return `${a}'s driver is on foot, cut free`;
        case 'freed':
          return `Attendants free ${a}'s driver: he is on foot`;
        case 'runs':
          return e.safe
            ? `${a}'s driver reaches the wall and climbs to safety`
            : `${a}'s driver runs ${plural(e.squares ?? 0, 'square')} toward the wall`;
        default:
          return `${a}'s driver is on foot`;
      }
    case 'lap':
    case 'finish':
    case 'retire':
      return markWords(e, a);
    case 'decide':
      return e.decision.kind === 'strain' ? `${a} does not strain the team` : `${a} decides`;
  }
}
