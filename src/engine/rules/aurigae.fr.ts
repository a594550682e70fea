import type { RuleTexts } from './rule-text.ts';

/** The Aurigae rules in French: title and explanation of every rule id. */
export const AURIGAE_FR: RuleTexts = {
  'aurigae.character-generation': {
    title: 'Aurige et attelage',
    explain:
      'Un dé donne le rang de l’aurige (novice à élite) et un autre celui de l’attelage (médiocre à excellent). La base de 100 plus les deux donne le score d’adresse contre lequel se lance chaque jet de fin de mouvement, toute la course ; le rang donne aussi la force qui encaisse les blessures et la dextérité qui tranche les rênes.',
  },
  'aurigae.movement': {
    title: 'Planifier et avancer',
    explain:
      'À chaque tour, chaque aurige planifie un changement de vitesse (1d6 en plus ou en moins sans pénalité, 2d6 à −10 %, 4d6 seulement pour s’arrêter, à −20 %) et un virage de 0 à 90 degrés par pas de 10. Les chars avancent ensuite du premier au dernier (à égalité, la plus grande vitesse d’abord) : chacun parcourt sa vitesse en pouces le long de l’arc planifié et se place là où il finit ; en ligne droite, un char un peu hors de sa ligne (jusqu’à 10°, maison) est remis parallèle à la ligne droite ; dans les virages, il garde le cap que ses degrés lui ont donné. On ne recule qu’à l’arrêt, au pas. La table est notre arène, à l’échelle (maison : 1,2 m le pouce).',
  },
  'aurigae.integrity': {
    title: 'Le jet de fin de mouvement et l’intégrité',
    explain:
      'Après son mouvement, chaque char lance un d100 et doit faire moins que son adresse diminuée des degrés tournés, de la pénalité de changement de vitesse et de sa tranche de vitesse (maison). Chaque tranche de 20 points au-dessus coûte un niveau d’intégrité (léger écart, écart modéré, puis écart complet avec la caisse tournée de 45° par rapport à sa ligne, puis naufrage) ; chaque tranche de 20 en dessous en rend un. Chevaux et caisse dévient de leur ligne quand l’aurige perd le contrôle.',
  },
  'aurigae.collision': {
    title: 'Collisions',
    explain:
      'Toucher la spina, le mur extérieur, une épave, un attelage emballé ou un autre char arrête celui qui bouge au contact, divise sa vitesse par deux et aggrave son jet ; un char heurté paie à son jet suivant. Écarté de la spina ou du mur, le char est laissé le long de la barrière. Les valeurs sont les nôtres (maison) : la table des collisions manque aux règles.',
  },
  'aurigae.shipwreck': {
    title: 'Naufrage',
    explain:
      'Un char qui perd son dernier niveau d’intégrité (ou dont le seuil du jet tombe à zéro) fait naufrage. La caisse reste en piste, obstacle pour tous ; l’aurige, attaché aux rênes, reçoit des dés de blessure selon sa vitesse finale (du pas, 1d6, à la charge, 4d6), et à moins d’être mis à terre il est traîné derrière son attelage.',
  },
  'aurigae.dragged': {
    title: 'Traîné',
    explain:
      'Un aurige qui ne parvient pas à trancher les rênes est traîné derrière l’attelage emballé et reçoit à nouveau les blessures de sa vitesse à chaque tour, jusqu’à ce qu’il se libère ou que ses blessures atteignent sa force et qu’il reste étendu.',
  },
  'aurigae.cut-reins': {
    title: 'Trancher les rênes',
    explain:
      'Au début de chacun de ses tours, un aurige traîné lance 3d6 contre sa dextérité (12 à 15 selon le rang) : égal ou en dessous, il tranche les rênes et roule au sol, libre, à pied.',
  },
  'aurigae.on-foot': {
    title: 'Un aurige à pied',
    explain:
      'Un aurige qui a tranché les rênes est à pied : à chaque tour, à commencer par celui où il s’est libéré, il court son mouvement (10 pouces, à tout rang) droit vers le plus proche de la spina et du mur extérieur (maison : les règles donnent le mouvement, pas la direction), et une fois là il est à l’abri. Il ne fait pas obstacle aux chars.',
  },
  'aurigae.runaway-team': {
    title: 'Attelage emballé',
    explain:
      'Après un naufrage, les chevaux continuent à la dernière vitesse écrite sur la fiche, en suivant la piste sans aurige et sans jet ; ils font obstacle comme n’importe quel char, et un attelage arrêté reste là où il s’est arrêté.',
  },
  'aurigae.race-length': {
    title: 'Tours et arrivée',
    explain:
      'Les joueurs planifient, avancent et lancent jusqu’à ce que le nombre de tours fixé soit couru (7 par défaut) ; chaque tour est noté quand le char franchit la ligne, et le premier à passer l’arrivée après le dernier tour gagne.',
  },
  'aurigae.time-limit': {
    title: 'Limite de temps',
    explain:
      'Notre propre limite (maison) : une course qui dure encore après le nombre maximal de tours s’arrête, et les chars encore en course abandonnent.',
  },
};
