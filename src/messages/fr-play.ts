/**
 * Le texte des pages de jeu en français (src/ui/play) : ./en-play.ts traduit, au même format (un
 * message qui manque ici est une erreur de compilation).
 */
import type { EN_PLAY } from './en-play.ts';

export const FR_PLAY: typeof EN_PLAY = {
  botSeat: (name: string): string => `${name} est conduit par un bot`,
  botWaits: (name: string, id: string): string =>
    `Ses réponses viennent de son bot, en ordres envoyés par quadriga play orders <game.json> --seat ${id}, pas de cet écran. Enregistrez la course pour les ordres du bot, puis rouvrez le fichier ici ; ou laissez l'IA de ${name} décider cette fois.`,
  items: {
    cardName: (card) => card.name,
    stats: {
      cut: 'Crochet',
      turn: 'Virage',
      speed: 'Vitesse',
      block: 'Blocage',
      cool: 'Tranquillité',
      endurance: 'Endurance',
    },
    kinds: { chariot: 'char', driver: 'conducteur', horse: 'cheval', hitch: 'pépin', rumor: 'rumeur' },
    statMod: (value, stat) => `${stat} ${value > 0 ? '+' : ''}${value}`,
    rumor: {
      stat: (mod) => `${mod} pour l'équipe qu'elle désigne`,
      cutRolls: (value) => `${value > 0 ? '+' : ''}${value} aux jets de Crochet de l'équipe qu'elle désigne`,
      stall4: "l'équipe qu'elle désigne part de la stalle 4",
      restart: 'le départ est redonné',
    },
    teamCard: (name, kind, does) => `${name} (${kind}${does ? ` : ${does}` : ''})`,
    eventCard: (name, mod) => `${name} (${mod})`,
    speedChanges: {
      hold: 'vitesse maintenue',
      'up-1d6': '+1d6',
      'down-1d6': '−1d6',
      'up-2d6': '+2d6',
      'down-2d6': '−2d6',
      'stop-4d6': '−4d6 (arrêt brusque)',
    },
    checkPenalty: (change, penalty) => `${change} (${penalty} % au test après le mouvement)`,
  },
  panel: {
    label: 'À vous de jouer',
    resumed: 'La course reprend là où elle avait été laissée.',
    save: 'Enregistrer la course',
    saveHint: 'Un fichier pour reprendre plus tard, ici ou avec quadriga play',
    startOver: 'Recommencer',
    newRace: 'Nouvelle course',
    letAi: "Laisser l'IA décider",
    passTo: (name) => `Passez l'écran à ${name}`,
    lookAway: (name) =>
      `Tous les autres, détournez les yeux : la décision de ${name} montre ce que ${name} seul peut voir.`,
    takeScreen: (name) => `Je suis ${name} : montrer ma décision`,
    seesAll: 'Tout ce que vous pouvez voir de la course',
    decides: (name, rule) => `${name} : ${rule}`,
    decisionMeta: (turn, kind) => `Tour de jeu ${turn} · ${kind} · règle`,
    aiWould: "L'IA choisirait :",
    throwDice: (question) => `Lancez ${question}`,
    diceMeta: (turn) => `Tour de jeu ${turn} · saisissez la face de chaque dé telle qu'elle est tombée`,
    die: (i, count, sides) => `Dé ${i} sur ${count} (d${sides})`,
    enterThrow: 'Valider le lancer',
    over: (winner) =>
      winner ? `La course est finie : ${winner} l'emporte.` : 'La course est finie : aucun vainqueur.',
    logHolds: (turns) =>
      `${turns} ${turns === 1 ? 'tour de jeu' : 'tours de jeu'}. Le journal garde chaque décision, chaque dé et chaque mouvement : la visionneuse, la page de diffusion et`,
    readIt: 'le lisent.',
    download: 'Télécharger le journal de course',
  },
  controls: {
    answer: 'Votre réponse',
    chooseAny: 'Choisissez parmi ceux-ci',
    none: '(aucun)',
    choose: '(choisir)',
    asJson: 'Votre réponse (en JSON, comme',
    asJsonEnd: "l'attend)",
    inWords: (words) => `Votre réponse : ${words}`,
    refused: 'Les règles ne permettent pas cette combinaison : validez pour savoir pourquoi.',
    commit: 'Valider',
  },
  help: {
    cm: {
      speed: 'Vitesse ce tour',
      strain: "Forcer (S) : pousser l'attelage au-delà de sa vitesse, au prix d'endurance",
      lane: 'Viser le couloir',
      laneOption: (lane: number, safe: number): string => `couloir ${lane} (virage sûr à ${safe})`,
      bounds: (max: number, team: number, cdm: number): string =>
        `Écrivez de 0 à ${max} : la vitesse de votre attelage ${team} plus le modificateur de votre cocher (CDM) ${cdm}. Les vitesses s'écrivent en secret et se révèlent ensemble.`,
      blinded: (speed: number): string =>
        `Aveuglé : votre cocher ne peut pas changer de vitesse ce tour (${speed}).`,
      inCorner: 'Vous êtes dans un virage.',
      reaches: (squares: number): string =>
        `Le prochain virage commence ${squares + 1} cases plus loin : à cette vitesse vous y entrez.`,
      short: (squares: number): string =>
        `Le prochain virage commence ${squares + 1} cases plus loin : à cette vitesse vous vous arrêtez avant, sans jet de virage ce tour.`,
      safe: (lane: number, safe: number): string =>
        `Dans le couloir ${lane} un virage est sûr jusqu'à ${safe} : pas d'effort.`,
      over: (lane: number, safe: number, over: number, lost: number): string =>
        `Dans le couloir ${lane} un virage est sûr jusqu'à ${safe} : vous le prendriez ${over} au-dessus, en perdant ${lost} d'endurance, avec 3d6 sur la table d'effort en virage.`,
      chart: (modifier: number): string =>
        `Table d'effort en virage : 3d6${modifier === 0 ? '' : modifier > 0 ? ` + ${modifier}` : ` − ${-modifier}`} (votre CDM et la météo), le pire résultat atteint s'applique`,
      attackHint:
        "La question revient à chaque case de votre mouvement où une attaque est possible. Pour ne plus l'entendre ce tour :",
      noAttacks: "Pas d'attaque ce tour",
      leaveAlone: (name: string): string => `Laisser ${name} tranquille ce tour`,
      outOfBounds: (max: number): string => `Écrivez une vitesse entière de 0 à ${max}.`,
      results: {
        none: 'sans effet',
        sideslip: "dérapage forcé d'un couloir vers l'extérieur",
        'double-sideslip': 'double dérapage',
        jostled: 'secoué : CDM −3, regagné 1 par tour',
        'horse-injury': 'un cheval blessé',
        flip: 'le char se renverse : hors course',
        'speed-loss': 'perte de vitesse',
        'whip-grabbed': 'fouet saisi',
        'forced-brake': 'freinage forcé',
        'driver-wound': 'cocher blessé',
      },
    },
  },
  form: {
    title: 'Nouvelle course',
    rules: 'Règles',
    aiOnly: ' (pilotes IA seulement, pour le moment)',
    seed: 'Graine',
    newSeed: 'Nouvelle graine',
    field: 'Le plateau',
    size: (ruleset, min, max, why) =>
      `${ruleset} se joue à ${min === max ? `${min} chars exactement` : `${min} à ${max} chars`}${why ? ` : ${why}` : ''}.`,
    humansHint:
      "Une place tenue par une personne reçoit chaque décision sur cet écran ; l'IA conduit les autres.",
    aiOnlyHint: (ruleset) =>
      `Les courses de ${ruleset} se déroulent d'une traite pour le moment : l'IA conduit chaque char.`,
    aiOnlyProblem: (ruleset) =>
      `Les courses de ${ruleset} se déroulent d'une traite pour le moment : seule l'IA peut les conduire, avec les dés de la graine`,
    columns: {
      name: 'Nom',
      faction: 'Faction',
      colour: 'Couleur',
      drivenBy: 'Conduit par',
      style: "Style de l'IA",
    },
    driver: (n) => `Cocher ${n}`,
    seat: {
      name: (seat) => `Nom de la place ${seat}`,
      faction: (seat) => `Faction de la place ${seat}`,
      colour: (seat) => `Couleur de la place ${seat}`,
      drivenBy: (seat) => `Place ${seat} conduite par`,
      style: (seat) => `Style de l'IA de la place ${seat}`,
      remove: (seat) => `Retirer la place ${seat}`,
    },
    anyFaction: 'toute',
    autoColour: 'auto',
    autoColourHint: 'Prendre la couleur de la faction',
    drivers: { ai: 'IA', human: 'Humain', bot: 'Bot (ordres)' },
    botHint: 'Ses réponses arrivent en ordres de quadriga play',
    styleHint: (human) =>
      human ? "Comment l'IA conduirait : ses conseils à ce joueur" : "Comment l'IA conduit",
    styles: { cautious: 'prudent', balanced: 'équilibré', reckless: 'téméraire', dirty: 'déloyal' },
    add: 'Ajouter un char',
    options: (ruleset) => `Options de ${ruleset}`,
    byDefault: (value) => ` Par défaut ${value}.`,
    dice: 'Dés',
    seeded: "Lancés par l'ordinateur à partir de la graine",
    entered:
      'Lancés à la table : la page demande chaque lancer dont les règles ont besoin et vérifie les faces',
    link: 'Lien vers cette course',
    start: 'Lancer la course',
    open: 'Ouvrir une course enregistrée…',
    cancel: 'Annuler',
    notSaved: (file, why) => `${file} n'est pas une course enregistrée : ${why}`,
  },
};
