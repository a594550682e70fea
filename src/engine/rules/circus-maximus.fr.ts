import type { RuleTexts } from './rule-text.ts';

/** The Circus Maximus rules in French: title and explanation of every rule id. */
export const CIRCUS_MAXIMUS_FR: RuleTexts = {
  'circus-maximus.specification': {
    title: 'Construire le char : 32 points de préparation',
    explain:
      'Chaque cocher dépense 32 points de préparation sur la fiche de caractéristiques : la vitesse des quatre chevaux, le modificateur du cocher, ses points de vie, un fouet, les points des roues, l’endurance et les faux, dans les limites des règles. Ce choix décide de ce que le char peut faire toute la course.',
  },
  'circus-maximus.classic-set-up': {
    title: 'La préparation classique en quatre points',
    explain:
      'Notre lecture (maison) de la préparation simple du jeu de base : chevaux, cocher et roues fixés, endurance 20 + 2d6, et quatre points pour les améliorer.',
  },
  'circus-maximus.set-up': {
    title: 'L’alignement',
    explain:
      'Les chars partent de front derrière la ligne, jusqu’à huit par rang (plateau maison : huit couloirs).',
  },
  'circus-maximus.weather': {
    title: 'La météo',
    explain:
      'Avant la course, un dé sur la table de météo dit s’il pleut ; un temps clair peut être revérifié à chaque tour. Une pluie qui dure trois virages de suite change la piste en boue pour de bon.',
  },
  'circus-maximus.rain': {
    title: 'Effets de la pluie et de la boue',
    explain:
      'Sous la pluie : pas d’attaque à la poussière, vitesse de l’attelage −1, jets d’effort en virage aggravés (surtout pour les chars légers), changements de couloir risqués pour les chars légers. Dans la boue : ces effets restent pour de bon, les vitesses sûres en virage baissent de 3 et la vitesse de l’attelage de 2.',
  },
  'circus-maximus.turn-speed': {
    title: 'Écrire la vitesse du tour',
    explain:
      'Chaque cocher écrit en secret sa vitesse pour le tour, au plus la vitesse de l’attelage plus son modificateur de cocher du moment ; avec la variante de la Lune, un effort prévu s’écrit d’un S à côté de la vitesse.',
  },
  'circus-maximus.voluntary-straining': {
    title: 'L’effort volontaire',
    explain:
      'Un cocher qui a un fouet, de l’endurance et un modificateur de cocher d’au moins 0 peut pousser son attelage : un dé de mouvement en plus, payé en endurance. La variante de la Lune l’oblige à le décider en écrivant sa vitesse.',
  },
  'circus-maximus.strain': {
    title: 'Pousser l’attelage',
    explain:
      'L’effort lui-même : le dé est lancé, sa valeur s’ajoute au mouvement et se retranche de l’endurance de l’attelage.',
  },
  'circus-maximus.move-order': {
    title: 'Ordre de mouvement',
    explain:
      'Les chars bougent un par un, dans un ordre tiré aux dés à chaque tour (jeu de base, lecture maison).',
  },
  'circus-maximus.first-turn-acceleration': {
    title: 'L’accélération du premier tour',
    explain:
      'Au premier tour, chaque cocher lance deux dés moins son modificateur de cocher et retranche autant de sa vitesse écrite : un attelage a besoin de temps pour s’élancer.',
  },
  'circus-maximus.movement': {
    title: 'Le mouvement',
    explain:
      'Un char dépense ses points de mouvement case par case : 1 en avant, 1 pour un couloir vers l’extérieur, 2 vers l’intérieur, jamais en arrière ; un cocher à pied avance de la moitié de ses points de vie restants (un tiers dans la boue, règles).',
  },
  'circus-maximus.braking': {
    title: 'Le freinage',
    explain:
      'Les points de mouvement qu’un char ne peut pas utiliser sont freinés au prix de 1 endurance chacun (lecture maison du jeu de base) ; ce que l’attelage ne peut payer secoue le cocher.',
  },
  'circus-maximus.corner-strain': {
    title: 'Prendre un virage trop vite',
    explain:
      'Chaque couloir d’un virage a une vitesse sûre. Le prendre plus vite coûte 1 endurance par point en trop et un jet de 3d6 − modificateur du cocher sur la table d’effort en virage (maison) : dérapage, cocher secoué, cheval touché ou char retourné, d’autant pire que l’excès est grand.',
  },
  'circus-maximus.sideslip': {
    title: 'Le dérapage',
    explain:
      'Une glissade forcée d’un couloir (ou deux) vers l’extérieur, qui coûte du mouvement ; contre un autre char c’est un éperonnage involontaire, contre le mur une roue est endommagée (maison).',
  },
  'circus-maximus.evasion': {
    title: 'Esquiver un éperonnage',
    explain:
      'Un char éperonné qui a de la place à côté peut s’écarter sur 2d6 + modificateur du cocher de 11 ou plus (maison).',
  },
  'circus-maximus.lash': {
    title: 'Le coup de fouet',
    explain:
      'De son char, un cocher fouette l’attelage ou le cocher d’un rival à côté de lui : 2d6 + modificateur contre 2d6 + modificateur sur la table du fouet (maison), un fouet long lisant deux colonnes plus loin. Les résultats vont du fouet saisi par l’adversaire aux dérapages, chevaux touchés et blessures.',
  },
  'circus-maximus.ram': {
    title: 'Éperonner',
    explain:
      'Le choix du cocher, pendant son mouvement, d’éperonner l’attelage ou la caisse du char d’à côté, pour 1 point de mouvement ; les chars lourds frappent plus fort (léger −3, lourd +3) et les faux ajoutent encore.',
  },
  'circus-maximus.ram-team': {
    title: 'Éperonner l’attelage',
    explain:
      'Un éperonnage sur les chevaux du rival : 2d6 + le modificateur de poids de l’attaquant (les faux ajoutent encore) sur la table des blessures des chevaux.',
  },
  'circus-maximus.ram-car': {
    title: 'Éperonner la caisse',
    explain:
      'Un éperonnage sur la caisse du rival : 3d6 + modificateur du cocher de l’attaquant − celui du défenseur (les faux de la roue qui lui fait face ajoutent encore) sur la table des dégâts aux chars (maison), puis dégâts aux roues et jet de retournement.',
  },
  'circus-maximus.involuntary-ram': {
    title: 'Éperonnage involontaire',
    explain:
      'Un char poussé de côté contre un autre, ou qui fait un écart sur le lanceur de poussière, l’éperonne sans le vouloir : les deux caisses sont endommagées, chacune lancée sur la table des dégâts aux chars, celle de l’éperonneur d’abord, même quand le premier jet détruit un char (maison).',
  },
  'circus-maximus.horse-injury': {
    title: 'Blessure d’un cheval',
    explain:
      'Les coups portés à un cheval par la table des blessures des chevaux (maison) réduisent sa vitesse ; assez de coups le tuent.',
  },
  'circus-maximus.damage-to-cars': {
    title: 'Dégâts aux chars',
    explain:
      'La table des dégâts aux chars (maison), lue avec 3d6 + modificateur du cocher de l’attaquant − celui du défenseur, +2 pour des faux sur la roue face à la cible ou +4 pour des longues (règles), change un éperonnage sur la caisse en cocher secoué, dérapage ou roue endommagée, ou se retourne contre l’éperonneur.',
  },
  'circus-maximus.wheel-damage': {
    title: 'Dégâts aux roues',
    explain:
      'Des coups sur une roue (2d6 + poids, les faux ajoutent encore) : une roue qui a perdu tous ses points casse et le char se retourne.',
  },
  'circus-maximus.flip-check': {
    title: 'Le jet de retournement',
    explain:
      'Après de gros dégâts à une roue, ou des dégâts à grande vitesse ou dans un virage pris trop vite : 2d6 contre les dégâts de la roue ; plus haut, rien ; égal, un coup de plus ; plus bas, le char se retourne.',
  },
  'circus-maximus.flip': {
    title: 'Char retourné',
    explain:
      'Un char retourné est une épave ; les dés disent si l’attelage s’emballe et si le cocher est éjecté, traîné ou laissé à pied (maison).',
  },
  'circus-maximus.critical-hit': {
    title: 'Coup critique sur un cocher',
    explain:
      'Un cocher blessé lance sur la table des coups critiques (maison) : secoué, une blessure à la tête ou à l’œil qui baisse son modificateur, ou un freinage forcé. La blessure à l’œil de la table de poussière renvoie à son 5.',
  },
  'circus-maximus.critical-horse-hits': {
    title: 'Coups critiques sur un cheval',
    explain:
      'Chaque fois qu’un cheval est touché, l’attaquant lance deux dés sur la table des coups critiques aux chevaux : de 9 à 11, un à trois coups de plus ; 12 tue le cheval.',
  },
  'circus-maximus.pouch-of-dust': {
    title: 'La bourse de poussière',
    explain:
      'Une fois par course, un cocher qui a une bourse de poussière la jette aux yeux d’un cocher voisin : deux dés sur la table d’attaque à la poussière, de la chute hors du char à la cécité — ou le vent qui la lui renvoie. Pas sous la pluie.',
  },
  'circus-maximus.dust': {
    title: 'Décider de jeter la poussière',
    explain:
      'Le choix du cocher, pendant son mouvement, de dépenser un point de mouvement pour jeter sa bourse de poussière au cocher dont la caisse est à côté de la sienne. Une fois jetée elle est perdue, touchée ou non ; le jet lui-même et ses effets durables (une blessure à l’œil, ou une cécité qui divise par deux la vitesse de l’attelage jusqu’à un 5 ou un 6) relèvent de la règle de la bourse de poussière.',
  },
  'circus-maximus.knife': {
    title: 'Lancer le couteau',
    explain:
      'Une fois par course, un cocher peut lancer son couteau sur un autre cocher ou un attelage : deux dés sur la table d’attaque au couteau, du cocher tué au cheval touché.',
  },
  'circus-maximus.spear': {
    title: 'La lance',
    explain:
      'Un cocher armé d’une lance attaque un cocher ou un attelage voisin : deux dés sur la table d’attaque à la lance — blessures, ou le défenseur tué.',
  },
  'circus-maximus.horse-carcasses': {
    title: 'Carcasses de chevaux',
    explain:
      'Un cheval mort détaché laisse sa carcasse sur sa case. Les chars qui passent dessus lancent comme sur une épave, avec −1 de plus ; le char dont on l’a détaché n’en est pas gêné au tour où il l’a détaché.',
  },
  'circus-maximus.cut-free': {
    title: 'Se libérer au couteau',
    explain:
      'Avec son petit couteau, un cocher détache un cheval mort (pour un quart, un tiers, la moitié de l’endurance) ou se libère lui-même quand il est traîné.',
  },
  'circus-maximus.runaway-team': {
    title: 'Attelage emballé',
    explain:
      'Un attelage sans cocher court seul pendant quelques tours avant d’être rattrapé (mouvement maison).',
  },
  'circus-maximus.dragged-driver': {
    title: 'Cocher traîné',
    explain:
      'Un cocher pris dans les rênes est traîné derrière son attelage et perd la moitié (un tiers dans la boue) d’un dé de points de vie à chaque tour, jusqu’à ce qu’il se libère au couteau.',
  },
  'circus-maximus.driver-on-foot': {
    title: 'Cocher à pied',
    explain:
      'Un cocher éjecté de son char court vers le mur, une case pour deux (trois dans la boue) points de vie qui lui restent.',
  },
  'circus-maximus.running-over-wrecks': {
    title: 'Rouler sur une épave',
    explain:
      'Traverser une épave ou une carcasse : 2d6 − modificateur du cocher sur notre table (maison) : sans mal, cocher secoué, roues touchées ou char retourné.',
  },
  'circus-maximus.finish': {
    title: 'L’arrivée',
    explain:
      'La course fait trois tours (réglable) autour de la spina ; les chars sont classés dans l’ordre où ils franchissent la ligne.',
  },
  'circus-maximus.time-limit': {
    title: 'Limite de temps',
    explain:
      'Notre propre limite (maison) : une course qui dure encore après le nombre maximal de tours s’arrête, et les chars encore en course abandonnent.',
  },
};
