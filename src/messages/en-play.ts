/**
 * The hot-seat play pages' text in English (src/ui/play): the panel, the controls of a decision,
 * what each ruleset's decision panel explains, the words for the things an answer lists, and the
 * "New race" form. Read through ./play.ts (`playText()`), which loads with the play pages, not in
 * the first load; ./fr-play.ts is its French.
 */
import { EN_DICE } from './en-dice.ts';
import { EN_REFUSALS } from './en-refusals.ts';

export const EN_PLAY = {
  /** Why the rules refuse an answer (./en-refusals.ts). */
  refusals: EN_REFUSALS,
  /** The dice a table is asked to throw (./en-dice.ts). */
  dice: EN_DICE,
  /** A seat a bot drives from outside: a `quadriga play` game file's "bot" seat. */
  botSeat: (name: string): string => `${name} is a bot's seat`,
  botWaits: (name: string, id: string): string =>
    `Its answers come from its bot, as orders sent with quadriga play orders <game.json> --seat ${id}, not from this screen. Save the race for the bot's orders, then open the file again here; or let ${name}'s AI decide this once.`,
  /** Beside the end of an Aurigae plot's arc drawn on the table (src/scene/overlays/PlotArc.tsx). */
  plotArc: (name: string, slow: number, fast: number, low: number, high: number): string =>
    `${name}: ${slow === fast ? slow : `${slow} to ${fast}`} in, check under ${low === high ? low : `${low} to ${high}`}`,
  /** The things an answer lists by id (src/ui/play/words.ts): Hippodrome cards, Aurigae speed changes. */
  items: {
    /** A card's name in this language: the French cards' English names. */
    cardName: (card: { name: string; english: string }): string => card.english,
    /** The Hippodrome's six team statistics. */
    stats: { cut: 'Cut', turn: 'Turn', speed: 'Speed', block: 'Block', cool: 'Cool', endurance: 'Endurance' },
    kinds: { chariot: 'chariot', driver: 'driver', horse: 'horse', hitch: 'hitch', rumor: 'rumour' },
    /** "+1 Cool" */
    statMod: (value: number, stat: string): string => `${value > 0 ? '+' : ''}${value} ${stat}`,
    /** What a rumour does. */
    rumor: {
      stat: (mod: string): string => `${mod} to the team it names`,
      cutRolls: (value: number): string =>
        `${value > 0 ? '+' : ''}${value} on Cut rolls to the team it names`,
      stall4: 'the team it names starts from stall 4',
      restart: 'the start is run again',
    },
    /** "Scorpus (driver: +1 Cool)" */
    teamCard: (name: string, kind: string, does: string): string =>
      `${name} (${kind}${does ? `: ${does}` : ''})`,
    /** "Shortcut (+2 Cut)" */
    eventCard: (name: string, mod: string): string => `${name} (${mod})`,
    /** Aurigae's speed changes and what they cost the check after the move. */
    speedChanges: {
      hold: 'hold speed',
      'up-1d6': '+1d6',
      'down-1d6': '−1d6',
      'up-2d6': '+2d6',
      'down-2d6': '−2d6',
      'stop-4d6': '−4d6 (abrupt stop)',
    },
    checkPenalty: (change: string, penalty: number): string =>
      `${change} (${penalty}% on the check after the move)`,
  },
  /**
   * Each decision's answers in words (src/ui/play/answer-words.ts): the labels of the controls and
   * the AI's suggestion. Chariots come by name, cards by their names.
   */
  answers: {
    /** The kind of decision, on the line under the panel's heading. */
    kinds: {
      speed: 'speed',
      strain: 'strain',
      attack: 'attack',
      move: 'move',
      whipSpeed: 'whip for speed',
      whipAttack: 'whip attack',
      lockedShift: 'locked wheels',
      plot: 'plot',
      keep: 'cards kept',
      'rumor-target': 'rumour',
      start: 'start',
      attempt: 'pass attempt',
      'event-cards': 'event cards',
      discard: 'discard',
    } as Record<string, string>,
    /** The parts of an answer chosen part by part (an Aurigae plot). */
    parts: { change: 'Speed change', turn: 'Turn', reverse: 'Reverse (from a standstill)' } as Record<
      string,
      string
    >,
    /** A list of things: "Scorpus, Volucris and Tigris". */
    list: (items: readonly string[]): string =>
      items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
    cm: {
      speed: (speed: number, strain: boolean, lane: number): string =>
        `${speed}${strain ? ' and strain' : ''}, aiming for lane ${lane}`,
      strain: (yes: boolean): string => (yes ? 'strain' : 'no strain'),
    },
    crudis: {
      /** "forward 9 (+1 on the dice), 1 lane out, ram Diocles". */
      move: (forward: number, adjust: number, side: string, extra: readonly string[]): string =>
        `forward ${forward}${adjust === 0 ? '' : ` (${adjust > 0 ? '+' : ''}${adjust} on the dice)`}, ${[side, ...extra].join(', ')}`,
      hold: 'hold the lane',
      lanes: (n: number, inward: boolean): string =>
        `${n} ${n === 1 ? 'lane' : 'lanes'} ${inward ? 'in' : 'out'}`,
      back: (changes: number): string => `${changes} lane changes, back to the lane`,
      ram: (name: string): string => `ram ${name}`,
      rip: (name: string): string => `rip ${name}'s wheels`,
      whipSpeed: (yes: boolean): string => (yes ? 'whip for speed' : 'no whip'),
      whipAttack: (name: string, part: string): string => `whip ${name}'s ${part}`,
      noWhipAttack: 'no whip attack',
      shift: (lateral: number): string =>
        lateral === 0 ? 'stay in the lane' : `move one lane ${lateral < 0 ? 'in' : 'out'}`,
    },
    aurigae: {
      plot: (change: string, turn: string, reverse: boolean): string =>
        `${change}, ${turn}${reverse ? ', reversing' : ''}`,
      turn: (degrees: number): string =>
        degrees === 0 ? 'straight on' : `${Math.abs(degrees)}° ${degrees > 0 ? 'left' : 'right'}`,
    },
    hippodrome: {
      keep: (cards: string): string => (cards ? `keep ${cards}` : 'keep no card'),
      names: (name: string): string => `name ${name}`,
      start: { bolt: 'bolt for the rail', cautious: 'start carefully' } as Record<string, string>,
      attempt: (pass: boolean, name: string): string =>
        pass ? `try to pass ${name}` : `hold behind ${name}`,
      play: (cards: string): string => (cards ? `play ${cards}` : 'play no card'),
      discard: (cards: string): string => `discard ${cards}`,
    },
    /** Why the AI suggests it: in English its own words; `temper` is the chariot's AI style. */
    reason: (ai: string, _temper: string): string => ai,
  },
  /** The panel beside the race: what it waits for, the end, saving. */
  panel: {
    label: 'Your turn',
    resumed: 'Going on where this race was left.',
    save: 'Save the race',
    saveHint: 'A file to go on with later, here or with quadriga play',
    startOver: 'Start over',
    newRace: 'New race',
    letAi: 'Let the AI decide',
    /** Several people share the screen: the next one takes it. */
    passTo: (name: string): string => `Pass the screen to ${name}`,
    lookAway: (name: string): string =>
      `Everyone else, look away: ${name}'s decision shows what only ${name} may see.`,
    takeScreen: (name: string): string => `I am ${name}: show my decision`,
    seesAll: 'Everything you may see of the race',
    /** A decision's heading: who decides, under which rule. */
    decides: (name: string, rule: string): string => `${name}: ${rule}`,
    /** The line under it, before the rule's id. */
    decisionMeta: (turn: number, kind: string): string => `Turn ${turn} · ${kind} · rule`,
    aiWould: 'The AI would:',
    /** Dice thrown at the table. */
    throwDice: (question: string): string => `Throw ${question}`,
    diceMeta: (turn: number): string => `Turn ${turn} · type the face of each die as it landed`,
    die: (i: number, count: number, sides: number): string => `Die ${i} of ${count} (d${sides})`,
    enterThrow: 'Enter the throw',
    /** The race's end. */
    over: (winner: string | null): string =>
      winner ? `The race is over: ${winner} wins.` : 'The race is over: no winner.',
    /** Before `quadriga verify`. */
    logHolds: (turns: number): string =>
      `${turns} ${turns === 1 ? 'turn' : 'turns'}. The log holds every decision, die and move: the viewer, the broadcast page and`,
    /** After it. */
    readIt: 'read it.',
    download: 'Download the race log',
  },
  /** The controls of one decision. */
  controls: {
    answer: 'Your answer',
    chooseAny: 'Choose any of these',
    none: '(none)',
    choose: '(choose)',
    /** Around `quadriga play`: an answer typed as JSON. */
    asJson: 'Your answer (JSON, as',
    asJsonEnd: 'takes it)',
    inWords: (words: string): string => `Your answer: ${words}`,
    refused: 'The rules do not allow this combination: commit to see why.',
    commit: 'Commit',
  },
  /** The "New race" form. */
  /** What each ruleset's decision panel explains (src/ui/play/help). */
  /** A chance, as a percentage already rounded: "16.7%". */
  percent: (p: string): string => `${p}%`,
  help: {
    cm: {
      speed: 'Speed this turn',
      strain: 'Strain (S): push the team past its speed, at the cost of endurance',
      lane: 'Steer for lane',
      laneOption: (lane: number, safe: number): string => `lane ${lane} (corner safe at ${safe})`,
      bounds: (max: number, team: number, cdm: number): string =>
        `Write 0 to ${max}: your team's speed ${team} plus your driver's modifier (CDM) ${cdm}. Speeds are written in secret and shown together.`,
      blinded: (speed: number): string =>
        `Blinded: your driver cannot change his speed this turn (${speed}).`,
      inCorner: 'You are in a corner now.',
      reaches: (squares: number): string =>
        `The next corner begins ${squares + 1} ${squares === 0 ? 'square' : 'squares'} ahead: this speed takes you into it.`,
      short: (squares: number): string =>
        `The next corner begins ${squares + 1} ${squares === 0 ? 'square' : 'squares'} ahead: this speed stops short of it, so no corner check this turn.`,
      safe: (lane: number, safe: number): string =>
        `In lane ${lane} a corner is safe up to ${safe}: no strain.`,
      over: (lane: number, safe: number, over: number, lost: number): string =>
        `In lane ${lane} a corner is safe up to ${safe}: you would take it ${over} over, losing ${lost} endurance, and roll 3d6 on the corner strain chart.`,
      chart: (modifier: number): string =>
        `Corner strain chart: 3d6${modifier === 0 ? '' : modifier > 0 ? ` + ${modifier}` : ` − ${-modifier}`} (your CDM and the weather), the worst result reached applies`,
      attackHint:
        'You are asked at each square of your move where an attack can be made. To be asked no more this turn:',
      noAttacks: 'No attacks this turn',
      leaveAlone: (name: string): string => `Leave ${name} alone this turn`,
      outOfBounds: (max: number): string => `Write a whole speed from 0 to ${max}.`,
      /** The odds of the attack chosen (src/engine/odds/circus-maximus.ts attackOdds). */
      noAttackLabel: 'no attack',
      noAttack: 'No attack here: every movement factor left goes on moving.',
      kinds: {
        lash: 'Lash',
        ram: 'Ram',
        dust: 'Throw dust at',
        knife: 'Throw the knife at',
        spear: 'Thrust the spear at',
      },
      parts: { team: 'team', driver: 'driver', car: 'car' },
      attack: (kind: string, name: string, part: string): string => `${kind} ${name}'s ${part}`,
      cost: (attack: string, cost: number, left: number): string =>
        `${attack}: costs ${cost} of the ${left} movement ${left === 1 ? 'factor' : 'factors'} left in your move.`,
      /** "You hit on 2d6 + 1 of 10 or more: 27.8%." */
      toHit: (dice: number, plus: number, op: '>=' | '<=', value: number, chance: string): string =>
        `You hit on ${dice}d6${plus === 0 ? '' : plus > 0 ? ` + ${plus}` : ` − ${-plus}`} of ${value} or ${op === '>=' ? 'more' : 'less'}: ${chance}.`,
      knifeRange: (range: number, small: boolean): string =>
        `The target is ${range} ${range === 1 ? 'square' : 'squares'} away: one die a square, your CDM taken off${small ? ', and 1 added to each die (your small knife is not made for throwing)' : ''}.`,
      lash: (plus: number, long: boolean): string =>
        `Your 2d6 against his 2d6, each with his CDM (${plus === 0 ? 'even' : plus > 0 ? `+${plus} to you` : `${plus} to you`}): the difference picks the column of the lash table${long ? '; your long whip moves it two columns right' : ''}.`,
      evade: (chance: string): string =>
        `He swerves away on 2d6 + his CDM of 11 or more (${chance}), and the ram misses.`,
      noRoom: 'He has no room to swerve away: the ram lands.',
      table: (name: string, dice: number, plus: number): string =>
        `${name}: ${dice}d6${plus === 0 ? '' : plus > 0 ? ` + ${plus}` : ` − ${-plus}`}`,
      tables: {
        'circus-maximus.lash-table': 'Lash table',
        'circus-maximus.damage-to-cars-table': 'Damage to cars',
        'circus-maximus.horse-injury-table': 'Horse injury',
        'circus-maximus.dust-table': 'Dust attack table',
        'circus-maximus.knife-table': 'Knife attack table',
        'circus-maximus.spear-table': 'Spear attack table (no modifier)',
      } as Record<string, string>,
      miss: 'misses',
      evaded: 'he swerves away',
      hits: (n: number): string => `${n} ${n === 1 ? 'hit' : 'hits'}`,
      horseHits: (n: number): string =>
        n === 0 ? 'no damage' : `${n} ${n === 1 ? 'hit' : 'hits'} on his nearest horse`,
      carDamage: {
        rebound: 'rebound: your own wheel takes the damage',
        glancing: 'glancing blow: no damage',
        jostled: 'he is jostled',
        sideslip: 'he is forced to sideslip',
        wheel: 'damage to his wheel',
        'wheel-sideslip': 'damage to his wheel and a sideslip',
        'wheel-double': 'damage to his wheel and a double sideslip',
      } as Record<string, string>,
      weapon: {
        'fall-out': 'he falls out, dragged behind his runaway team',
        'swerve-into': 'he swerves into you: both cars damaged as in a ram',
        'eye-wound': 'eye wound: CDM −1, straight on for two moves',
        'swerve-away': 'he swerves away two lanes',
        blinded: 'blinded: a driver hit, his team at half speed',
        blowback: 'the wind blows the dust back into your eyes',
        killed: 'he is killed',
        'major-wound': 'major wound: a die of driver hits',
        'minor-wound': 'minor wound: one driver hit',
        'minor-horse': 'his nearest horse takes a hit',
        'major-horse': 'his nearest horse takes a die of hits',
        'horse-killed': 'his nearest horse is killed',
      } as Record<string, string>,
      onYou: 'on you',
      harms: (name: string, chance: string): string => `Chance it does ${name} harm: ${chance}.`,
      results: {
        none: 'no effect',
        sideslip: 'forced sideslip a lane out',
        'double-sideslip': 'double sideslip',
        jostled: 'jostled: CDM −3, back 1 a turn',
        'horse-injury': 'a horse injured',
        flip: 'the chariot flips: out of the race',
        'speed-loss': 'speed loss',
        'whip-grabbed': 'whip grabbed',
        'forced-brake': 'forced brake',
        'driver-wound': 'driver wounded',
      },
    },
    /** Crudis: the move's danger lines (src/engine/odds/crudis.ts). */
    crudis: {
      dice: (white: number, red: number): string =>
        `Your throw: ${white} squares forward on the white dice, ${red} manoeuvre ${red === 1 ? 'point' : 'points'} on the red die (each square more or fewer and each lane sideways costs one; a ram one, ripping wheels four).`,
      speed: (speed: number, ram: boolean): string =>
        `Speed at the danger lines: ${speed}, the squares you move${ram ? ', one fewer for the ram' : ''}.`,
      noLines: 'This move crosses no danger line: no check.',
      /** A danger line by its station: odd ones begin a turn, even ones end it. */
      lineName: (station: number): string =>
        `${station % 2 === 1 ? 'Entering' : 'Leaving'} the ${station % 4 === 1 || station % 4 === 2 ? 'east' : 'west'} turn`,
      line: (name: string, lane: number, speed: number, beat: number, chance: string): string =>
        `${name}, in lane ${lane}: the white dice must beat ${speed} − ${lane} = ${beat}. ${chance} to pass.`,
      passAll: (chance: string): string => `Chance of passing every line: ${chance}.`,
      onFail: (mod: number): string =>
        `A failed check reads the red die on the damage table${mod === 0 ? '' : ` (${mod} for your chariot's damage)`}:`,
      damage: {
        wreck: 'WRECK! the chariot is destroyed',
        'badly-damaged': 'badly damaged: −2 on later damage rolls',
        damaged: 'damaged: −1 on later damage rolls',
        'horse-badly-hurt': 'a horse badly hurt: −2 on movement',
        'horse-hurt': 'a horse hurt: −1 on movement',
        unscathed: 'unscathed',
      } as Record<string, string>,
      wreckRolls: (n: number): string =>
        `Passing wrecks on the way: ${n} ${n === 1 ? 'roll' : 'rolls'} on the damage table.`,
      blocked: (name: string, step: number): string =>
        `The path runs into ${name} at square ${step} and stops there: ram him to push through.`,
      whipSpeed: (risk: string): string =>
        `Whip for speed: the red die gives 1 to 6 squares more, straight on (they may cross a danger line), and each white die is read on the damage table for the horses only: ${risk} that a horse is hurt.`,
      noWhip: 'No whip: the move ends here.',
      whipAttack: (name: string, part: string): string =>
        `Whip ${name}'s ${part}: one die on the whip table.`,
      whipParts: {
        'outer-horses': 'outer horses',
        yokers: 'yoke horses',
        charioteer: 'charioteer',
      } as Record<string, string>,
      whipResults: {
        'attacker-lose-control': 'you lose control: your next move swerves',
        'attacker-lose-whip': 'you lose your whip',
        none: 'no effect',
        'victim-move-away': 'he moves away 2 squares',
        'victim-lose-control': 'he loses control: his next move swerves',
        'victim-horse-hurt': 'his horse hurt: −1 on his movement',
        'victim-horse-injured': 'his horse injured: −2 on his movement',
        'victim-wrecked': 'he is wrecked!',
      } as Record<string, string>,
      whipTable: 'Whip table: 1d6',
      noWhipAttack: 'No whip attack.',
      chance: 'chance',
    },
    /** Aurigae: the plot's check (src/engine/odds/aurigae.ts). */
    aurigae: {
      speed: (from: number, min: number, max: number): string =>
        `Speed now ${from} inches a turn; after the change ${min === max ? `${min}` : `${min} to ${max}`}.`,
      turn: (degrees: number): string =>
        degrees === 0
          ? 'Straight on: nothing off the check.'
          : `Turning ${Math.abs(degrees)}° to the ${degrees > 0 ? 'left' : 'right'}: −${Math.abs(degrees)} on the check.`,
      check: (skill: number, min: number, max: number): string =>
        `The check after the move: a d100 roll under your skill ${skill}, less the turn, the change and the speed: ${min === max ? `under ${min}` : `under ${min} to ${max}, by the speed the dice give`}.`,
      parts: (turn: number, change: number, pending: number): string =>
        `Turn ${turn}, change ${change}${pending !== 0 ? `, the blow you took ${pending}` : ''}, and the speed band's penalty (faster is harder).`,
      columns: { speed: 'Speed', target: 'Target', chance: 'Chance' },
      keep: 'keeps every level',
      lose: 'loses a level or more: a swerve',
      crash: 'crashes: out of the race',
      levels: 'Each whole 20 over the target loses a level; each whole 20 under wins one back.',
      collisions: 'Touching the spina, the wall, a chariot or a wreck on the way takes more off.',
      arc: (degrees: number): string =>
        degrees === 0
          ? 'The plot: straight on'
          : `The plot: ${Math.abs(degrees)}° ${degrees > 0 ? 'left' : 'right'}`,
    },
    /** Hippodrome: passes, the start, cards (src/engine/odds/hippodrome.ts). */
    hippodrome: {
      attempt: (name: string, stat: string, mine: number, against: string, theirs: number): string =>
        `Try to pass ${name}: your 1D6 + ${stat} (${mine}) against their 1D6 + ${against} (${theirs}).`,
      rumorTarget: (card: string, name: string): string => `Your rumour ${card} names ${name}.`,
      ends: 'How the two rolls can end',
      pass: 'you pass',
      held: 'held off: you stay behind',
      tie: (straight: boolean): string =>
        `equal: ${straight ? 'the wheels lock' : 'you collide'}; both roll Turn, the lower makes a Cool save or crashes`,
      hold: 'Hold: stay behind, no roll, no risk.',
      cards: (n: number, stat: string, chance: string): string =>
        `You hold ${n} ${stat} Event ${n === 1 ? 'card' : 'cards'}: each adds 2 when played before the dice (all of them: ${chance} to pass). Their hand is not counted.`,
      bolt: (speed: number, stall: number, bonus: number, min: number, max: number, save: string): string =>
        `Bolt for the rail: an effort roll of 1D6 + Speed (${speed}) + ${bonus} for stall ${stall}: ${min} to ${max}. The highest effort takes first place; equal efforts collide, and each must make a Cool save (${save}) or crash.`,
      cautious:
        'Start carefully: no roll, no risk; the careful teams roll a die for the places behind those who bolt.',
      duel: (cards: number, chance: string): string =>
        `With ${cards} ${cards === 1 ? 'card' : 'cards'} (+${cards * 2}): ${chance} to win the roll, before the other side's cards.`,
      save: (stat: string, plus: number, chance: string): string =>
        `A save: 1D6 + ${stat} (${plus}, cards counted) against an opponent's plain D6, equal or higher: ${chance}.`,
    },
  },
  form: {
    title: 'New race',
    rules: 'Rules',
    aiOnly: ' (AI drivers only, for now)',
    seed: 'Seed',
    newSeed: 'New seed',
    field: 'The field',
    /** "Hippodrome takes exactly 4 chariots: …", "Aurigae takes 2 to 12 chariots." */
    size: (ruleset: string, min: number, max: number, why: string | null): string =>
      `${ruleset} takes ${min === max ? `exactly ${min}` : `${min} to ${max}`} chariots${why ? `: ${why}` : ''}.`,
    humansHint: 'A seat driven by a person is asked every decision on this screen; the AI drives the others.',
    aiOnlyHint: (ruleset: string): string =>
      `${ruleset} races run straight through for now: the AI drives every chariot.`,
    /** The problem of a person or thrown dice in such a race. */
    aiOnlyProblem: (ruleset: string): string =>
      `${ruleset} races run straight through for now: only the AI can drive them, with the seed's dice`,
    columns: {
      name: 'Name',
      faction: 'Faction',
      colour: 'Colour',
      drivenBy: 'Driven by',
      style: 'AI style',
    },
    /** A new seat's name. */
    driver: (n: number): string => `Driver ${n}`,
    seat: {
      name: (seat: number): string => `Seat ${seat} name`,
      faction: (seat: number): string => `Seat ${seat} faction`,
      colour: (seat: number): string => `Seat ${seat} colour`,
      drivenBy: (seat: number): string => `Seat ${seat} driven by`,
      style: (seat: number): string => `Seat ${seat} AI style`,
      remove: (seat: number): string => `Remove seat ${seat}`,
    },
    anyFaction: 'any',
    autoColour: 'auto',
    autoColourHint: "Use the faction's colour",
    drivers: { ai: 'AI', human: 'Human', bot: 'Bot (orders)' },
    botHint: 'Its answers come as quadriga play orders',
    styleHint: (human: boolean): string =>
      human ? 'How the AI would drive: its suggestions to this player' : 'How the AI drives',
    /** The AI's personalities, as the setup names them. */
    styles: { cautious: 'cautious', balanced: 'balanced', reckless: 'reckless', dirty: 'dirty' },
    add: 'Add a chariot',
    options: (ruleset: string): string => `${ruleset} options`,
    byDefault: (value: string): string => ` Default ${value}.`,
    dice: 'Dice',
    seeded: 'Rolled by the computer from the seed',
    entered: 'Thrown at the table: the page asks for every throw the rules need and checks the faces',
    link: 'Link to this race',
    start: 'Start the race',
    open: 'Open a saved race…',
    cancel: 'Cancel',
    notSaved: (file: string, why: string): string => `${file} is not a saved race: ${why}`,
  },
};
