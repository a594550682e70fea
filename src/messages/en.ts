/**
 * The viewer's text in English: the reference catalogue. Every other language is a file like this
 * one typed `Messages` (./index.ts), so a translation that misses a message does not compile.
 * Messages with figures in them are functions, so each language writes its own plurals, ordinals
 * and word order.
 */
import { EN_FACTIONS } from './en-factions.ts';
import { EN_FIGURES } from './en-figures.ts';

export const EN = {
  /** A ruleset's figures: labels and values (./en-figures.ts). */
  figures: EN_FIGURES,
  /** The circus factions' names (./en-factions.ts). */
  factions: EN_FACTIONS,
  /** The standings panel. */
  standings: {
    label: 'Standings',
    leader: 'leader',
    wrecked: 'wrecked',
    retired: 'retired',
    /** A chariot's place at the finish: 1st, 2nd, 3rd, 4th … 11th, 12th, 21st. */
    place: (n: number): string => {
      const tens = n % 100;
      if (tens >= 11 && tens <= 13) return `${n}th`;
      const unit = n % 10;
      return `${n}${unit === 1 ? 'st' : unit === 2 ? 'nd' : unit === 3 ? 'rd' : 'th'}`;
    },
    /** Metres behind the leader. */
    behind: (metres: number): string => `+${metres} m`,
    /** Where a chariot stands before the start: its lane, or no lane (a table or a running order). */
    startLane: (lane: number): string => `lane ${lane}`,
    atTheStart: 'at the start',
    turnOf: (turn: number, turns: number): string => `Turn ${turn} of ${turns}`,
  },
  /** The race's progress, as the standings and the broadcast's lap bug show it. */
  progress: {
    lapOf: (lap: number, laps: number): string => `Lap ${lap} of ${laps}`,
    finalStraight: 'Final straight',
    finish: 'Finish',
  },
  /** The ticker of race events. */
  ticker: {
    label: 'Race events',
    all: 'All events',
    highlights: 'Highlights',
    toggleHint: 'Show every roll, decision and move, or only what a spectator would notice',
    empty: 'The chariots wait at the start.',
  },
  /** What the viewer says while a race is prepared, and after "next incident" finds none. */
  status: {
    preparing: 'Preparing the demo race…',
    noMoreIncidents: 'No more incidents after this moment',
    noIncidents: 'This race has no incidents: no crash, attack or retirement',
  },
  /** The control bar: transport, speed, view, camera, quality, sound, open and help. */
  controls: {
    playback: 'Playback',
    view: 'View',
    previousTurn: 'Previous turn',
    previousEvent: 'Previous event',
    nextEvent: 'Next event',
    nextTurn: 'Next turn',
    play: 'Play',
    pause: 'Pause',
    speed: 'Speed',
    speedHint: 'Playback speed (J slower, L faster)',
    nextIncident: 'Next incident',
    nextIncidentHint: 'Jump to the next incident (N)',
    playbackMode: 'Playback mode',
    modes: {
      race: { label: 'Race', title: 'All chariots move together, as in a real race' },
      tabletop: {
        label: 'Tabletop',
        title: 'One chariot moves at a time, in the order the rules resolve them',
      },
    },
    pace: 'Tabletop pace',
    paceHint:
      'Tabletop pace: brisk keeps a long race watchable; the full gallop takes every move at a gallop',
    paces: { brisk: 'Brisk pace', gallop: 'Full gallop' },
    camera: 'Camera',
    cameraCycles: 'C cycles',
    cameras: {
      orbit: { label: 'Orbit', title: 'Free camera: drag to turn, right-drag to pan, wheel to zoom' },
      follow: { label: 'Follow', title: 'Behind the selected chariot (or the leader)' },
      trackside: {
        label: 'Trackside',
        title: 'Trackside cameras cutting to the selected chariot (or the leader)',
      },
      top: { label: 'Top', title: 'From above, with the tabletop board drawn on the sand' },
    },
    quality: 'Quality',
    qualityHint: 'Rendering quality: shadows, crowd and curves',
    qualities: { low: 'Low', medium: 'Medium', high: 'High' },
    /** A quality level the viewer lowered (or started at) by itself. */
    auto: (level: string): string => `${level} (auto)`,
    sound: 'Sound',
    muted: 'Muted',
    soundOn: 'Turn the sound on',
    soundOff: 'Mute the sound',
    volume: 'Volume',
    openLog: 'Open log…',
    openLogHint: 'Load a race log (.json or .json.gz) from this computer — or drop one anywhere on the page',
    help: 'Keyboard shortcuts',
    helpHint: 'Keyboard shortcuts (?)',
    /** A control's hint with its key: "Pause (Space)". */
    withKey: (what: string, key: string): string => `${what} (${key})`,
  },
  /** The help overlay: every shortcut and what the mouse does. */
  help: {
    title: 'Keyboard shortcuts',
    close: 'Close help',
    closeHint: 'Close (Esc)',
    mouse: 'Mouse',
    /** Key names that are words (the rest are symbols and letters). */
    keys: { Space: 'Space', Shift: 'Shift', Esc: 'Esc' } as Record<string, string>,
    shortcuts: {
      playPause: 'Play / pause',
      event: 'Previous / next event',
      turn: 'Previous / next turn',
      slower: 'Slower, then play backward',
      pause: 'Pause',
      faster: 'Faster, then play forward',
      incident: 'Jump to the next incident',
      camera: 'Next camera (orbit, follow, trackside, top)',
      mode: 'Switch race / tabletop playback',
      explain: 'Explain mode: stop at each step and show why',
      explainStep: 'In explain mode: previous / next step',
      board: 'Board overlay: top view only, always, never',
      rules: 'Rules book: every table, and where this race used it',
      charts: 'Race charts: places lap by lap, gaps, incidents (click a point to go there)',
      exportMoment: 'In explain mode: save this moment as an image with its card',
      escape: 'Close this help, the rules book or the charts, or deselect the chariot',
      help: 'Show / hide this help',
    },
    mouseHints: [
      { what: 'Click a chariot or a standings row', action: 'Select it and show its card' },
      { what: 'Drag the time bar', action: 'Seek; hover a mark to see the incident, click to jump there' },
      { what: 'Orbit camera: drag / right-drag / wheel', action: 'Turn / pan / zoom' },
      { what: 'Drop a race log on the page', action: 'Load it' },
    ] as ReadonlyArray<{ what: string; action: string }>,
  },
  /** Explain mode's card, its roll and table views, and the presenter's controls. */
  explain: {
    title: 'Explain',
    stepOf: (step: number | null, steps: number): string => `step ${step ?? '–'} of ${steps}`,
    noStep: 'no step of these kinds',
    previousStep: 'Previous step',
    nextStep: 'Next step',
    close: 'Close explain',
    closeHint: 'Leave explain mode (E)',
    exportMoment: 'Export this moment',
    exportHint: 'Save the 3D view with this card as a PNG image (P)',
    exportFailed: (reason: string): string => `No image: ${reason}`,
    stopAt: 'Stop at',
    everyStepHint: 'Stopping at every step; pick kinds to stop only at those',
    kinds: {
      corner: 'Corners',
      'danger-line': 'Danger lines',
      attack: 'Attacks',
      collision: 'Collisions & swerves',
      wreck: 'Wrecks & falls',
      pass: 'Passes',
      check: 'Other checks',
      move: 'Moves',
      decision: 'Decisions',
    },
    /** Where the step is: "turn 3, lap · event 41". */
    where: (turn: number, phase: string, seq: number): string => `turn ${turn}, ${phase} · event ${seq}`,
    notes: 'Presenter notes',
    decision: 'Decision:',
    of: (options: string): string => `(of ${options})`,
    result: 'Result:',
    /** A chariot's figures an event changed (the result line where the card words it). */
    changed: (name: string, changes: string): string => `${name}: ${changes}`,
    inPlainWords: 'The rule in plain words',
    noExplainer: 'No plain-words explainer for this rule yet.',
    firstStep: 'Press → for the first step.',
    loading: 'Loading the rules…',
    modifiers: 'Modifiers',
    total: 'Total',
    needs: 'needs',
    ops: { '>': 'over', '>=': 'at least', '<': 'under', '<=': 'at most', '=': 'exactly' } as Record<
      string,
      string
    >,
    readOn: (table: string): string => `Read on ${table}`,
    row: (row: string): string => `row “${row}”`,
    rowApplied: (row: string): string => `Row “${row}” applied.`,
    outcome: 'Outcome:',
    rowsAbove: (n: number): string => `… ${n} rows above`,
    rowsBelow: (n: number): string => `… ${n} rows below`,
    face: (face: number): string => `a ${face}`,
    faceOn: (face: number, sides: number): string => `${face} on a d${sides}`,
    /** The source badges: what the game prints, and our own readings. */
    seed: 'Seed',
    seedHint: "Printed in the game's seed text",
    house: { rule: 'House rule', table: 'House table', value: 'House value' },
    houseHint: { rule: 'A house rule', table: 'A house table', value: 'A house value' },
    houseWhy: ': our own reading where the seed text is silent',
  },
  /** The presenter's buttons in the control bar. */
  presenter: {
    legend: 'Presenter',
    explain: 'Explain',
    explainHint: 'Explain mode: stop at each resolution step and show why it happened (E)',
    board: { auto: 'Board: top', on: 'Board: on', off: 'Board: off' },
    boardHint: "The ruleset's board on the sand: in the top view, always, or never (B)",
    rules: 'Rules',
    rulesHint: 'Every table of every ruleset, and where this race used it (R)',
    notes: 'Notes',
    notesHint: 'Presenter notes pinned to moments of this race',
    copyLink: 'Copy link',
    copyLinkHint: 'Copy a link to this moment (race, time or step, camera and mode)',
    noLink: (reason: string): string => `No link: ${reason}`,
    copied: 'Link copied',
    shown: 'Link shown',
    copyPrompt: 'Copy this link',
  },
  /** The rules book: every table of every ruleset, and where this race read it. */
  rulesBook: {
    title: 'Rules book',
    ruleset: 'Ruleset',
    close: 'Close rules book',
    closeHint: 'Close (Esc)',
    tables: 'Tables',
    noTables: (ruleset: string): string => `No tables catalogued for ${ruleset} yet.`,
    house: 'house',
    seed: 'seed',
    used: (n: number): string => `used ${n}×`,
    unlistedHint: "Named in this race's log, not in the catalogue",
    inThisRace: 'In this race',
    otherRace: (ruleset: string): string => `(the race shown is ${ruleset})`,
    notRead: 'not read',
    read: (n: number): string => `read ${n}×`,
    /** A use of the table: its turn ("T3") and the row read. */
    turn: (turn: number): string => `T${turn}`,
    toRow: (row: string): string => ` → row ${row}`,
    more: (n: number): string => `and ${n} more`,
    print: 'Print',
    printHint: (ruleset: string): string => `Print every ${ruleset} table (or save them as PDF)`,
  },
  /** The presenter's notes panel. */
  notes: {
    title: 'Presenter notes',
    close: 'Close notes',
    closeHint: 'Close',
    text: 'Note text',
    onEvent: (seq: number): string => `A note on event ${seq}…`,
    onMoment: 'A note on this moment…',
    pinToEvent: (seq: number): string => `Pin to event ${seq}`,
    pinHere: 'Pin here',
    notLoaded: (error: string): string => `Notes not loaded: ${error}`,
    goTo: 'Go to this moment',
    event: (seq: number, time: string): string => `event ${seq} · ${time}`,
    delete: 'Delete note',
    deleteHint: 'Delete',
    save: 'Save notes',
    load: 'Load notes…',
  },
  /** The error panel, for a race that cannot be shown. */
  error: {
    label: 'Error',
    title: 'This race cannot be shown',
    openAnother: 'Open another log…',
    playDemo: 'Play the demo race',
    back: 'Back to the race',
    dropHint: 'You can also drop a race log (.json) anywhere on the page.',
  },
  /** The selected chariot's card. */
  card: {
    label: (name: string): string => `${name}'s chariot`,
    status: { racing: 'Racing', finished: 'Finished', wrecked: 'Wrecked', retired: 'Retired' },
    faction: (faction: string): string => `${faction[0]!.toUpperCase()}${faction.slice(1)} faction`,
    deselect: 'Deselect',
    deselectHint: 'Deselect (Esc)',
    atTheStart: 'At the start',
    /** The chariot card's key figures at the start. */
    atTheStartWith: (figures: string): string => `At the start: ${figures}`,
    /** Above the figures of a chariot out of the race: when it went out; the figures are that moment's. */
    outOfRace: (status: 'wrecked' | 'retired', turn: number): string =>
      `${status === 'wrecked' ? 'Wrecked' : 'Retired'} on turn ${turn}: its figures as they stood then`,
    backToBroadcast: 'Back to broadcast',
    follow: (name: string): string => `Follow ${name}`,
    /** A standings row's hint; `faction` is the id the log writes ("white"), named as the views name it. */
    rowHint: (name: string, faction: string | null, personality: string, selected: boolean): string =>
      `${name} (${faction === null ? 'no faction' : (EN_FACTIONS.names[faction.toLowerCase()] ?? faction)}, ${personality}) — click to ${selected ? 'deselect' : 'select'}`,
  },
  /** The time bar. */
  timeline: {
    label: 'Race time',
    markers: {
      wreck: 'Wreck',
      ram: 'Ram',
      collision: 'Collision',
      attack: 'Attack',
      retire: 'Retirement',
      'lead-change': 'Lead change',
      finish: 'Finish',
      lap: 'Lap',
    },
    turn: (turn: number): string => `turn ${turn}`,
  },
  /** What a time-bar marker or a broadcast shot is about (src/replay/captions.ts). */
  captions: {
    wreck: (a: string): string => `${a} wrecked`,
    retire: (a: string): string => `${a} retires`,
    finish: (a: string): string => `${a} finishes`,
    'lead-change': (a: string): string => `${a} takes the lead`,
    leads: (a: string): string => `${a} leads`,
    covered: (a: string): string => a,
    ram: (a: string, b: string): string => `${a} rams ${b}`,
    collision: (a: string, b: string): string => `${a} collides with ${b}`,
    whip: (a: string, b: string): string => `${a} whips ${b}`,
    wheels: (a: string, b: string): string => `${a} goes for ${b}'s wheels`,
    'close-finish': (a: string, b: string): string => `${a} finishes, ${b} right behind`,
    /** The leader starts lap `lap`. */
    lap: (a: string, lap: number): string => `${a} leads into lap ${lap}`,
    'finish-line': 'The finish',
    field: 'The field',
    carceres: 'At the carceres',
    replay: (caption: string): string => `Replay: ${caption}`,
  },
  /** The button that opens the new race form. */
  newRace: 'New race',
  /** A season (src/ui/season): its races and standings, in the viewer and the broadcast. */
  season: {
    label: 'Season',
    /** The season's title: its rules and how many races. */
    title: (rules: string, races: number): string =>
      `${rules} season · ${races} ${races === 1 ? 'race' : 'races'}`,
    raceOf: (race: number, races: number): string => `Race ${race} of ${races}`,
    races: 'Races',
    /** A race in the list: its number and its winner (or none). */
    raceLine: (race: number): string => `Race ${race}`,
    wonBy: (name: string): string => `won by ${name}`,
    noWinner: 'no winner',
    /** A race's own address, beside it in the list. */
    link: 'Link',
    raceLink: (race: number): string => `The address of race ${race} of this season`,
    drivers: 'Drivers',
    factions: 'Factions',
    points: 'Pts',
    wins: 'Wins',
    sesterces: 'Sesterces',
    show: 'Season',
    hide: 'Hide the season',
    /** The broadcast's standings card between races. */
    standingsAfter: (race: number, races: number): string =>
      race === races ? `Final standings · ${races} races` : `Standings after race ${race} of ${races}`,
    nextRace: (seconds: string): string => `Race in ${seconds}`,
    carries: 'Carried from race to race',
  },
  /** The race charts: the viewer's panel, the broadcast's results and the race report. */
  charts: {
    label: 'Race charts',
    toggle: 'Charts',
    toggleHint: 'Race charts: places lap by lap, gaps to the leader, incidents (G)',
    close: 'Close the charts',
    laps: 'Lap chart',
    gaps: 'Gaps',
    incidents: 'Incidents',
    start: 'Start',
    /** A lap chart's column. */
    lap: (lap: number): string => `Lap ${lap}`,
    /** The gap chart's axis. */
    metresBehind: 'metres behind the leader',
    wrecked: 'wrecked',
    retired: 'retired',
    /** A lap chart point's hint: who, where, when. */
    placeAt: (name: string, place: string, column: string): string => `${name}: ${place} at ${column}`,
    seekHint: 'Click a point to go there',
    exportSvg: 'SVG',
    exportPng: 'PNG',
    exportHint: (format: string): string => `Save this chart as ${format}`,
    report: 'Race report',
    reportHint: 'A one-page report of this race to print or save: result, charts, notable moments',
    reportUnlinked: (reason: string): string => `No report for this race: ${reason}`,
    result: 'Result',
    moments: 'Notable moments',
    print: 'Print',
    openInViewer: 'open in the viewer',
    /** The report's line under its title. */
    raceFigures: (seed: number, laps: number, chariots: number, turns: number): string =>
      `seed ${seed} · ${laps} ${laps === 1 ? 'lap' : 'laps'} · ${chariots} chariots · ${turns} turns`,
  },
  /** The rulesets' boards drawn on the sand (src/scene/overlays). */
  board: {
    /** Aurigae: the turn plotted on the protractor, in degrees. */
    straightOn: 'straight on',
    turn: (degrees: number, left: boolean): string => `turn ${degrees}° ${left ? 'left' : 'right'}`,
    /** A move's length on the table, in inches. */
    inches: (length: string): string => `${length} in`,
    /** The integrity check after the move: its total, what it needed, what came of it. */
    check: (total: number, needs: string | null, outcome: string): string =>
      `d100 ${total}${needs ? `, needs ${needs}` : ''}: ${outcome}`,
    integrity: 'Integrity: each 20 points over the target loses a level',
    /** Circus Maximus: the legend of the corner squares' safe speeds. */
    safeSpeed: (source: string, light: number, heavy: number, mud: number): string =>
      `Safe corner speed by lane (${source}); light +${light}, heavy ${heavy}, mud ${mud}`,
  },
  /** The broadcast overlay: lap bug, standings, incident ticker, race card and results. */
  broadcast: {
    startingSoon: 'Starting soon',
    result: 'Result',
    turn: (turn: number): string => `Turn ${turn}`,
    seed: (seed: number): string => `SEED ${seed}`,
    replay: 'REPLAY',
    live: 'LIVE',
    next: 'NEXT',
    resultTag: 'RESULT',
    called: 'The chariots are called to the carceres.',
    race: (n: number): string => `RACE ${n}`,
    laps: (n: number): string => `${n} LAPS`,
    columns: {
      chariot: 'Chariot',
      faction: 'Faction',
      driver: 'Driver',
      form: 'Form',
      start: 'Start',
      odds: 'Odds',
    },
    lane: (lane: number): string => `lane ${lane}`,
    gate: (gate: number): string => `gate ${gate}`,
    oddsFrom: (done: number, total: number): string =>
      `Odds from ${done} of ${total} simulated races of this field with other seeds`,
    noOdds: 'Odds not computed for this race',
    resultOf: (n: number): string => `RESULT · RACE ${n}`,
    preparing: 'Next race: preparing…',
    nextIn: (clock: string): string => `Next race in ${clock}`,
    startIn: (clock: string): string => `Start in ${clock}`,
    /** A result's detail: behind the winner, or how it ended. */
    behind: (seconds: string): string => `+${seconds} s`,
    status: { finished: 'finished', wrecked: 'wrecked', retired: 'retired', racing: 'racing' },
  },
  /** The comparison page (`?compare=a,b`): one field under several rulesets, side by side. */
  compare: {
    label: 'Rulesets side by side',
    /** The page's title: the rulesets, and the seed they share. */
    title: (rulesets: string, seed: number): string => `${rulesets} · seed ${seed}`,
    resolving: (rulesets: string): string => `Resolving the field under ${rulesets}…`,
    /** A ruleset takes fewer chariots than the field has. */
    fieldTaken: (racing: number, of: number): string => `the field's first ${racing} of ${of}`,
    optionsLeftOut: (names: string): string => `options it does not know left out: ${names}`,
    failed: (ruleset: string, message: string): string => `${ruleset}: ${message}`,
    badList: (text: string): string =>
      `bad comparison "${text}" in the address: name two to four different rulesets, e.g. compare=crudis,circus-maximus`,
    badRuleset: (name: string, known: string): string => `unknown ruleset "${name}": choose from ${known}`,
    badSetup: (message: string): string => `bad setup in the address: ${message}`,
    play: 'Play',
    pause: 'Pause',
    restart: 'From the start',
    speed: 'Speed',
    position: 'Race progress',
    /** The shared position: how far through the race, or the run-out after the wins. */
    progressText: (percent: string): string => `${percent} of the race`,
    runOut: 'After the finish',
    summary: 'What differed',
    summaryHint: 'What differed between the races: winner, wrecks, turns, incidents per lap',
    closeSummary: 'Close',
    ruleset: 'Ruleset',
    winner: 'Winner',
    noWinner: 'nobody',
    wrecks: 'Wrecks',
    finishers: 'Finished',
    turns: 'Turns',
    winnerTurns: 'Winner home in',
    turnsValue: (turns: string): string => `${turns} turns`,
    incidentsPerLap: 'Incidents per lap',
    laps: 'Laps',
    differs: 'differs',
    sameWinner: (name: string): string => `${name} wins under every ruleset.`,
    otherWinners: (names: string): string => `A different race: ${names}.`,
    field: 'The field',
    absent: 'not in this field',
    unplaced: 'unplaced',
  },
};
