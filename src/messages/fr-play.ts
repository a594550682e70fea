/**
 * Le texte des pages de jeu en français (src/ui/play) : ./en-play.ts traduit, au même format (un
 * message qui manque ici est une erreur de compilation).
 */
import { STAT_NAMES_FR } from '../engine/log/sentences/hippodrome.fr.ts';
import type { EN_PLAY } from './en-play.ts';
import { FR_DICE } from './fr-dice.ts';
import { FR_REFUSALS } from './fr-refusals.ts';

export const FR_PLAY: typeof EN_PLAY = {
  refusals: FR_REFUSALS,
  dice: FR_DICE,
  botSeat: (name: string): string => `${name} est conduit par un bot`,
  botWaits: (name: string, id: string): string =>
    `Ses réponses viennent de son bot, en ordres envoyés par quadriga play orders <game.json> --seat ${id}, pas de cet écran. Enregistrez la course pour les ordres du bot, puis rouvrez le fichier ici ; ou laissez l'IA de ${name} décider cette fois.`,
  plotArc: (name, slow, fast, low, high) =>
    `${name} : ${slow === fast ? slow : `${slow} à ${fast}`} po, test sous ${low === high ? low : `${low} à ${high}`}`,
  items: {
    cardName: (card) => card.name,
    // The six stats under the seed's French names, as the French sentences write them.
    stats: STAT_NAMES_FR,
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
  answers: {
    kinds: {
      speed: 'vitesse',
      strain: 'effort',
      attack: 'attaque',
      move: 'mouvement',
      whipSpeed: 'fouet pour la vitesse',
      whipAttack: 'coup de fouet',
      lockedShift: 'roues bloquées',
      plot: 'tracé',
      keep: 'cartes gardées',
      'rumor-target': 'rumeur',
      start: 'départ',
      attempt: 'dépassement',
      'event-cards': "cartes d'événement",
      discard: 'défausse',
    },
    parts: { change: 'Changement de vitesse', turn: 'Virage', reverse: "Marche arrière (à l'arrêt)" },
    list: (items) =>
      items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`,
    cm: {
      speed: (speed, strain, lane) => `${speed}${strain ? ' et effort' : ''}, vers le couloir ${lane}`,
      strain: (yes) => (yes ? 'effort' : "pas d'effort"),
    },
    crudis: {
      move: (forward, adjust, side, extra) =>
        `${forward} ${forward === 1 ? 'case' : 'cases'} en avant${adjust === 0 ? '' : ` (${adjust > 0 ? '+' : ''}${adjust} sur les dés)`}, ${[side, ...extra].join(', ')}`,
      hold: 'même couloir',
      lanes: (n, inward) =>
        `${n} ${n === 1 ? 'couloir' : 'couloirs'} vers ${inward ? "l'intérieur" : "l'extérieur"}`,
      back: (changes) => `${changes} changements de couloir, retour au même`,
      ram: (name) => `éperonner ${name}`,
      rip: (name) => `arracher les roues de ${name}`,
      whipSpeed: (yes) => (yes ? 'fouetter pour la vitesse' : 'pas de fouet'),
      whipAttack: (name, part) => `fouetter ${part} de ${name}`,
      noWhipAttack: 'pas de coup de fouet',
      shift: (lateral) =>
        lateral === 0
          ? 'rester dans le couloir'
          : `un couloir vers ${lateral < 0 ? "l'intérieur" : "l'extérieur"}`,
    },
    aurigae: {
      plot: (change, turn, reverse) => `${change}, ${turn}${reverse ? ', en marche arrière' : ''}`,
      turn: (degrees) =>
        degrees === 0 ? 'tout droit' : `${Math.abs(degrees)}° à ${degrees > 0 ? 'gauche' : 'droite'}`,
    },
    hippodrome: {
      keep: (cards) => (cards ? `garder ${cards}` : 'ne garder aucune carte'),
      names: (name) => `désigner ${name}`,
      start: { bolt: 'effort violent vers le rail', cautious: 'partir prudemment' },
      attempt: (pass, name) => (pass ? `tenter de dépasser ${name}` : `rester derrière ${name}`),
      play: (cards) => (cards ? `jouer ${cards}` : 'ne jouer aucune carte'),
      discard: (cards) => `défausser ${cards}`,
    },
    reason: (_ai, temper) => `selon son tempérament : ${temper}`,
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
  percent: (p) => `${p} %`,
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
        `Le prochain virage commence ${squares + 1} case${squares === 0 ? '' : 's'} plus loin : à cette vitesse vous y entrez.`,
      short: (squares: number): string =>
        `Le prochain virage commence ${squares + 1} case${squares === 0 ? '' : 's'} plus loin : à cette vitesse vous vous arrêtez avant, sans jet de virage ce tour.`,
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
      noAttackLabel: 'pas d’attaque',
      noAttack: 'Pas d’attaque ici : tous les facteurs de mouvement restants servent à avancer.',
      kinds: {
        lash: 'Fouetter',
        ram: 'Éperonner',
        dust: 'Jeter la poussière sur',
        knife: 'Lancer le couteau sur',
        spear: 'Frapper de la lance',
      },
      parts: { team: 'l’attelage', driver: 'le cocher', car: 'le char' },
      attack: (kind, name, part) => `${kind} ${part} de ${name}`,
      cost: (attack, cost, left) =>
        `${attack} : coûte ${cost} des ${left} facteur${left === 1 ? '' : 's'} de mouvement qui vous reste${left === 1 ? '' : 'nt'} ce tour.`,
      toHit: (dice, plus, op, value, chance) =>
        `Vous touchez sur ${dice}d6${plus === 0 ? '' : plus > 0 ? ` + ${plus}` : ` − ${-plus}`} de ${value} ou ${op === '>=' ? 'plus' : 'moins'} : ${chance}.`,
      knifeRange: (range, small) =>
        `La cible est à ${range} case${range === 1 ? '' : 's'} : un dé par case, moins votre CDM${small ? ', plus 1 à chaque dé (votre petit couteau n’est pas fait pour être lancé)' : ''}.`,
      lash: (plus, long) =>
        `Vos 2d6 contre ses 2d6, chacun avec son CDM (${plus === 0 ? 'à égalité' : plus > 0 ? `+${plus} pour vous` : `${plus} pour vous`}) : la différence donne la colonne de la table du fouet${long ? ' ; votre fouet long la décale de deux colonnes vers la droite' : ''}.`,
      evade: (chance) => `Il s’écarte sur 2d6 + son CDM de 11 ou plus (${chance}), et l’éperonnage échoue.`,
      noRoom: 'Il n’a pas la place de s’écarter : l’éperonnage porte.',
      table: (name, dice, plus) =>
        `${name} : ${dice}d6${plus === 0 ? '' : plus > 0 ? ` + ${plus}` : ` − ${-plus}`}`,
      tables: {
        'circus-maximus.lash-table': 'Table du fouet',
        'circus-maximus.damage-to-cars-table': 'Dégâts aux chars',
        'circus-maximus.horse-injury-table': 'Blessures des chevaux',
        'circus-maximus.dust-table': 'Table de la poussière',
        'circus-maximus.knife-table': 'Table du couteau',
        'circus-maximus.spear-table': 'Table de la lance (sans modificateur)',
      },
      miss: 'raté',
      evaded: 'il s’écarte',
      hits: (n) => `${n} blessure${n === 1 ? '' : 's'}`,
      horseHits: (n) =>
        n === 0 ? 'aucun dégât' : `${n} blessure${n === 1 ? '' : 's'} à son cheval le plus proche`,
      carDamage: {
        rebound: 'rebond : votre propre roue encaisse le choc',
        glancing: 'coup de biais : aucun dégât',
        jostled: 'il est secoué',
        sideslip: 'il est forcé de déraper',
        wheel: 'sa roue est endommagée',
        'wheel-sideslip': 'sa roue est endommagée et il dérape',
        'wheel-double': 'sa roue est endommagée et il dérape de deux couloirs',
      },
      weapon: {
        'fall-out': 'il tombe, traîné derrière son attelage emballé',
        'swerve-into':
          'il fait une embardée contre vous : les deux chars endommagés comme dans un éperonnage',
        'eye-wound': 'blessure à l’œil : CDM −1, tout droit pendant deux mouvements',
        'swerve-away': 'il s’écarte de deux couloirs',
        blinded: 'aveuglé : une blessure au cocher, son attelage à mi-vitesse',
        blowback: 'le vent vous renvoie la poussière dans les yeux',
        killed: 'il est tué',
        'major-wound': 'blessure grave : un dé de blessures au cocher',
        'minor-wound': 'blessure légère : une blessure au cocher',
        'minor-horse': 'son cheval le plus proche est blessé une fois',
        'major-horse': 'son cheval le plus proche reçoit un dé de blessures',
        'horse-killed': 'son cheval le plus proche est tué',
      },
      onYou: 'pour vous',
      harms: (name, chance) => `Chance de toucher ${name} : ${chance}.`,
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
    crudis: {
      dice: (white, red) =>
        `Votre jet : ${white} cases en avant aux dés blancs, ${red} point${red === 1 ? '' : 's'} de manœuvre au dé rouge (chaque case en plus ou en moins et chaque couloir de côté en coûte un ; éperonner un, arracher les roues quatre).`,
      speed: (speed, ram) =>
        `Vitesse aux lignes de danger : ${speed}, les cases que vous parcourez${ram ? ', une de moins pour l’éperonnage' : ''}.`,
      noLines: 'Ce mouvement ne franchit aucune ligne de danger : pas de test.',
      lineName: (station) =>
        `${station % 2 === 1 ? 'Entrée' : 'Sortie'} du virage ${station % 4 === 1 || station % 4 === 2 ? 'est' : 'ouest'}`,
      line: (name, lane, speed, beat, chance) =>
        `${name}, couloir ${lane} : les dés blancs doivent dépasser ${speed} − ${lane} = ${beat}. ${chance} de passer.`,
      passAll: (chance) => `Chance de franchir toutes les lignes : ${chance}.`,
      onFail: (mod) =>
        `Un test raté lit le dé rouge sur la table des dégâts${mod === 0 ? '' : ` (${mod} pour les dégâts de votre char)`} :`,
      damage: {
        wreck: 'NAUFRAGE ! le char est détruit',
        'badly-damaged': 'gravement endommagé : −2 aux jets de dégâts suivants',
        damaged: 'endommagé : −1 aux jets de dégâts suivants',
        'horse-badly-hurt': 'un cheval gravement blessé : −2 au mouvement',
        'horse-hurt': 'un cheval blessé : −1 au mouvement',
        unscathed: 'indemne',
      },
      wreckRolls: (n) => `Épaves longées en route : ${n} jet${n === 1 ? '' : 's'} sur la table des dégâts.`,
      blocked: (name, step) =>
        `Le trajet bute sur ${name} à la case ${step} et s’y arrête : éperonnez-le pour passer.`,
      whipSpeed: (risk) =>
        `Fouetter pour la vitesse : le dé rouge donne de 1 à 6 cases de plus, tout droit (elles peuvent franchir une ligne de danger), et chaque dé blanc est lu sur la table des dégâts pour les chevaux seulement : ${risk} qu’un cheval soit blessé.`,
      noWhip: 'Pas de fouet : le mouvement s’arrête ici.',
      whipAttack: (name, part) => `Fouetter ${part} de ${name} : un dé sur la table du fouet.`,
      whipParts: {
        'outer-horses': 'les chevaux extérieurs',
        yokers: 'les chevaux du joug',
        charioteer: 'le cocher',
      },
      whipResults: {
        'attacker-lose-control': 'vous perdez le contrôle : votre prochain mouvement fait une embardée',
        'attacker-lose-whip': 'vous perdez votre fouet',
        none: 'sans effet',
        'victim-move-away': 'il s’écarte de 2 cases',
        'victim-lose-control': 'il perd le contrôle : son prochain mouvement fait une embardée',
        'victim-horse-hurt': 'son cheval blessé : −1 à son mouvement',
        'victim-horse-injured': 'son cheval gravement blessé : −2 à son mouvement',
        'victim-wrecked': 'il fait naufrage !',
      },
      whipTable: 'Table du fouet : 1d6',
      noWhipAttack: 'Pas d’attaque au fouet.',
      chance: 'chance',
    },
    aurigae: {
      speed: (from, min, max) =>
        `Vitesse actuelle ${from} pouces par tour ; après le changement ${min === max ? `${min}` : `de ${min} à ${max}`}.`,
      turn: (degrees) =>
        degrees === 0
          ? 'Tout droit : rien de retiré au test.'
          : `Virage de ${Math.abs(degrees)}° à ${degrees > 0 ? 'gauche' : 'droite'} : −${Math.abs(degrees)} au test.`,
      check: (skill, min, max) =>
        `Le test après le mouvement : un d100 sous votre habileté ${skill}, moins le virage, le changement et la vitesse : ${min === max ? `sous ${min}` : `sous ${min} à ${max}, selon la vitesse que donnent les dés`}.`,
      parts: (turn, change, pending) =>
        `Virage ${turn}, changement ${change}${pending !== 0 ? `, le choc reçu ${pending}` : ''}, et la pénalité de l’allure (plus vite, plus dur).`,
      columns: { speed: 'Vitesse', target: 'Seuil', chance: 'Chance' },
      keep: 'garde tous ses niveaux',
      lose: 'perd un niveau ou plus : une embardée',
      crash: 's’écrase : hors course',
      levels:
        'Chaque tranche entière de 20 au-dessus du seuil fait perdre un niveau ; chaque tranche de 20 en dessous en fait regagner un.',
      collisions: 'Toucher la spina, le mur, un char ou une épave en route retire davantage.',
      arc: (degrees) =>
        degrees === 0
          ? 'Le tracé : tout droit'
          : `Le tracé : ${Math.abs(degrees)}° à ${degrees > 0 ? 'gauche' : 'droite'}`,
    },
    hippodrome: {
      attempt: (name, stat, mine, against, theirs) =>
        `Tenter de dépasser ${name} : votre 1D6 + ${stat} (${mine}) contre son 1D6 + ${against} (${theirs}).`,
      rumorTarget: (card, name) => `Votre rumeur ${card} désigne ${name}.`,
      ends: 'Issue des deux jets',
      pass: 'vous passez',
      held: 'contenu : vous restez derrière',
      tie: (straight) =>
        `égalité : ${straight ? 'les roues s’accrochent' : 'vous vous percutez'} ; chacun lance Virage, le plus bas fait un jet de Tranquillité ou a un accident`,
      hold: 'Rester derrière : pas de jet, pas de risque.',
      cards: (n, stat, chance) =>
        `Vous avez ${n} carte${n === 1 ? '' : 's'} Événement de ${stat} : chacune ajoute 2 si vous la jouez avant les dés (toutes : ${chance} de passer). Sa main n’est pas comptée.`,
      bolt: (speed, stall, bonus, min, max, save) =>
        `Foncer vers la corde : un lancer d’effort de 1D6 + Vitesse (${speed}) + ${bonus} pour la stalle ${stall} : de ${min} à ${max}. Le plus fort effort prend la première place ; les efforts égaux se percutent, et chacun fait un jet de Tranquillité (${save}) ou a un accident.`,
      cautious:
        'Partir prudemment : pas de jet, pas de risque ; les prudents lancent un dé pour les places derrière ceux qui foncent.',
      duel: (cards, chance) =>
        `Avec ${cards} carte${cards === 1 ? '' : 's'} (+${cards * 2}) : ${chance} de gagner le jet, avant les cartes de l’adversaire.`,
      save: (stat, plus, chance) =>
        `Un jet de sauvegarde : 1D6 + ${stat} (${plus}, cartes comprises) contre le D6 simple d’un adversaire, égal ou plus : ${chance}.`,
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
