import type { RuleTexts } from './rule-text.ts';

/** The Crudis rules in French: title and explanation of every rule id (`crudis.ts`'s entries). */
export const CRUDIS_FR: RuleTexts = {
  'crudis.set-up': {
    title: 'Mise en place sur la ligne de départ',
    explain:
      'Les chars s’alignent côte à côte sur la ligne de départ : le premier à une case de la spina, chaque suivant plus à l’extérieur. Un char occupe 2 × 2 cases et sa case avant intérieure est sa position : celui qui part à la corde a le plus court chemin.',
  },
  'crudis.order-of-moves': {
    title: 'Ordre des mouvements',
    explain:
      'À chaque tour de jeu, le char le plus avancé bouge le premier ; à égalité, celui qui est le plus près de la spina part d’abord. Les meneurs avancent donc en piste libre et ceux de derrière doivent réagir.',
  },
  'crudis.normal-move': {
    title: 'Un mouvement normal',
    explain:
      'On lance deux dés blancs et un rouge. Le total des blancs donne le nombre de cases en avant ; le dé rouge est une réserve de points de manœuvre, chacun valant une case de plus ou de moins ou un couloir de côté (un couloir par case en avant). C’est le grand choix du cocher à chaque tour : la vitesse contre la position.',
  },
  'crudis.danger-lines': {
    title: 'Lignes de danger',
    explain:
      'Des lignes de danger marquent le début et la fin de chaque virage. Un char qui en franchit une relance les trois dés : le total des blancs doit dépasser VITESSE − COULOIR (cases parcourues ce tour moins son numéro de couloir). Les chars rapides à la corde sont les plus exposés ; s’écarter ou ralentir facilite le jet. Un échec lit le dé rouge sur la table des dégâts.',
  },
  'crudis.damage-table': {
    title: 'La table des dégâts',
    explain:
      'Un dé rouge, plus le modificateur de dégâts du char, lu sur la table des dégâts : 1 détruit le char, 2 et 3 l’endommagent (les jets suivants sont pires), 4 et 5 blessent un cheval (plus lent désormais), 6 est sans mal. Les dégâts s’additionnent : un char malmené a de plus en plus de chances d’être détruit.',
  },
  'crudis.damage-timing': {
    title: 'Quand le dégât survient',
    explain:
      'Quand un char subit un dégât pendant son propre mouvement (sur une ligne de danger, sur une épave, dans sa propre collision), un dé de plus dit où il survient : au départ, sur la ligne de danger (à mi-chemin pour les autres causes) ou à la fin du mouvement. Une épave s’immobilise là ; un autre dégât compte à partir de là, si bien qu’un char touché en fin de mouvement ne subit pas de jets aggravés pour le reste de ce mouvement. Notre lecture (maison) ne place pas un dégât d’une autre cause avant l’incident lui-même. Un char détruit pendant son mouvement ne finit pas la course dans ce mouvement, même s’il se brise sur la ligne d’arrivée ou au-delà.',
  },
  'crudis.dead-cart-bounce': {
    title: 'Le rebond de l’épave',
    explain:
      'Une épave ne s’arrête pas net : elle retombe un dé de cases plus loin, et un second dé la déporte jusqu’à deux couloirs vers l’intérieur ou l’extérieur. Elle reste ensuite en piste, obstacle pour tous ceux de derrière. Notre lecture (maison) : une épave qui rencontre un char en chemin s’arrête contre lui, et le char heurté lance une fois sur la table des dégâts, comme dans une collision.',
  },
  'crudis.passing-a-wreck': {
    title: 'Passer près d’une épave',
    explain:
      'Rouler sur une case voisine d’une épave coûte un jet sur la table des dégâts : les débris et les chevaux affolés sont dangereux même quand on évite l’épave elle-même.',
  },
  'crudis.crossing-a-wreck': {
    title: 'Traverser une épave',
    explain:
      'Rouler sur les cases d’une épave coûte deux jets sur la table des dégâts : les cochers font tout pour contourner les débris.',
  },
  'crudis.whip-for-speed': {
    title: 'Le fouet pour la vitesse',
    explain:
      'À la fin de son mouvement en ligne droite, un cocher peut fouetter ses chevaux : le dé rouge donne autant de cases en plus (sans manœuvre), et chaque dé blanc est lu sur la table des dégâts, où seules les blessures des chevaux comptent. De la vitesse en plus, au risque de l’attelage.',
  },
  'crudis.whip-to-attack': {
    title: 'Le fouet pour attaquer',
    explain:
      'Un cocher à deux cases ou moins d’un rival peut fouetter ses chevaux extérieurs, ses chevaux de timon ou son cocher, chacun avec sa table. Les jets faibles se retournent contre l’attaquant (perte de contrôle, fouet perdu) ; les forts écartent la victime, blessent un cheval, voire la détruisent. Notre lecture (maison) : les chevaux de timon courent à l’intérieur des chevaux extérieurs, on ne les atteint donc qu’avec un écart latéral d’une case.',
  },
  'crudis.lose-control': {
    title: 'Perte de contrôle',
    explain:
      'Un char qui a perdu le contrôle ne peut pas manœuvrer avec son dé rouge au mouvement suivant : le dé rouge dit de quel côté il fait un écart (jusqu’à trois couloirs vers l’intérieur ou deux vers l’extérieur), un couloir par case en avant. Un écart dans la spina ou dans le mur érafle le char.',
  },
  'crudis.collision': {
    title: 'Collision',
    explain:
      'Quand un char en heurte un autre par accident, chacun lance une fois sur la table des dégâts. Les règles rendent le contact coûteux pour les deux : les cochers s’évitent, sauf s’ils le veulent.',
  },
  'crudis.ramming': {
    title: 'Éperonner',
    explain:
      'Une collision volontaire. Elle coûte à l’attaquant une case de mouvement et un point de manœuvre ; les deux lancent sur la table des dégâts, et si le défenseur s’en tire le plus mal il est repoussé de côté pour faire place. L’arme d’un cocher sans scrupules : elle blesse aussi celui qui éperonne.',
  },
  'crudis.rip-off-wheels': {
    title: 'Arracher les roues',
    explain:
      'Une manœuvre de virtuose : se placer à hauteur d’un rival et dépenser 4 points de manœuvre pour tenter de lui arracher les roues. Un dé : 1 endommage l’attaquant, 2 lui fait perdre le contrôle, 3 à 6 renvoient à la table des roues arrachées — les deux chars endommagés, les deux accrochés l’un à l’autre, les deux ou la seule victime hors de contrôle, ou la victime gravement endommagée (deux jets de dégâts).',
  },
  'crudis.locked-together': {
    title: 'Chars accrochés',
    explain:
      'Des chars accrochés avancent ensemble, à chaque tour à la vitesse tirée divisée par le nombre de chars accrochés. Leur dé rouge ne sert plus à manœuvrer : il se lit sur la table des chars accrochés — dégâts, déplacement d’un couloir imposé ou choisi, ou séparation.',
  },
  'crudis.chariots-separate': {
    title: 'Les chars se séparent',
    explain:
      'Quand des chars accrochés se séparent, celui dont c’est le tour s’écarte d’une case puis fait tout son mouvement si aucun des autres n’a encore bougé ce tour ; sinon il parcourt la distance divisée puis se sépare. Si le jet de dégâts avant la séparation détruit ses partenaires, il n’a plus personne de qui s’écarter et parcourt la même distance.',
  },
  'crudis.race-length': {
    title: 'Tours et arrivée',
    explain:
      'Une course fait deux tours plus la dernière ligne droite (nos réglages permettent de 1 à 7 tours). Le journal marque chaque tour accompli et chaque char qui franchit l’arrivée ; les chars qui la franchissent au même tour de jeu sont classés selon l’instant où ils passent (maison).',
  },
  'crudis.barrier-scrape': {
    title: 'Un écart contre la spina ou le mur',
    explain:
      'Notre lecture (maison) : un char qu’un écart jette contre la spina ou le mur extérieur le longe en l’éraflant et lance une fois sur la table des dégâts. Le texte des règles ne dit pas ce qui se passe alors.',
  },
  'crudis.time-limit': {
    title: 'Limite de temps',
    explain:
      'Notre propre limite (maison), absente des règles : une course qui dure encore après le nombre maximal de tours de jeu s’arrête, et les chars encore en course sont classés comme ayant abandonné. Elle ne sert qu’à éviter les courses sans fin.',
  },
};
