/**
 * Crudis' events as plain French sentences: the French writer beside ./crudis.ts, from the same
 * typed fields and dice. Distances are squares ("cases"), sideways lanes ("couloirs"). A driver's
 * reason is the AI's own English words: the French sentence leaves it out rather than mix the two.
 */
import type { Roll } from '../schema.ts';
import type { CrudisEvent, DamageRead } from '../v2/crudis.ts';
import type { CrudisNames } from './crudis.ts';
import {
  damageReads,
  deFr,
  dieText,
  laneRun,
  listFr,
  ordinalFr,
  pluralFr,
  type SentenceNames,
} from './shared.ts';

const DAMAGE_WORDS: Readonly<Record<DamageRead['result'], string>> = {
  wreck: 'ACCIDENT !',
  'badly-damaged': 'char gravement endommagé',
  damaged: 'char endommagé',
  'horse-badly-hurt': 'cheval gravement blessé',
  'horse-hurt': 'cheval blessé',
  unscathed: 'indemne',
};

export const WRECK_WORDS_FR: Readonly<Record<string, string>> = {
  'danger-line': 'brisé sur la ligne de danger',
  'wreck-pass': 'brisé en longeant une épave',
  'wreck-cross': 'brisé en passant sur une épave',
  collision: 'fracassé dans la collision',
  ram: 'mis en pièces par un éperonnage',
  struck: 'heurté par une épave qui roule',
  whip: 'arraché de son char par le fouet',
  rip: 'perd une roue et se disloque',
  locked: 'écartelé, accroché aux autres',
  barrier: 'fracassé contre la barrière',
};

const LOCKED_WORDS: Readonly<Record<string, string>> = {
  'damaged-remain': 'tous deux endommagés, toujours accrochés',
  'damaged-separate': 'tous deux endommagés, et ils se séparent',
  'must-shift': 'ils doivent changer de couloir',
  'may-shift': 'ils peuvent changer de couloir',
  separate: 'ils se séparent',
};

export const WHIP_PARTS: Readonly<Record<string, string>> = {
  'outer-horses': 'les chevaux extérieurs',
  yokers: 'les chevaux du joug',
  charioteer: 'l’aurige',
};

/** The AI's personalities, as a French sentence names them. */
export const PERSONALITY_WORDS: Readonly<Record<string, string>> = {
  cautious: 'prudent',
  balanced: 'équilibré',
  reckless: 'téméraire',
  dirty: 'déloyal',
};

/** "2 couloirs vers l’intérieur", "1 couloir vers l’extérieur". */
export const lanesWords = (k: number): string =>
  `${pluralFr(Math.abs(k), 'couloir')} vers l’${k < 0 ? 'intérieur' : 'extérieur'}`;

function whenWords(timing: DamageRead['timing'], onLine: boolean): string {
  if (timing === 'start') return 'au début du mouvement';
  if (timing === 'line') return onLine ? 'sur la ligne de danger' : 'à mi-mouvement';
  return 'à la fin du mouvement';
}

/** "rouge 4 : cheval gravement blessé", and the timing die after it. */
function damageWords(
  e: { rolls?: Roll[] | undefined; damage?: DamageRead[] | undefined },
  n: SentenceNames,
  opts: { colour?: string; whose?: boolean; onLine?: boolean } = {},
): string[] {
  return damageReads(e).map(({ read: d, die, timing: face }) => {
    const who = opts.whose ? `${n.name(d.chariot)} ` : '';
    const text = `${who}${opts.colour ?? 'rouge'}${die ? ` ${dieText(die)}` : ''} : ${DAMAGE_WORDS[d.result]}`;
    if (d.timing === null) return text;
    const verb = d.result === 'wreck' ? 'il se disloque' : 'cela prend effet';
    return `${text} ; moment${face === undefined ? '' : ` ${face}`} : ${verb} ${whenWords(d.timing, opts.onLine ?? false)}`;
  });
}

function runWords(e: CrudisEvent): string {
  const { squares, from, to } = laneRun(e.path);
  const run = pluralFr(squares, 'case');
  if (from === undefined || to === undefined) return run;
  if (from === to) return `${run} dans le couloir ${to}`;
  return `${run}, ${lanesWords(to - from)} jusqu’au couloir ${to}`;
}

function aside(e: CrudisEvent): string | null {
  const path = (e.path ?? []) as Array<{ lane?: number }>;
  const from = path[0]?.lane;
  const to = path[path.length - 1]?.lane;
  return from === undefined || to === undefined || from === to ? null : lanesWords(to - from);
}

export function moveWords(
  v: { forward: number; laterals: number[]; ram: string | null; rip: { target: string } | null },
  n: SentenceNames,
): string {
  const changes = v.laterals.filter((l) => l !== 0);
  const net = changes.reduce((s, l) => s + l, 0);
  const first = v.laterals.findIndex((l) => l !== 0);
  const atOnce = changes.length > 0 && v.laterals.slice(first, first + changes.length).every((l) => l !== 0);
  const lanes =
    changes.length === 0
      ? 'garde son couloir'
      : net === 0
        ? `louvoie (${pluralFr(changes.length, 'changement')} de couloir, retour au couloir)`
        : atOnce && first === 0
          ? `prend d’un coup ${lanesWords(net)}`
          : atOnce && first + changes.length === v.laterals.length
            ? `se décale en fin de mouvement de ${lanesWords(net)}`
            : `gagne ${lanesWords(net)}`;
  const attack = v.ram
    ? ` et éperonne ${n.name(v.ram)}`
    : v.rip
      ? ` et s’attaque aux roues ${deFr(n.name(v.rip.target))}`
      : '';
  return `${lanes}, ${pluralFr(v.forward, 'case')} en avant${attack}`;
}

function driver(e: CrudisEvent, n: CrudisNames): string {
  const p = n.personality?.(e.chariots[0]) ?? '';
  const name = n.name(e.chariots[0]);
  return p ? `${name} (${PERSONALITY_WORDS[p] ?? p})` : name;
}

function collisionWords(e: CrudisEvent & { type: 'collision' | 'ram' }, n: SentenceNames): string {
  const a = n.name(e.chariots[0]);
  const b = n.name(e.target ?? e.chariots[1]);
  const damage = damageWords(e, n, { whose: e.outcome !== 'struck' });
  if (e.outcome === 'struck')
    return `L’épave ${deFr(b)} heurte ${a}${damage.length > 0 ? ` — ${damage.join(' ; ')}` : ''}`;
  const head = e.type === 'ram' ? `${a} éperonne ${b}` : `${a} entre en collision avec ${b}`;
  const outcome =
    e.outcome === 'stopped'
      ? `${a} est arrêté derrière ${b}`
      : e.outcome === 'moved-aside'
        ? `${b} a le dessous et est poussé de côté`
        : e.outcome === 'no-room'
          ? `${b} a le dessous mais n’a nulle part où aller`
          : e.outcome === 'drives-on'
            ? `${b} est détruit ; ${a} poursuit`
            : e.outcome === 'wrecked'
              ? `${a} a le dessous`
              : '';
  return `${head}${outcome ? ` : ${outcome}` : ''}${damage.length > 0 ? ` (${damage.join(' ; ')})` : ''}`;
}

function whipAttackWords(e: CrudisEvent & { type: 'whip-attack' }, n: SentenceNames): string {
  const a = n.name(e.chariots[0]);
  const b = n.name(e.target ?? e.chariots[1]);
  const part = e.part ? WHIP_PARTS[e.part] : 'l’attelage';
  const outcome: Readonly<Record<string, string>> = {
    'attacker-lose-control': `${a} perd le contrôle`,
    'attacker-lose-whip': `${a} lâche son fouet`,
    none: 'sans effet',
    'victim-move-away': `l’attelage ${deFr(b)} fait un écart`,
    'victim-lose-control': `${b} perd le contrôle`,
    'victim-horse-hurt': `un cheval ${deFr(b)} est blessé`,
    'victim-horse-injured': `un cheval ${deFr(b)} est gravement blessé`,
    'victim-wrecked': `${b} est détruit !`,
  };
  const roll = e.rolls?.[0]?.faces[0];
  const result = e.result ? outcome[e.result] : undefined;
  return `${a} fouette ${part} ${deFr(b)}${roll === undefined ? '' : ` : jet ${roll}`}${result ? ` — ${result}` : ''}`;
}

function ripWords(e: CrudisEvent & { type: 'rip-wheels' }, n: SentenceNames): string {
  const a = n.name(e.chariots[0]);
  const b = n.name(e.target ?? e.chariots[1]);
  const [first, second] = e.rolls ?? [];
  const firstWords: Readonly<Record<string, string>> = {
    'attacker-damaged': `${a} est endommagé à sa place`,
    'attacker-lose-control': `${a} perd le contrôle`,
    'results-table': 'les roues se touchent',
  };
  const outcomeWords: Readonly<Record<string, string>> = {
    'both-damaged': 'les deux chars sont endommagés',
    'lock-together': `${a} et ${b} s’accrochent`,
    'both-lose-control': 'tous deux perdent le contrôle',
    'victim-lose-control': `${b} perd le contrôle`,
    'victim-badly-damaged': `${b} est gravement endommagé`,
  };
  let text = `${a} s’attaque aux roues ${deFr(b)}`;
  if (e.first) text += ` : jet ${first?.faces[0] ?? '?'} — ${firstWords[e.first]}`;
  if (e.outcome) text += ` ; jet ${second?.faces[0] ?? '?'} — ${outcomeWords[e.outcome]}`;
  const hurt = new Set((e.damage ?? []).map((d) => d.chariot));
  const damage = damageWords(e, n, { whose: hurt.size > 1 });
  return damage.length > 0 ? `${text} (${damage.join(', ')})` : text;
}

/** One French sentence for a Crudis event. Never empty. */
export function crudisSentenceFr(e: CrudisEvent, n: CrudisNames): string {
  const a = n.name(e.chariots[0]);
  switch (e.type) {
    case 'place': {
      const at = e.at?.[e.chariots[0] ?? ''] as { lane?: number } | undefined;
      return `${driver(e, n)} se place sur la ligne de départ${at?.lane === undefined ? '' : `, couloir ${at.lane}`}`;
    }
    case 'turn-start': {
      const order = (e.order ?? e.chariots).map((id) => n.name(id));
      if (order.length === 0) return `Le tour de jeu ${e.turn} commence`;
      return `Tour de jeu ${e.turn} : ${order[0]} part en premier${order.length > 1 ? `, puis ${order.slice(1).join(', ')}` : ''}`;
    }
    case 'roll': {
      const white = e.rolls?.[0];
      if (!white) return `${a} lance les dés`;
      const injuries = white.modifiers.reduce((s, m) => s + m.value, 0);
      const whiteText = `blancs ${white.faces.join('+')}${injuries !== 0 ? ` ${injuries < 0 ? '−' : '+'}${Math.abs(injuries)} pour les chevaux` : ''}`;
      const speed = pluralFr(e.speed ?? white.total, 'case');
      const red = e.red ?? e.rolls?.[1]?.faces[0];
      if (red === undefined) return `${a} lance ${whiteText} : ${speed}`;
      const reads =
        e.reads === 'swerve'
          ? 'hors de contrôle'
          : e.reads === 'locked'
            ? 'lu sur la table des chars accrochés'
            : e.reads === 'manoeuvre'
              ? pluralFr(red, 'point', 'points') + ' de manœuvre'
              : '';
      return `${a} lance ${whiteText} pour ${speed}, rouge ${red}${reads ? ` : ${reads}` : ''}`;
    }
    case 'decision': {
      const d = e.decision;
      if (d.kind === 'lockedShift') {
        const v = d.value;
        const choice =
          v === null || v === undefined
            ? 'choisit un couloir'
            : v === 0
              ? 'choisit de rester dans son couloir'
              : `choisit de se décaler d’un couloir vers l’${v < 0 ? 'intérieur' : 'extérieur'}`;
        return `${driver(e, n)}, accroché aux autres, ${choice}`;
      }
      if (!d.value) {
        const target = e.chariots[1];
        const attack =
          target === undefined
            ? ''
            : e.rule === 'crudis.ramming'
              ? ` pour éperonner ${n.name(target)}`
              : ` pour s’attaquer aux roues ${deFr(n.name(target))}`;
        return `${driver(e, n)} prépare son mouvement${attack}`;
      }
      return `${driver(e, n)} ${moveWords(d.value, n)}`;
    }
    case 'move':
      return `${a} parcourt ${runWords(e)}`;
    case 'swerve':
      return `${a} fait une embardée : ${runWords(e)}`;
    case 'whip-move':
      return `${a} bondit sous le fouet : ${runWords(e)}`;
    case 'locked-move':
      return `${a}, accroché aux autres, est emporté sur ${runWords(e)}`;
    case 'lock-move':
      return e.target === undefined
        ? `Les roues ${deFr(a)} s’accrochent`
        : `Les roues ${deFr(a)} s’accrochent : il est entraîné à la hauteur ${deFr(n.name(e.target))}`;
    case 'separate-move': {
      const to = aside(e);
      return `${a} s’écarte${to ? ` de ${to}` : ''}, dégagé des autres`;
    }
    case 'move-away': {
      const to = aside(e);
      return to
        ? `L’attelage ${deFr(a)} fuit le fouet : ${to}`
        : `L’attelage ${deFr(a)} fuit le fouet mais n’a pas la place de s’écarter`;
    }
    case 'shove': {
      const to = aside(e);
      return to ? `${a} est poussé de ${to}` : `${a} est poussé mais n’a pas la place de s’écarter`;
    }
    case 'bounce': {
      const [fwd, side] = e.rolls ?? [];
      const path = (e.path ?? []) as Array<{ lane?: number }>;
      const lane = path[path.length - 1]?.lane;
      const goes =
        e.lanes === undefined
          ? ''
          : e.lanes === 0
            ? ' et reste dans son couloir'
            : ` et se décale de ${lanesWords(e.lanes)}`;
      const rolled = fwd && side ? ` (jets ${fwd.faces[0]} et ${side.faces[0]})` : '';
      const rest = e.struck
        ? `, jusqu’à heurter ${n.name(e.struck)}`
        : lane === undefined
          ? ''
          : `, et s’arrête dans le couloir ${lane}`;
      return `L’épave ${deFr(a)} roule${e.squares === undefined ? '' : ` sur ${pluralFr(e.squares, 'case')}`}${goes}${rolled}${rest}`;
    }
    case 'danger-check': {
      const white = e.rolls?.[0];
      const where = `${a} franchit la ligne de danger${e.speed === undefined ? '' : ` à la vitesse ${e.speed}`}${e.lane === undefined ? '' : ` dans le couloir ${e.lane}`}`;
      if (!white) return where;
      const need = white.target ? `, il faut plus de ${white.target.value}` : '';
      const check = `blancs ${white.faces.join('+')}${need}`;
      const passed = e.passed ?? (white.target ? white.total > white.target.value : undefined);
      if (passed === undefined) return `${where} : ${check}`;
      if (passed) return `${where} : ${check} — réussi`;
      const damage = damageWords(e, n, { onLine: true });
      return `${where} : ${check} — échec${damage.length > 0 ? ` ; ${damage.join(' ; ')}` : ''}`;
    }
    case 'lose-control': {
      if (e.lanes === undefined) return `${a} perd le contrôle et fait une embardée`;
      return e.lanes === 0
        ? `${a} perd le contrôle mais garde son couloir`
        : `${a} perd le contrôle et dévie de ${lanesWords(e.lanes)}`;
    }
    case 'barrier': {
      const into = e.wall === 'spina' ? 'la spina' : e.wall === 'outer' ? 'le mur extérieur' : 'la barrière';
      const damage = damageWords(e, n);
      return `${a} frotte contre ${into}${damage.length > 0 ? ` — ${damage.join(' ; ')}` : ''}`;
    }
    case 'whip-speed': {
      const extra = e.rolls?.[0];
      const squares = e.squares ?? extra?.total;
      const horses = (e.damage ?? []).filter(
        (d) => d.result === 'horse-hurt' || d.result === 'horse-badly-hurt',
      );
      const faces = (e.rolls ?? []).slice(1).map((r) => r.faces[0]);
      const horseText =
        e.damage === undefined
          ? ''
          : horses.length === 0
            ? ` ; les chevaux tiennent le coup (blancs ${faces.join(', ')})`
            : ` ; ${damageWords({ rolls: e.rolls, damage: horses }, n, { colour: 'blanc' }).join(', ')}`;
      return `${a} fouette pour la vitesse${extra ? ` : rouge ${extra.faces[0]}` : ''}${squares === undefined ? '' : ` — ${pluralFr(squares, 'case')} de plus`}${horseText}`;
    }
    case 'whip-attack':
      return whipAttackWords(e, n);
    case 'rip-wheels':
      return ripWords(e, n);
    case 'collision':
    case 'ram':
      return collisionWords(e, n);
    case 'locked': {
      const who = listFr(e.chariots.map((id) => n.name(id)));
      const outcome = e.outcome ? LOCKED_WORDS[e.outcome] : undefined;
      const move =
        e.squares === undefined || e.speed === undefined
          ? ' lancent les dés'
          : ` avancent de ${e.squares} (${e.speed} ÷ ${e.chariots.length})`;
      return `${who}, accrochés,${move}${outcome ? ` : ${outcome}` : ''}`;
    }
    case 'locked-shift': {
      const who = listFr(e.chariots.map((id) => n.name(id)));
      const roll = e.rolls?.[0]?.faces[0];
      const way =
        e.lanes === undefined
          ? 'd’un couloir de côté'
          : `d’un couloir vers l’${e.lanes < 0 ? 'intérieur' : 'extérieur'}`;
      return `${who}, accrochés, doivent se décaler ${way}${roll === undefined ? '' : ` (jet ${roll})`}`;
    }
    case 'separate': {
      const breaker = e.breaker ?? e.chariots[0];
      const from = (e.from ?? e.chariots.filter((id) => id !== breaker)).map((id) => n.name(id));
      return `${n.name(breaker)} se dégage${from.length > 0 ? ` ${deFr(listFr(from))}` : ''}`;
    }
    case 'damage': {
      const d = e.damage?.[0];
      if (e.cause === 'timed')
        return d
          ? `${a} : « ${DAMAGE_WORDS[d.result]} » prend effet ${whenWords(d.timing, false)}`
          : `${a} : les dégâts lus plus tôt dans le mouvement prennent effet`;
      const damage = damageWords(e, n);
      return `${a} (accroché aux autres) lance les dés des dégâts${damage.length > 0 ? ` — ${damage.join(' ; ')}` : ''}`;
    }
    case 'wreck': {
      const cause = e.cause ? WRECK_WORDS_FR[e.cause] : undefined;
      const when = e.timing ? `, ${whenWords(e.timing, e.cause === 'danger-line')}` : '';
      return `ACCIDENT ! ${a} est détruit${cause ? ` — ${cause}${when}` : ''}`;
    }
    case 'wreck-pass':
    case 'wreck-cross': {
      const b = n.name(e.wreck ?? e.chariots[1]);
      const head =
        e.type === 'wreck-pass' ? `${a} longe l’épave ${deFr(b)}` : `${a} passe sur l’épave ${deFr(b)}`;
      const damage = damageWords(e, n);
      return `${head}${damage.length > 0 ? ` — ${damage.join(' ; ')}` : ''}`;
    }
    case 'lap':
      if (e.lap === undefined) return `${a} boucle un tour`;
      if (e.of === undefined) return `${a} boucle le tour ${e.lap}`;
      return e.lap < e.of
        ? `${a} boucle le tour ${e.lap} : encore ${e.of - e.lap}`
        : `${a} boucle le tour ${e.lap} et entre dans la dernière ligne droite`;
    case 'finish':
      return e.place === undefined
        ? `${a} franchit la ligne d’arrivée !`
        : `${a} franchit la ligne d’arrivée — ${ordinalFr(e.place)} !`;
    case 'retire':
      return `${a} court encore à la limite de tours de jeu et abandonne`;
    case 'decide': {
      const d = e.decision;
      if (d.kind === 'whipSpeed') return `${a} ne fouette pas pour la vitesse`;
      if (d.kind === 'whipAttack') return `${a} garde son fouet pour lui`;
      return `${a} décide`;
    }
  }
}
