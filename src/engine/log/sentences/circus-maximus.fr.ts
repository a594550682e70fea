/**
 * Circus Maximus' events as plain French sentences: the French writer beside ./circus-maximus.ts,
 * from the same typed fields. Speeds are squares (the rules' movement factors), the driver
 * modifier is the driver's skill ("habileté"), as in English.
 */
import type { BoardPoint } from '../schema.ts';
import type { CircusMaximusEvent, CmCause, CmSpearCheck } from '../v2/circus-maximus.ts';
import { deFr, laneRun, listFr, markWordsFr, pluralFr, type SentenceNames, signed } from './shared.ts';

type Ev<T extends CircusMaximusEvent['type']> = Extract<CircusMaximusEvent, { type: T }>;

/** Why something happened, as a phrase after it: "fouetté par Crescens". */
export function causeWordsFr(
  cause: CmCause | null | undefined,
  by: string | null | undefined,
  n: SentenceNames,
): string {
  const who = by ? n.name(by) : 'un rival';
  switch (cause) {
    case 'corner-strain':
      return 'effort dans le virage';
    case 'lash':
      return `fouetté par ${who}`;
    case 'ram':
      return `éperonné par ${who}`;
    case 'evasion':
      return 'en esquivant un éperonnage';
    case 'rebound':
      return 'l’éperonnage rebondit';
    case 'collision':
      return `la collision avec ${who}`;
    case 'dust':
      return `la poussière ${deFr(who)}`;
    case 'dust-blowback':
      return 'sa propre poussière rabattue par le vent';
    case 'knife':
      return `le couteau ${deFr(who)}`;
    case 'spear':
      return `la lance ${deFr(who)}`;
    case 'own-spear':
      return 'sa propre lance';
    case 'barrier':
      return 'le choc contre la barrière';
    case 'broken-wheel':
      return 'une roue se brise';
    case 'flip-check':
      return 'la roue force';
    case 'braking':
      return 'un freinage avec un attelage épuisé';
    case 'wet-lane-change':
      return 'la piste mouillée';
    case 'wreckage':
      return 'le passage sur une épave';
    default:
      return '';
  }
}

const because = (e: { cause?: CmCause | null; by?: string | null }, n: SentenceNames): string => {
  const words = causeWordsFr(e.cause, e.by, n);
  return words ? ` (${words})` : '';
};

export const OUTCOME_WORDS: Readonly<Record<Ev<'corner-strain'>['outcome'], string>> = {
  none: 'il tient sa ligne',
  sideslip: 'le char dérape vers l’extérieur',
  'double-sideslip': 'le char dérape de deux couloirs',
  jostled: 'l’aurige est secoué',
  'horse-injury': 'un cheval est blessé',
  flip: 'il se retourne !',
  'speed-loss': 'l’attelage perd de la vitesse',
  'whip-grabbed': 'le fouet est saisi',
  'forced-brake': 'il doit freiner',
  'driver-wound': 'l’aurige est blessé',
};

export const ATTACK_WORDS: Readonly<Record<string, string>> = {
  lash: 'le fouet',
  ram: 'un éperonnage',
  dust: 'un sac de poussière',
  knife: 'un couteau lancé',
  spear: 'la lance',
};

export const PART_WORDS: Readonly<Record<string, string>> = {
  team: 'l’attelage',
  driver: 'l’aurige',
  car: 'le char',
};

const DUST_WORDS: Readonly<Record<NonNullable<Ev<'dust'>['result']>, string>> = {
  'fall-out': 'il tombe du char',
  'swerve-into': 'il fait un écart vers le lanceur',
  'eye-wound': 'elle lui blesse les yeux',
  'swerve-away': 'il fait un écart',
  blinded: 'il est aveuglé',
  blowback: 'le vent la rabat',
};

const WOUND_WORDS: Readonly<Record<NonNullable<Ev<'knife'>['result']>, string>> = {
  killed: 'l’aurige est tué',
  'major-wound': 'une blessure grave',
  'minor-wound': 'une blessure légère',
  'minor-horse': 'un cheval est égratigné',
  'major-horse': 'un cheval est gravement blessé',
  'horse-killed': 'un cheval est tué',
};

const CAR_DAMAGE_WORDS: Readonly<Record<NonNullable<Ev<'ram-result'>['damage']>, string>> = {
  rebound: 'il rebondit sur l’assaillant',
  glancing: 'un coup oblique',
  jostled: 'l’aurige est secoué',
  sideslip: 'le char est poussé de côté',
  wheel: 'une roue est touchée',
  'wheel-sideslip': 'une roue est touchée et le char poussé de côté',
  'wheel-double': 'une roue est touchée et le char poussé de deux couloirs',
};

const CRITICAL_WORDS: Readonly<Record<NonNullable<Ev<'driver-wound'>['critical']>, string>> = {
  none: '',
  jostled: ' ; il est secoué',
  'head-wound': ' ; une blessure à la tête',
  'lost-grip': ' ; il perd prise et doit freiner',
};

const CROSSING_WORDS: Readonly<Record<Ev<'wreck-cross'>['outcome'], string>> = {
  clean: 'il passe sans encombre',
  jolt: 'une secousse',
  wheel: 'une roue est abîmée',
  flip: 'il se retourne !',
};

export const SPEAR_WHEN: Readonly<Record<CmSpearCheck, string>> = {
  ramming: 'en éperonnant',
  rammed: 'éperonné',
  'corner-strain': 'en forçant dans un virage',
};

const WALL_WORDS = { spina: 'la spina', wall: 'le mur extérieur' } as const;

const WEIGHT_WORDS = { light: 'léger', normal: 'normal', heavy: 'lourd' } as const;

const WHEEL_WORDS = { left: 'gauche', right: 'droite' } as const;

function skyWords(w: { sky: string; mud: number }): string {
  if (w.sky === 'rain') return w.mud >= 1 ? 'la pluie, sur une piste déjà boueuse' : 'la pluie';
  return w.sky === 'overcast' ? 'un ciel clair mais changeant' : 'un ciel clair';
}

/** "12 cases dans le couloir 3", "9 cases, 2 couloirs vers l'extérieur jusqu'au couloir 5". */
function runWords(path: readonly BoardPoint[] | undefined): string {
  const { squares, from, to } = laneRun(path);
  const run = pluralFr(squares, 'case');
  if (from === undefined || to === undefined) return run;
  if (from === to) return `${run} dans le couloir ${to}`;
  const k = Math.abs(to - from);
  return `${run}, ${pluralFr(k, 'couloir')} vers l’${to < from ? 'intérieur' : 'extérieur'} jusqu’au couloir ${to}`;
}

/** One French sentence for a Circus Maximus event. Never empty. */
export function circusMaximusSentenceFr(e: CircusMaximusEvent, n: SentenceNames): string {
  const a = n.name(e.chariots[0]);
  const b = n.name(e.chariots[1]);
  switch (e.type) {
    case 'specification': {
      const v = e.decision.value;
      if (!v) return `${a} construit son char`;
      const team = v.horses.reduce((s, h) => s + h, 0);
      const arms = [
        v.whip === 'long' ? 'd’un long fouet' : '',
        v.spear ? 'd’une lance' : '',
        v.knife ? 'd’un couteau' : '',
        v.dust ? 'de poussière' : '',
        v.leftBlades !== 'none' || v.rightBlades !== 'none' ? 'de faux' : '',
      ].filter(Boolean);
      const armed = arms.length ? `, armé ${listFr(arms)}` : '';
      return `${a} construit un char ${WEIGHT_WORDS[v.weight]} : vitesse de l’attelage ${team}, habileté de l’aurige ${signed(v.driverModifier)}${armed}`;
    }
    case 'place': {
      const at = e.at?.[e.chariots[0] ?? ''] as { lane?: number } | undefined;
      return at?.lane === undefined
        ? `${a} se place sur la ligne de départ`
        : `${a} prend le couloir ${at.lane} sur la ligne de départ`;
    }
    case 'weather-check':
      if (e.weather) return `La course part sous ${skyWords(e.weather)}`;
      return e.turn === 0 ? 'On tire le temps qu’il fera' : 'Le temps est vérifié : pas de changement';
    case 'weather': {
      const w = e.weather;
      if (!w) return 'Le temps change';
      if (w.sky === 'rain' && w.mud >= 1) return 'La piste tourne à la boue';
      if (w.sky === 'rain' && w.mud > 0) return 'La piste s’amollit sous la pluie';
      if (w.sky === 'rain') return 'La pluie commence à tomber';
      if (w.sky === 'clear')
        return w.mud >= 1 ? 'La pluie cesse, mais la piste reste boueuse' : 'La pluie cesse';
      return 'Les nuages s’amoncellent : le temps est changeant';
    }
    case 'speed': {
      const v = e.decision.value;
      if (!v) return `${a} prévoit une vitesse`;
      const of = e.max === undefined ? '' : ` (${e.max} au plus)`;
      return `${a} prévoit la vitesse ${v.speed}${of}${v.strain ? ' et un effort' : ''}, en visant le couloir ${v.lane}`;
    }
    case 'turn-start': {
      const order = (e.order ?? e.chariots).map((id) => n.name(id));
      return order.length > 0
        ? `Tour de jeu ${e.turn} : ${order[0]} part en premier${order.length > 1 ? `, puis ${order.slice(1).join(', ')}` : ''}`
        : `Le tour de jeu ${e.turn} commence`;
    }
    case 'acceleration':
      return e.speed === undefined
        ? `${a} s’élance`
        : e.speed === 0
          ? `${a} ne parvient pas à s’élancer (${pluralFr(e.written, 'case')} prévues)`
          : `${a} s’élance : ${e.speed} des ${pluralFr(e.written, 'case')} prévues`;
    case 'strain':
      return e.mf === undefined
        ? `${a} pousse son attelage`
        : `${a} pousse son attelage : ${pluralFr(e.mf, 'case')} de plus${e.paid === undefined ? '' : ` pour ${e.paid} d’endurance`}`;
    case 'move':
      return `${a} parcourt ${runWords(e.path)}`;
    case 'brake':
      if (e.mf === undefined) return `${a} freine`;
      return e.cause === 'blocked'
        ? `${a} est bloqué par ${n.name(e.target ?? undefined)} et freine : ${pluralFr(e.mf, 'case')} perdue${e.mf > 1 ? 's' : ''}`
        : `${a} doit freiner : ${pluralFr(e.mf, 'case')} perdue${e.mf > 1 ? 's' : ''}`;
    case 'wet-lane-change':
      if (e.outcome === undefined) return `${a} change de couloir sur le mouillé`;
      return `${a} change de couloir sur le mouillé et ${e.outcome === 'slides' ? 'glisse' : 'tient sa ligne'}`;
    case 'corner-strain': {
      const lane = e.lane === undefined ? '' : ` dans le couloir ${e.lane}`;
      if (e.speed === undefined) return `${a} force dans le virage${lane}`;
      return `${a} prend le virage à ${e.speed}${lane}, ${e.over} au-dessus des ${e.safe} sûrs : ${OUTCOME_WORDS[e.outcome]}`;
    }
    case 'sideslip': {
      const points = (e.path ?? []) as Array<{ lane?: number }>;
      const from = points[0]?.lane;
      const to = points[points.length - 1]?.lane;
      const way =
        from !== undefined && to !== undefined
          ? ` vers l’${to < from ? 'intérieur' : 'extérieur'} jusqu’au couloir ${to}`
          : '';
      return `${a} dérape${way}${because(e, n)}`;
    }
    case 'jostled':
      return `L’aurige ${deFr(a)} est secoué${because(e, n)}${e.cdm === undefined ? '' : ` : habileté désormais ${signed(e.cdm)}`}`;
    case 'barrier':
      return `${a} glisse contre ${e.wall ? WALL_WORDS[e.wall] : 'la barrière'}`;
    case 'collision':
      return `${a} glisse contre ${n.name(e.target ?? e.chariots[1])} : les deux chars sont abîmés`;
    case 'decision': {
      const v = e.decision.value;
      if (!v) return `${a} attaque ${b}`;
      return `${a} s’en prend à ${PART_WORDS[v.part] ?? v.part} ${deFr(n.name(v.target))} avec ${ATTACK_WORDS[v.kind]}`;
    }
    case 'whip-attack':
      return e.part === undefined
        ? `${a} fouette ${b}`
        : `${a} fouette ${PART_WORDS[e.part]} ${deFr(b)} : ${e.outcome === 'none' ? 'sans effet' : OUTCOME_WORDS[e.outcome]}`;
    case 'forced-brake':
      return `${a} devra freiner à son prochain mouvement${because(e, n)}`;
    case 'speed-loss':
      return `L’attelage ${deFr(a)} perdra ${e.mf === undefined ? 'de la vitesse' : pluralFr(e.mf, 'case')} à son prochain mouvement${because(e, n)}`;
    case 'whip-grabbed':
      return `${a} saisit le fouet ${deFr(n.name(e.target ?? e.chariots[1]))}`;
    case 'dust':
      if (e.hit === undefined) return `${a} jette de la poussière sur ${b}`;
      return e.hit && e.result
        ? `${a} jette de la poussière dans les yeux ${deFr(b)} : ${DUST_WORDS[e.result]}`
        : `${a} jette de la poussière sur ${b} et le manque`;
    case 'blinded':
      if (e.outcome === undefined) return `L’aurige aveuglé ${deFr(a)} tente de voir`;
      return e.outcome === 'sees'
        ? `L’aurige ${deFr(a)} voit de nouveau`
        : `L’aurige ${deFr(a)} est toujours aveuglé`;
    case 'eye-wound':
      return `L’aurige ${deFr(a)} a de la poussière dans les yeux${because(e, n)} : tout droit pendant deux mouvements`;
    case 'knife': {
      const knife = e.small ? 'son petit couteau' : 'un couteau';
      const range = e.range === undefined ? '' : ` à ${pluralFr(e.range, 'case')}`;
      if (e.hit === undefined) return `${a} lance un couteau sur ${b}`;
      return `${a} lance ${knife} sur ${b}${range} : ${e.hit && e.result ? WOUND_WORDS[e.result] : 'il le manque'}`;
    }
    case 'spear':
      if (e.chariots.length === 1)
        return `La lance ${deFr(a)} se retourne contre lui${e.own ? ` (${SPEAR_WHEN[e.own]})` : ''}${e.result ? ` : ${WOUND_WORDS[e.result]}` : ''}`;
      if (e.hit === undefined) return `${a} frappe ${b} de sa lance`;
      return `${a} frappe ${b} de sa lance : ${e.hit && e.result ? WOUND_WORDS[e.result] : 'il le manque'}`;
    case 'spear-check':
      return `${a} garde sa lance en main${e.cause ? ` (${SPEAR_WHEN[e.cause]})` : ''}`;
    case 'driver-wound':
      if (e.hits === undefined) return `L’aurige ${deFr(a)} est blessé`;
      return `L’aurige ${deFr(a)} encaisse ${pluralFr(e.hits, 'coup')}${because(e, n)} : il lui en reste ${e.left}${e.critical ? CRITICAL_WORDS[e.critical] : ''}`;
    case 'ram':
      return `${a} éperonne ${e.part ? `${PART_WORDS[e.part]} ${deFr(b)}` : b}`;
    case 'evasion':
      if (e.outcome === undefined) return `${a} tente d’esquiver ${b}`;
      return e.outcome === 'evades'
        ? `${a} esquive l’éperonnage ${deFr(b)}`
        : `${a} ne parvient pas à esquiver ${b}`;
    case 'ram-result': {
      const t = n.name(e.target ?? e.chariots[1] ?? e.chariots[0]);
      if (e.table === 'horse-injury')
        return e.hits === undefined || e.hits === null
          ? `L’éperonnage ${deFr(a)} sur l’attelage ${deFr(t)}`
          : `L’éperonnage ${deFr(a)} sur l’attelage ${deFr(t)} : ${e.hits > 0 ? `${pluralFr(e.hits, 'cheval', 'chevaux')} touché${e.hits > 1 ? 's' : ''}` : 'sans mal'}`;
      if (e.table === 'damage-to-cars')
        return `L’éperonnage ${deFr(a)} sur le char ${deFr(t)}${e.damage ? ` : ${CAR_DAMAGE_WORDS[e.damage]}` : ''}`;
      if (e.table === 'wheel-damage')
        return `La roue ${deFr(t)} est touchée${e.hits === undefined || e.hits === null ? '' : ` : ${pluralFr(e.hits, 'coup')}`}`;
      return `L’éperonnage ${deFr(a)} frappe ${t}`;
    }
    case 'horse-hit':
      if (e.horse === undefined) return `Un cheval ${deFr(a)} est blessé`;
      return e.killed
        ? `Le cheval ${e.horse} ${deFr(a)} est tué${because(e, n)}`
        : `Le cheval ${e.horse} ${deFr(a)} encaisse ${pluralFr(e.hits, 'coup')}${because(e, n)} : vitesse de l’attelage ${e.teamSpeed}`;
    case 'wheel-damage':
      if (e.wheel === undefined) return `Une roue ${deFr(a)} est abîmée`;
      return `La roue ${WHEEL_WORDS[e.wheel]} ${deFr(a)} encaisse ${pluralFr(e.hits, 'coup')}${because(e, n)} : ${e.damage} sur ${e.capacity}${e.damage >= e.capacity ? ', et elle se brise' : ''}`;
    case 'flip-check': {
      const against = e.damage === undefined ? '' : ` avec ${e.damage} de dégâts à la roue`;
      if (e.outcome === undefined) return `${a} lance les dés contre un renversement${against}`;
      const result = { safe: 'il tient', strained: 'la roue force', flip: 'il se retourne !' }[e.outcome];
      return `${a} lance les dés contre un renversement${against} : ${result}`;
    }
    case 'wreck':
      return `ACCIDENT ! ${a} se retourne et est détruit${because(e, n)}`;
    case 'wreck-cross': {
      const what =
        e.wreck === undefined
          ? 'des débris'
          : e.wreck === null
            ? 'la carcasse d’un cheval'
            : `l’épave ${deFr(n.name(e.wreck))}`;
      return `${a} passe sur ${what}${e.outcome === undefined ? '' : ` : ${CROSSING_WORDS[e.outcome]}`}`;
    }
    case 'carcass':
      return e.horse === undefined
        ? `Un cheval mort ${deFr(a)} reste sur la piste`
        : `Le cheval mort ${e.horse} ${deFr(a)} reste sur la piste`;
    case 'cut-free':
      if (e.what === 'driver') return `L’aurige ${deFr(a)} tranche les rênes et se libère`;
      return e.horse === undefined || e.horse === null
        ? `${a} détache un cheval mort`
        : `${a} détache le cheval mort ${e.horse} du harnais`;
    case 'runaway':
      switch (e.what) {
        case 'driver-falls':
          return `L’aurige ${deFr(a)} tombe du char${because(e, n)} ; l’attelage continue sans lui`;
        case 'bolts':
          return `L’attelage ${deFr(a)} s’emballe hors de l’épave`;
        case 'runs':
          return `L’attelage emballé ${deFr(a)} galope sur ${pluralFr(e.squares ?? 0, 'case')}`;
        case 'caught':
          return `Des valets rattrapent l’attelage emballé ${deFr(a)}`;
        default:
          return `L’attelage ${deFr(a)} court librement`;
      }
    case 'dragged': {
      const down = e.effect?.condition?.[e.chariots[0] ?? '']?.attrs['driver'] === 'down';
      switch (e.what) {
        case 'falls-out':
          return `L’aurige ${deFr(a)} tombe${because(e, n)} et est traîné derrière son attelage`;
        case 'killed':
          return `L’aurige ${deFr(a)} est tué${because(e, n)} ; son corps est traîné derrière l’attelage`;
        case 'thrown':
          return `L’aurige ${deFr(a)} est pris dans les rênes et traîné`;
        case 'hurt':
          return `L’aurige ${deFr(a)} est traîné : ${pluralFr(e.hits ?? 0, 'coup')}${down ? ', et il ne bouge plus' : ''}`;
        case 'tangled':
          return `L’aurige ${deFr(a)} ne parvient pas à se libérer`;
        case 'body-cut-loose':
          return `Le corps de l’aurige ${deFr(a)} est détaché`;
        default:
          return `L’aurige ${deFr(a)} est traîné derrière l’attelage`;
      }
    }
    case 'on-foot':
      switch (e.what) {
        case 'no-horse':
          return `${a} n’a plus de cheval vivant${because(e, n)} : l’aurige descend`;
        case 'thrown':
          return `L’aurige ${deFr(a)} est projeté, à pied`;
        case 'cut-free':
          return `L’aurige ${deFr(a)} est à pied, libéré des rênes`;
        case 'freed':
          return `Des valets libèrent l’aurige ${deFr(a)} : il est à pied`;
        case 'runs':
          return e.safe
            ? `L’aurige ${deFr(a)} atteint le mur et se met à l’abri`
            : `L’aurige ${deFr(a)} court ${pluralFr(e.squares ?? 0, 'case')} vers le mur`;
        default:
          return `L’aurige ${deFr(a)} est à pied`;
      }
    case 'lap':
    case 'finish':
    case 'retire':
      return markWordsFr(e, a);
    case 'decide':
      return e.decision.kind === 'strain' ? `${a} ne pousse pas son attelage` : `${a} décide`;
  }
}
