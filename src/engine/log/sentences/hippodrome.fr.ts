/**
 * Hippodrome's events as plain French sentences: the French writer beside ./hippodrome.ts, from
 * the same typed fields. The game is French (the seed is Florent Coupeau's translation): its
 * words are the seed's — the stats Crochet, Virage, Vitesse, Blocage, Tranquillité, Endurance,
 * the cards by their printed names ("Virage serré"), the stalls as "barrières de départ".
 */
import { EVENT_CARDS, type Stat } from '../../rulesets/hippodrome/tables.ts';
import type { HippodromeEvent } from '../v2/hippodrome.ts';
import { endOf, listFr, ordinalFr, pluralFr, type SentenceNames, thousandsFr } from './shared.ts';

/** The six stats as the seed prints them. */
export const STAT_NAMES_FR: Readonly<Record<Stat, string>> = {
  cut: 'Crochet',
  turn: 'Virage',
  speed: 'Vitesse',
  block: 'Blocage',
  cool: 'Tranquillité',
  endurance: 'Endurance',
};

/** The same, looked up by a stat named in a log (a string). */
export const STAT_WORDS_FR: Readonly<Record<string, string>> = STAT_NAMES_FR;

export const SAVE_AGAINST: Readonly<Record<string, string>> = {
  'start-collision': 'la collision du départ',
  collision: 'la collision',
  'avoid-wreck': 'l’épave devant elle',
  'hit-wreck': 'le choc contre l’épave',
};

/** How many of a wreck's four horses live. */
function horsesLive(k: number): string {
  if (k === 0) return 'aucun cheval ne survit';
  if (k === 4) return 'les 4 chevaux survivent';
  return k === 1 ? '1 cheval sur 4 survit' : `${k} chevaux sur 4 survivent`;
}

/** The Event cards played, by their printed names: « Virage serré » et « Sauter ». */
function cardNames(ids: readonly string[] | undefined): string {
  const known = (ids ?? []).map((id) => EVENT_CARDS.get(id)?.name).filter((n): n is string => !!n);
  return listFr(known.map((n) => `« ${n} »`));
}

/** One French sentence for a Hippodrome event. Never empty. */
export function hippodromeSentenceFr(e: HippodromeEvent, n: SentenceNames): string {
  const a = n.name(e.chariots[0]);
  const b = n.name(e.chariots[1]);
  const names = (ids: readonly string[]) => listFr(ids.map((id) => n.name(id)));
  switch (e.type) {
    case 'select':
      return `${a} choisit son équipe`;
    case 'rumor':
      return e.target === undefined || e.target === null || e.target === e.chariots[0]
        ? `${a} joue une Rumeur`
        : `${a} fait courir une Rumeur sur ${n.name(e.target)}`;
    case 'stalls':
      return e.stalls
        ? `Barrières de départ : ${Object.entries(e.stalls)
            .sort(([, x], [, y]) => x - y)
            .map(([id, stall]) => `${n.name(id)} ${stall}`)
            .join(', ')}`
        : 'Les barrières de départ sont tirées';
    case 'start-choice':
      return e.decision.value === 'bolt'
        ? `${a} s’élance vers le rail`
        : e.decision.value === 'cautious'
          ? `${a} part prudemment`
          : `${a} choisit son départ`;
    case 'effort':
      return e.effort === undefined ? `${a} fait son effort` : `${a} fait un effort de ${e.effort}`;
    case 'start-order':
    case 'order':
      return e.order && e.order.length > 0
        ? `${e.type === 'start-order' ? 'Après le départ' : 'L’ordre'} : ${e.order.map((id, i) => `${i + 1}. ${n.name(id)}`).join(', ')}`
        : 'L’ordre est établi';
    case 'restart':
      return 'Le Vert, Favori de l’empereur, a eu un accident : le départ est recommencé';
    case 'draw':
      return e.cards === undefined
        ? `${a} tire des cartes Évènement`
        : e.cards.length === 0
          ? `${a} ne tire rien : les paquets sont vides`
          : `${a} tire ${pluralFr(e.cards.length, 'carte Évènement', 'cartes Évènement')}`;
    case 'reshuffle':
      return e.count === undefined
        ? 'Les cartes Évènement défaussées sont mélangées en un nouveau paquet'
        : `Le paquet Évènement est vide : ${pluralFr(e.count, 'carte défaussée', 'cartes défaussées')} mélangées en un nouveau paquet`;
    case 'discard': {
      const k = e.decision.value?.length;
      return k === undefined
        ? `${a} se défausse jusqu’à la limite de la main`
        : `${a} se défausse de ${pluralFr(k, 'carte')}`;
    }
    case 'play-cards': {
      const played = cardNames(e.decision.value ?? undefined);
      const what = played ? ` ${played}` : ' des cartes Évènement';
      return e.stat !== undefined && e.bonus !== undefined
        ? `${a} joue${what} : +${e.bonus} en ${STAT_WORDS_FR[e.stat] ?? e.stat}`
        : `${a} joue${what}`;
    }
    case 'decide':
      return `${a} garde ses cartes`;
    case 'move': {
      const to = endOf(e.path);
      if (to?.place === undefined) return `${a} poursuit sa course`;
      return to.place === 1
        ? `${a} mène le peloton`
        : `${a} court ${ordinalFr(to.place)}${to.gap === undefined ? '' : to.gap === 0 ? ', à la hauteur du premier' : `, à ${to.gap} m du premier`}`;
    }
    case 'pass':
      switch (e.result) {
        case 'passes':
          return `${a} dépasse ${b}`;
        case 'held':
          return `${b} résiste à ${a}`;
        case 'tie':
          return `${a} et ${b} arrivent à hauteur et s’entremêlent`;
        default:
          return `${a} tente de dépasser ${b}`;
      }
    case 'hold':
      return e.target === null || e.chariots.length === 1 ? `${a} mène` : `${a} reste derrière ${b}`;
    case 'collision':
      return e.kind === 'start'
        ? `${names(e.chariots)} se percutent au départ`
        : e.kind === 'entangled'
          ? `Les roues de ${names(e.chariots)} s’entremêlent`
          : `${names(e.chariots)} se rentrent dedans`;
    case 'save': {
      const against = e.against ? ` face à ${SAVE_AGAINST[e.against] ?? e.against}` : '';
      if (e.saved === undefined) return `${a} fait un jet de sauvegarde${against}`;
      return e.saved ? `${a} garde le contrôle${against}` : `${a} rate sa sauvegarde${against}`;
    }
    case 'wreck':
      return e.cause === 'wreck' && e.wreck
        ? `ACCIDENT ! ${a} s’écrase sur l’épave de ${n.name(e.wreck)}`
        : e.cause === 'start-collision'
          ? `ACCIDENT ! ${a} s’écrase au départ`
          : `ACCIDENT ! ${a} s’écrase`;
    case 'survival': {
      const driver = e.driver === 'killed' ? 'le conducteur est tué' : e.driver ? 'le conducteur survit' : '';
      const horses = e.horses === undefined ? '' : horsesLive(e.horses);
      const what = [driver, horses].filter(Boolean).join(' ; ');
      return what ? `Accident de ${a} : ${what}` : `L’équipage de ${a} tente de survivre`;
    }
    case 'hand-discarded':
      return `${a} est hors course : ses cartes Évènement sont défaussées`;
    case 'wreck-pass':
      return `${a} évite l’épave de ${n.name(e.wreck)}`;
    case 'wreck-cross':
      return `${a} touche l’épave de ${n.name(e.wreck)}`;
    case 'trample': {
      const by = n.name(e.chariots[1]);
      const left =
        e.driver !== undefined && e.horses !== undefined
          ? ` : conducteur ${e.driver === 'down' ? 'à terre' : 'vivant'}, ${pluralFr(e.horses, 'cheval vivant', 'chevaux vivants')}`
          : '';
      return `${by} percute les survivants de l’épave de ${a}${left}`;
    }
    case 'lap':
      if (e.lap === undefined) return `${a} mène à la fin d’un tour`;
      if (e.of === undefined) return `${a} mène à la fin du tour ${e.lap}`;
      return e.lap < e.of
        ? `${a} mène à la fin du tour ${e.lap} : encore ${e.of - e.lap}`
        : `${a} mène à la fin du dernier tour`;
    case 'finish':
      if (e.lastStanding) return `${a} est la dernière équipe en course et gagne !`;
      return e.place === undefined
        ? `${a} termine`
        : `${a} termine ${ordinalFr(e.place)}${e.place === 1 ? ' !' : ''}`;
    case 'prize':
      return e.sesterces === undefined
        ? `Le conducteur de ${a} remporte la bourse`
        : `Le conducteur de ${a} gagne ${thousandsFr(e.sesterces)} sesterces`;
    case 'retire':
      return `${a} court encore à la limite de tours de jeu et abandonne`;
  }
}
