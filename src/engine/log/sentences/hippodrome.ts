/**
 * Hippodrome's events as plain sentences (the ticker, commentary), written from their typed fields
 * (../v2/hippodrome.ts), never from their words. A field a log upgraded from version 1 lacks gives
 * a plainer sentence, never a wrong one. Pure: the event and the race's names in, a sentence out.
 */
import type { HippodromeEvent } from '../v2/hippodrome.ts';
import { hippodromeSentenceFr } from './hippodrome.fr.ts';
import { endOf, list, ordinal, plural, type SentenceNames } from './shared.ts';

export type { SentenceNames } from './shared.ts';

const STAT_WORDS: Readonly<Record<string, string>> = {
  cut: 'Cut',
  turn: 'Turn',
  speed: 'Speed',
  block: 'Block',
  cool: 'Cool',
  endurance: 'Endurance',
};

const SAVE_AGAINST: Readonly<Record<string, string>> = {
  'start-collision': 'the collision at the start',
  collision: 'the collision',
  'avoid-wreck': 'the wreck ahead',
  'hit-wreck': 'the impact with the wreck',
};

/** 3000 → "3,000" (the same on every machine, unlike toLocaleString). */
const thousands = (x: number): string => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** How many of a wreck's four horses live: "no horse lives", "1 of 4 horses lives", "all 4 live". */
function horsesLive(k: number): string {
  if (k === 0) return 'no horse lives';
  if (k === 4) return 'all 4 horses live';
  return `${k} of 4 horses ${k === 1 ? 'lives' : 'live'}`;
}

/** One sentence for a Hippodrome event, in the names' language (English by default). Never empty. */
export function hippodromeSentence(e: HippodromeEvent, n: SentenceNames): string {
  if (n.lang === 'fr') return hippodromeSentenceFr(e, n);
  const a = n.name(e.chariots[0]);
  const b = n.name(e.chariots[1]);
  const names = (ids: readonly string[]) => list(ids.map((id) => n.name(id)));
  switch (e.type) {
    case 'select':
      return `${a} picks its team`;
    case 'rumor':
      return e.target === undefined || e.target === null || e.target === e.chariots[0]
        ? `${a} plays a Rumor`
        : `${a} spreads a Rumor about ${n.name(e.target)}`;
    case 'stalls':
      return e.stalls
        ? `Stalls: ${Object.entries(e.stalls)
            .sort(([, x], [, y]) => x - y)
            .map(([id, stall]) => `${n.name(id)} ${stall}`)
            .join(', ')}`
        : `The stalls are drawn`;
    case 'start-choice':
      return e.decision.value === 'bolt'
        ? `${a} bolts for the rail`
        : e.decision.value === 'cautious'
          ? `${a} starts carefully`
          : `${a} chooses how to start`;
    case 'effort':
      return e.effort === undefined ? `${a} makes its effort` : `${a} makes an effort of ${e.effort}`;
    case 'start-order':
    case 'order':
      return e.order && e.order.length > 0
        ? `${e.type === 'start-order' ? 'After the start' : 'The order'}: ${e.order.map((id, i) => `${i + 1}. ${n.name(id)}`).join(', ')}`
        : 'The order is settled';
    case 'restart':
      return "Green, the Emperor's Favourite, crashed: the start is run again";
    case 'draw':
      return e.cards === undefined
        ? `${a} draws Event cards`
        : e.cards.length === 0
          ? `${a} draws nothing: the decks are empty`
          : `${a} draws ${plural(e.cards.length, 'Event card')}`;
    case 'reshuffle':
      return e.count === undefined
        ? 'The Event discards are shuffled into a new deck'
        : `The Event deck is empty: ${plural(e.count, 'discarded card')} shuffled into a new one`;
    case 'discard': {
      const k = e.decision.value?.length;
      return k === undefined ? `${a} discards down to the hand limit` : `${a} discards ${plural(k, 'card')}`;
    }
    case 'play-cards':
      return e.stat !== undefined && e.bonus !== undefined
        ? `${a} plays Event cards: +${e.bonus} ${STAT_WORDS[e.stat] ?? e.stat}`
        : `${a} plays Event cards`;
    case 'decide':
      return `${a} keeps its cards`;
    case 'move': {
      const to = endOf(e.path);
      if (to?.place === undefined) return `${a} runs on`;
      return to.place === 1
        ? `${a} runs at the head of the field`
        : `${a} runs ${ordinal(to.place)}${to.gap === undefined ? '' : to.gap === 0 ? ', level with the leader' : `, ${to.gap} m behind the leader`}`;
    }
    case 'pass':
      switch (e.result) {
        case 'passes':
          return `${a} passes ${b}`;
        case 'held':
          return `${b} holds off ${a}`;
        case 'tie':
          return `${a} and ${b} draw level and tangle`;
        default:
          return `${a} tries to pass ${b}`;
      }
    case 'hold':
      return e.target === null || e.chariots.length === 1 ? `${a} leads` : `${a} holds behind ${b}`;
    case 'collision':
      return e.kind === 'start'
        ? `${names(e.chariots)} collide at the start`
        : e.kind === 'entangled'
          ? `${names(e.chariots)} lock wheels`
          : `${names(e.chariots)} collide`;
    case 'save': {
      const against = e.against ? ` against ${SAVE_AGAINST[e.against] ?? e.against}` : '';
      if (e.saved === undefined) return `${a} rolls a save${against}`;
      return e.saved ? `${a} keeps control${against}` : `${a} fails to save${against}`;
    }
    case 'wreck':
      return e.cause === 'wreck' && e.wreck
        ? `WRECK! ${a} crashes into ${n.name(e.wreck)}'s wreck`
        : e.cause === 'start-collision'
          ? `WRECK! ${a} crashes at the start`
          : `WRECK! ${a} crashes`;
    case 'survival': {
      const driver = e.driver === 'killed' ? 'the driver is killed' : e.driver ? 'the driver survives' : '';
      const horses = e.horses === undefined ? '' : horsesLive(e.horses);
      const what = [driver, horses].filter(Boolean).join('; ');
      return what ? `${a}'s crash: ${what}` : `${a}'s crew roll to survive`;
    }
    case 'hand-discarded':
      return `${a} is out: its Event cards are discarded`;
    case 'wreck-pass':
      return `${a} steers clear of ${n.name(e.wreck)}'s wreck`;
    case 'wreck-cross':
      return `${a} hits ${n.name(e.wreck)}'s wreck`;
    case 'trample': {
      const by = n.name(e.chariots[1]);
      const left =
        e.driver !== undefined && e.horses !== undefined
          ? `: driver ${e.driver === 'down' ? 'down' : 'alive'}, ${plural(e.horses, 'horse')} alive`
          : '';
      return `${by} runs into the survivors of ${a}'s wreck${left}`;
    }
    case 'lap':
      if (e.lap === undefined) return `${a} leads at the end of a lap`;
      if (e.of === undefined) return `${a} leads at the end of lap ${e.lap}`;
      return e.lap < e.of
        ? `${a} leads at the end of lap ${e.lap}: ${e.of - e.lap} to go`
        : `${a} leads at the end of the last lap`;
    case 'finish':
      if (e.lastStanding) return `${a} is the last team standing and wins!`;
      return e.place === undefined
        ? `${a} finishes`
        : `${a} finishes ${ordinal(e.place)}${e.place === 1 ? '!' : ''}`;
    case 'prize':
      return e.sesterces === undefined
        ? `${a}'s driver takes the purse`
        : `${a}'s driver wins ${thousands(e.sesterces)} sesterces`;
    case 'retire':
      return `${a} is still racing at the turn limit and is retired`;
  }
}
