/**
 * The rules tables' headings in French, keyed by table id: title, note and column names, as the
 * explain card and the rules book show them under `?lang=fr`. (The cells are the tables' own data,
 * written by each ruleset's table module.)
 */
export interface TableText {
  readonly title: string;
  readonly note?: string;
  readonly columns: readonly string[];
  /** Each row's cells by row key, where they are written in this language (./table-rows.fr.ts). */
  readonly rows?: Readonly<Record<string, readonly string[]>>;
  /** The column that says what a roll on the table came to: 1 unless given. */
  readonly result?: number;
}

const ROLL_RESULT = ['Jet', 'Résultat'] as const;
const FIGURES = ['Grandeur', 'Valeur', 'Ce qu’elle veut dire'] as const;
const WHIP_NOTE = 'Un dé, selon la partie du rival fouettée.';

export const TABLES_FR: Readonly<Record<string, TableText>> = {
  'crudis.damage-table': {
    title: 'La table des dégâts',
    note: 'Le dé rouge plus le modificateur de dégâts du char ; un total sous 1 se lit 1, au-dessus de 6 se lit 6.',
    columns: ['Jet', 'Résultat', 'Effet durable'],
  },
  'crudis.damage-timing': {
    title: 'Quand le dégât survient',
    note: 'Un dé dit où, le long du mouvement, survient un dégât subi pendant le propre mouvement du char.',
    columns: ['Jet', 'Quand'],
  },
  'crudis.dead-cart-bounce': {
    title: 'Le rebond de l’épave',
    note: 'Une épave retombe un dé de cases plus loin ; un second dé se lit sur cette table pour les couloirs de côté.',
    columns: ['Jet', 'Couloirs de côté'],
  },
  'crudis.swerve-table': {
    title: 'Perte de contrôle : l’écart',
    note: 'Se lit sur le dé rouge du mouvement suivant ; un couloir de côté par case en avant. L’événement de perte de contrôle du journal nomme l’écart.',
    columns: ['Dé rouge', 'Écart'],
  },
  'crudis.whip-table.outer-horses': {
    title: 'Le fouet pour attaquer : chevaux extérieurs',
    note: WHIP_NOTE,
    columns: [...ROLL_RESULT],
  },
  'crudis.whip-table.yokers': {
    title: 'Le fouet pour attaquer : chevaux de timon',
    note: WHIP_NOTE,
    columns: [...ROLL_RESULT],
  },
  'crudis.whip-table.charioteer': {
    title: 'Le fouet pour attaquer : le cocher',
    note: WHIP_NOTE,
    columns: [...ROLL_RESULT],
  },
  'crudis.rip-off-wheels': {
    title: 'Arracher les roues',
    note: 'Un dé, après s’être mis à hauteur et avoir dépensé 4 points de manœuvre.',
    columns: [...ROLL_RESULT],
  },
  'crudis.rip-off-results': {
    title: 'Table des roues arrachées',
    note: 'Un dé, quand le premier jet renvoie à cette table.',
    columns: [...ROLL_RESULT],
  },
  'crudis.locked-table': {
    title: 'Chars accrochés',
    note: 'Se lit sur le dé rouge au tour de chaque char accroché ; l’événement du journal nomme le résultat.',
    columns: ['Dé rouge', 'Résultat'],
  },
  'crudis.figures': {
    title: 'Coûts et grandeurs',
    note: 'Les nombres qu’utilisent les règles ; les valeurs maison sont les nôtres là où les règles n’en donnent pas.',
    columns: [...FIGURES],
  },
  'hippodrome.team-deck': {
    title: 'Le paquet Equipe',
    note: 'Un exemplaire de chaque carte (maison, A7). Une carte gardée ajoute ses modificateurs aux statistiques de l’équipe.',
    columns: ['Carte', 'Nom', 'Anglais', 'Type', 'Effet', 'Lecture'],
  },
  'hippodrome.event-deck': {
    title: 'Le paquet Evènement',
    note: 'Chaque carte ajoute son bonus à un jet de son propriétaire dans la statistique ; un mot imprimé qui n’est pas un nom de statistique est notre lecture (maison).',
    columns: ['Carte', 'Nom', 'Anglais', 'Imprimé', 'Ajoute à'],
  },
  'hippodrome.keep-limits': {
    title: 'Les cartes qu’une équipe peut garder',
    columns: ['Type', 'Au plus', 'Imprimé'],
  },
  'hippodrome.stall-bonus': {
    title: 'Bonus d’effort par barrière',
    note: 'S’ajoute au lancer d’effort (1D6 + Vitesse) d’une équipe qui fait l’effort violent au départ.',
    columns: ['Barrière', 'Bonus', 'Note'],
  },
  'hippodrome.fatigue': {
    title: 'La fatigue par tour',
    note: 'S’ajoute à tous les jets de l’équipe, compensée par son Endurance et jamais au-dessus de 0 (maison, A20).',
    columns: ['Tours', 'Fatigue'],
  },
  'hippodrome.figures': { title: 'Grandeurs', columns: [...FIGURES] },
  'hippodrome.house-readings': {
    title: 'Nos lectures (règles maison)',
    note: 'Là où le texte français se tait ou reste flou ; A1–A28 renvoient à shared/rules/hippodrome.md.',
    columns: ['Lecture', 'Ce que nous faisons'],
  },
  'circus-maximus.specification-table': {
    title: 'Fiche de caractéristiques',
    note: 'Chaque cocher dépense 32 points de préparation ; les coûts entre parenthèses. Le cheval quatre pas plus rapide que le cheval un, le cheval deux pas plus rapide que le cheval quatre, le cheval trois pas plus rapide que le cheval deux.',
    columns: ['Élément', 'Valeur (coût)'],
  },
  'circus-maximus.classic-set-up-table': {
    title: 'La préparation classique',
    note: 'Notre lecture de la préparation simple du jeu de base : un char fixé et 4 points, chacun achetant une des améliorations ci-dessous.',
    columns: ['Élément', 'Base', 'Un point achète'],
  },
  'circus-maximus.chariot-weight-table': {
    title: 'Poids du char',
    note: 'Le poids ne coûte pas de points. Les modificateurs d’éperonnage sont ceux du jeu de base (de parties publiées, pas de nos règles) ; le décalage de vitesse sûre est le nôtre ; les modificateurs d’effort en virage sous la pluie sont imprimés dans les règles.',
    columns: ['Grandeur', 'Léger', 'Normal', 'Lourd'],
  },
  'circus-maximus.scythe-blades-table': {
    title: 'Les faux',
    note: 'Les faux s’ajoutent à chaque jet de dégâts d’éperonnage de leur côté ; des faux sur une seule roue, ou différentes de chaque côté, déséquilibrent la caisse.',
    columns: ['Faux', 'Dégâts d’éperonnage', 'Effort en virage', 'Jet de retournement'],
  },
  'circus-maximus.safe-speed-table': {
    title: 'Vitesse sûre de chaque couloir en virage',
    note: 'Couloir intérieur 8 (comme imprimé sur le plateau) ; chaque couloir plus à l’extérieur un peu plus vite. Le poids du char la décale (voir la table des poids) ; la boue la baisse de 3.',
    columns: ['Couloir', 'Vitesse sûre'],
  },
  'circus-maximus.corner-strain-chart': {
    title: 'Table d’effort en virage',
    note: '3d6 − MC (+2 pour des faux déséquilibrées, + modificateurs de pluie et de boue), lu à la ligne des points au-dessus de la vitesse sûre : le pire résultat dont le total atteint le seuil s’applique ; en dessous de tous, aucun effet.',
    columns: ['Excès', 'Dérapage forcé', 'Secoué', 'Cheval blessé', 'Retourné'],
  },
  'circus-maximus.lash-table': {
    title: 'Table d’attaque au fouet',
    note: '2d6 + MC de l’attaquant contre 2d6 + MC du défenseur ; la différence choisit la colonne, un fouet long lit 2 colonnes plus à droite (règles), la partie fouettée le résultat.',
    columns: ['Fouetté', 'Différence', 'Résultat'],
  },
  'circus-maximus.damage-to-cars-table': {
    title: 'Dégâts aux chars',
    note: '3d6 + MC de l’attaquant − MC du défenseur après un éperonnage sur la caisse.',
    columns: [...ROLL_RESULT],
  },
  'circus-maximus.wheel-damage-table': {
    title: 'Dégâts aux roues',
    note: '2d6 + le modificateur de poids de l’attaquant et ses faux : les coups sur la roue face à l’éperonneur.',
    columns: [...ROLL_RESULT],
  },
  'circus-maximus.horse-injury-table': {
    title: 'Table des blessures des chevaux',
    note: '2d6 + le modificateur de poids de l’attaquant et ses faux après un éperonnage sur l’attelage.',
    columns: [...ROLL_RESULT],
  },
  'circus-maximus.flip-check-table': {
    title: 'Jet de retournement',
    note: '2d6 (−1 pour des faux déséquilibrées) contre les dégâts de la roue, après 2 coups ou plus sur une roue d’un seul choc, tout coup sur une roue à une vitesse écrite de 14 ou plus, ou dans un virage pris au-dessus de la vitesse sûre.',
    columns: ['2d6 contre les dégâts', 'Résultat'],
  },
  'circus-maximus.team-after-flip-table': {
    title: 'L’attelage après un retournement',
    note: 'Un dé pour l’attelage d’un char retourné.',
    columns: [...ROLL_RESULT],
  },
  'circus-maximus.driver-after-flip-table': {
    title: 'Le cocher après un retournement',
    note: 'Un dé pour le cocher d’un char retourné.',
    columns: [...ROLL_RESULT],
  },
  'circus-maximus.critical-hit-table': {
    title: 'Table des coups critiques',
    note: 'Un dé chaque fois qu’un cocher est blessé ; son 5 est la blessure à l’œil que nomme la table de poussière.',
    columns: [...ROLL_RESULT],
  },
  'circus-maximus.wreck-crossing-table': {
    title: 'Rouler sur une épave',
    note: '2d6 − MC, −1 de plus pour une carcasse de cheval (règles), quand on passe sur des débris.',
    columns: [...ROLL_RESULT],
  },
  'circus-maximus.dust-table': {
    title: 'Table d’attaque à la poussière',
    note: '2d6 + MC du défenseur, après un jet de poussière de 2d6 + MC ≥ 10.',
    columns: [...ROLL_RESULT],
  },
  'circus-maximus.knife-table': {
    title: 'Table d’attaque au couteau',
    note: '2d6 + MC du défenseur, après un lancer de couteau d’un dé par case de portée − MC ≤ 3.',
    columns: [...ROLL_RESULT],
  },
  'circus-maximus.spear-table': {
    title: 'Table d’attaque à la lance',
    note: '2d6 sans modificateur, après une estocade de 2d6 + MC ≥ 10 ou un jet raté sur sa propre lance.',
    columns: [...ROLL_RESULT],
  },
  'circus-maximus.critical-horse-hit-table': {
    title: 'Table des coups critiques aux chevaux',
    note: '2d6 par l’attaquant chaque fois qu’un cheval est touché.',
    columns: [...ROLL_RESULT],
  },
  'circus-maximus.weather-table.initial': {
    title: 'Table de météo, premier résultat',
    note: 'Un dé avant la course (et à chaque tour tant que le temps est incertain) ; après la pluie, un dé de plus sur cette colonne.',
    columns: ['Jet', 'Premier résultat'],
  },
  'circus-maximus.weather-table.subsequent': {
    title: 'Table de météo, jets suivants',
    note: 'Un dé tous les deux tours à partir du tour 2 tant qu’il pleut.',
    columns: ['Jet', 'Jet suivant'],
  },
  'circus-maximus.figures': {
    title: 'Coûts et grandeurs',
    note: 'Les nombres qu’utilisent les règles ; les lignes des règles sont imprimées dans les règles optionnelles, les lignes maison sont les nôtres.',
    columns: [...FIGURES],
  },
  'aurigae.charioteer-table': {
    title: 'L’aurige',
    note: 'Un 1d6 par aurige au départ. L’adresse s’ajoute à la base de 100 ; la force encaisse les blessures, la dextérité tranche les rênes, et un aurige à pied court son mouvement à chaque tour.',
    columns: ['1d6', 'Aurige', 'Adresse', 'Force', 'Dextérité', 'Mouvement'],
  },
  'aurigae.team-table': {
    title: 'L’attelage',
    note: 'Un 1d6 par attelage au départ ; le modificateur s’ajoute à la base de 100.',
    columns: ['1d6', 'Attelage', 'Adresse'],
  },
  'aurigae.speed-change-table': {
    title: 'Changer de vitesse',
    note: 'Planifié à chaque tour ; les dés s’ajoutent à la vitesse ou s’en retranchent (de 0 à 60 pouces, au plus 8 en marche arrière). La pénalité porte sur le jet de fin de mouvement.',
    columns: ['Changement', 'Dés', 'Jet'],
  },
  'aurigae.speed-band-table': {
    title: 'Tranches de vitesse',
    note: 'Les règles nomment les allures ; combien de pouces chacune couvre par tour et ce qu’elle coûte au jet de fin de mouvement sont les nôtres (maison).',
    columns: ['Allure', 'Pouces par tour', 'Jet'],
  },
  'aurigae.integrity-table': {
    title: 'Intégrité du char et de l’attelage',
    note: 'Un d100 contre l’adresse ajustée : chaque tranche entière de 20 points au-dessus coûte un niveau (un échec de moins ne coûte rien), chaque tranche entière de 20 en dessous en rend un. La ligne est le niveau où le jet laisse le char.',
    columns: ['Niveau', 'Intégrité', 'Sur la table'],
  },
  'aurigae.injury-table': {
    title: 'Blessures selon la vitesse',
    note: 'Un aurige naufragé reçoit les dés de sa vitesse finale, tout comme un aurige traîné à chaque tour où il ne tranche pas les rênes ; des blessures égales à sa force le mettent à terre.',
    columns: ['Allure', 'Pouces par tour', 'Blessure'],
  },
  'aurigae.collision-table': {
    title: 'Collisions',
    note: 'Les règles nomment les obstacles mais leur table des collisions manque : nos valeurs. Celui qui bouge s’arrête au contact, sa vitesse ×0,5.',
    columns: ['Obstacle', 'Ce qui arrive', 'Jet de celui qui bouge', 'Jet suivant du char heurté'],
  },
  'aurigae.figures': {
    title: 'Grandeurs',
    note: 'Tous les autres nombres qu’utilisent les règles, avec leur origine.',
    columns: ['Grandeur', 'Valeur', 'Note'],
  },
};
