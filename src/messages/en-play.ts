/**
 * The hot-seat play pages' text in English (src/ui/play): the panel, the controls of a decision,
 * what each ruleset's decision panel explains, the words for the things an answer lists, and the
 * "New race" form. Referenced by ./en.ts as `play`; ./fr-play.ts is its French.
 */
export const EN_PLAY = {
  /** A seat a bot drives from outside: a `quadriga play` game file's "bot" seat. */
  botSeat: (name: string): string => `${name} is a bot's seat`,
  botWaits: (name: string, id: string): string =>
    `Its answers come from its bot, as orders sent with quadriga play orders <game.json> --seat ${id}, not from this screen. Save the race for the bot's orders, then open the file again here; or let ${name}'s AI decide this once.`,
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
        `The next corner begins ${squares + 1} squares ahead: this speed takes you into it.`,
      short: (squares: number): string =>
        `The next corner begins ${squares + 1} squares ahead: this speed stops short of it, so no corner check this turn.`,
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
