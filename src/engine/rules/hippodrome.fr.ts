import type { RuleTexts } from './rule-text.ts';

/**
 * The Hippodrome rules in French, the game's own language: the stats, steps and cards under the
 * names of the French text (Crochet, Virage, Vitesse, Blocage, Tranquillité, Endurance; barrières
 * de départ; cartes Equipe et Evènement).
 */
export const HIPPODROME_FR: RuleTexts = {
  'hippodrome.team-selection': {
    title: 'Sélection de l’équipe',
    explain:
      'Chacun des quatre joueurs tire 7 cartes Equipe et garde jusqu’à 1 Char, 1 Conducteur, 1 Pépin, 1 Rumeur et 4 Chevaux. Chaque carte gardée s’ajoute aux six statistiques de l’équipe (Crochet, Virage, Vitesse, Blocage, Tranquillité, Endurance) ; une place vide compte comme une version normale, sans modificateur. Toute la course se joue sur ces statistiques et les dés.',
  },
  'hippodrome.rumor-play': {
    title: 'Les Rumeurs jouées',
    explain:
      'Notre lecture (maison, d’après l’original anglais) : après la sélection, chaque équipe qui a gardé une Rumeur la joue, dans l’ordre Rouge, Blanche, Bleue, Verte, en désignant un adversaire quand la carte nuit à quelqu’un — Cheval drogué, Sabotage ou Pots de vin baissent une statistique, Escroqué envoie une équipe à la barrière 4, Serment sacré aide les jets de Crochet.',
  },
  'hippodrome.stalls': {
    title: 'Tirage des barrières de départ',
    explain:
      'Quatre papiers numérotés sont tirés d’un bol : la barrière de départ de chaque équipe. La barrière 1 est la plus proche du rail et donne le plus gros bonus à un départ en effort violent.',
  },
  'hippodrome.stall-swap': {
    title: 'Escroqué : envoyé à la barrière 4',
    explain:
      'Notre lecture (maison, A11) : l’équipe désignée par la Rumeur Escroqué doit partir de la barrière 4 ; elle échange donc sa barrière avec l’équipe qui a tiré la 4.',
  },
  'hippodrome.favourite-restart': {
    title: 'Le Favori de l’empereur',
    explain:
      'Notre lecture (maison, A12) : si la Rumeur Favori de l’empereur est en jeu et que le Vert a un accident au départ, le départ est recommencé une fois, avec les mêmes barrières. L’empereur n’aime pas voir ses favoris perdre si tôt.',
  },
  'hippodrome.start-choice': {
    title: 'Départ prudent ou effort violent',
    explain:
      'Le départ est la partie la plus dangereuse de la course. Chaque équipe choisit, avant tout dé, de partir prudemment ou de faire un effort violent vers le rail. L’effort peut donner la tête mais risque la collision ; les prudents sont à l’abri mais partent derrière tous ceux qui ont fait l’effort (lecture maison).',
  },
  'hippodrome.effort': {
    title: 'Le lancer d’effort',
    explain:
      'Une équipe qui fait l’effort lance 1D6 + Vitesse + le bonus de sa barrière (+3, +2, +1, +0 pour la barrière 4, maison). Le plus haut total prend la tête.',
  },
  'hippodrome.start': {
    title: 'La porte de départ',
    explain:
      'Étape III, la porte de départ : les équipes sortent de leurs barrières vers le rail. Le mouvement n’est montré qu’une fois le départ acquis (un départ que le Favori de l’empereur peut annuler n’est pas montré en course).',
  },
  'hippodrome.start-collision': {
    title: 'Efforts égaux : collision',
    explain:
      'Les équipes qui font l’effort avec le même total se percutent : chacune fait un jet de sauvegarde en Tranquillité, et un échec est un accident. Une égalité au départ est le premier grand danger du jeu.',
  },
  'hippodrome.start-order': {
    title: 'Les places après le départ',
    explain:
      'Les équipes qui ont fait l’effort se placent selon leur total, le plus haut en tête ; les prudentes lancent chacune 1D6 pour les places restantes, derrière toutes les autres. Notre lecture (maison, A14) : les égalités entre survivants de l’effort, et entre prudents, se départagent par un nouveau jet.',
  },
  'hippodrome.laps': {
    title: 'Les tours',
    explain:
      'La course fait 7 tours autour de l’Epine (moins en variante maison). Chaque tour a une phase d’évènements et quatre phases de dépassement ; le journal note qui mène à la fin de chaque tour.',
  },
  'hippodrome.events-draw': {
    title: 'Phase d’évènements : la pioche',
    explain:
      'Chaque tour commence par la pioche de 2 cartes Evènement pour chaque équipe encore en course. Quand le paquet est vide, les cartes défaussées sont mélangées en un nouveau paquet. Les cartes sont le moyen pour les joueurs de pousser un jet quand il compte.',
  },
  'hippodrome.hand-limit': {
    title: 'Taille de la main',
    explain:
      'Une main contient au plus 5 cartes ; son propriétaire défausse celles en trop (à son choix : lecture maison). On ne peut pas tout garder : les cartes sont faites pour servir.',
  },
  'hippodrome.straight-phase': {
    title: 'Phase de course',
    explain:
      'Une phase en ligne droite : chaque équipe joue une fois, en commençant par celle qui était dernière, puis vers sa gauche ; à son tour une équipe peut tenter de dépasser celle qui est juste devant, Vitesse contre Blocage.',
  },
  'hippodrome.bend-phase': {
    title: 'Phase de virage',
    explain:
      'Une phase autour d’une borne : chaque équipe joue une fois, en commençant par celle qui était dernière, puis vers sa droite ; à son tour une équipe peut tenter de dépasser celle qui est juste devant, Crochet contre Virage.',
  },
  'hippodrome.one-go': {
    title: 'Un tour de jeu par équipe',
    explain:
      'Notre lecture (maison, A19) : chaque équipe en course joue exactement une fois par phase, avec une seule tentative. Le meneur n’a personne à dépasser ; une équipe peut aussi garder sa place plutôt que risquer une égalité.',
  },
  'hippodrome.straight-pass': {
    title: 'Dépasser en ligne droite',
    explain:
      'Celui qui dépasse lance 1D6 + Vitesse, l’équipe devant 1D6 + Blocage (les deux avec la fatigue et les cartes Evènement jouées). Le plus haut l’emporte : si celui qui dépasse gagne, ils échangent leurs places ; si l’équipe devant gagne, rien ne change ; une égalité entremêle leurs roues.',
  },
  'hippodrome.bend-pass': {
    title: 'Dépasser dans un virage',
    explain:
      'Celui qui dépasse lance 1D6 + Crochet, l’équipe devant 1D6 + Virage (les deux avec la fatigue et les cartes Evènement jouées). Le plus haut l’emporte : si celui qui dépasse gagne, ils échangent leurs places ; si l’équipe devant gagne, rien ne change ; une égalité et les chars se rentrent dedans.',
  },
  'hippodrome.entanglement': {
    title: 'Roues entremêlées',
    explain:
      'Après une égalité en ligne droite, les deux équipes lancent 1D6 + Virage (jet d’enlacement) : le perdant doit réussir une sauvegarde en Tranquillité ou avoir un accident ; sur une nouvelle égalité, les deux font la sauvegarde. Si les deux survivent, l’ordre reste le même (maison, A17).',
  },
  'hippodrome.bend-collision': {
    title: 'Collision dans un virage',
    explain:
      'Après une égalité dans un virage, les deux équipes lancent 1D6 + Virage : le perdant doit réussir une sauvegarde en Tranquillité ou avoir un accident ; sur une nouvelle égalité, les deux font la sauvegarde. Si les deux survivent, l’ordre reste le même (maison, A17).',
  },
  'hippodrome.places': {
    title: 'L’ordre après une phase',
    explain:
      'À la fin de chaque phase, les marqueurs de place donnent l’ordre ; le journal dit où se trouve chaque équipe, pour que la visionneuse les place sur la piste.',
  },
  'hippodrome.event-cards': {
    title: 'Jouer des cartes Evènement',
    explain:
      'Une carte Evènement ajoute +2 à un jet de son propriétaire dans la statistique de la carte, puis elle est défaussée. Notre lecture (maison, A21) : les cartes s’annoncent avant les dés, sur les jets de leur propriétaire, sans limite par jet.',
  },
  'hippodrome.save': {
    title: 'Le jet de sauvegarde',
    explain:
      'Pour se sauver, une équipe lance 1D6 + la statistique (le plus souvent Tranquillité) et un adversaire lance un simple D6, le jet de difficulté (maison, A13) : égal ou plus haut, c’est réussi. Les sauvegardes décident de chaque accident : la Tranquillité vaut cher.',
  },
  'hippodrome.crash': {
    title: 'L’accident',
    explain:
      'Un char accidenté est aussitôt détruit ; l’équipe sort de la course. Son conducteur et chacun de ses chevaux font ensuite une sauvegarde pour survivre.',
  },
  'hippodrome.survival': {
    title: 'Conducteur et chevaux survivent-ils ?',
    explain:
      'Après un accident, le conducteur et chacun des quatre chevaux font leur propre sauvegarde en Tranquillité ; ceux qui échouent sont tués. Les survivants restent dans l’épave et peuvent encore être piétinés.',
  },
  'hippodrome.wreck-chain': {
    title: 'L’équipe derrière une épave',
    explain:
      'Pendant les tours, l’équipe juste derrière un accident doit réussir une sauvegarde en Virage pour éviter l’épave ; si elle échoue, elle la touche et doit réussir une sauvegarde en Tranquillité ou s’accidenter à son tour. Les épaves peuvent s’enchaîner dans le peloton (pas au départ : maison, A14f).',
  },
  'hippodrome.trampling': {
    title: 'Les survivants piétinés',
    explain:
      'Quand une équipe qui suit touche une épave, les survivants de cette épave (conducteur, chevaux) font chacun une sauvegarde en Tranquillité ou sont piétinés à mort.',
  },
  'hippodrome.crash-out': {
    title: 'Hors de la course',
    explain:
      'Notre lecture (maison, A15) : une équipe accidentée quitte l’ordre, celles de derrière remontent, et ses cartes Evènement sont défaussées une fois ses sauvegardes réglées.',
  },
  'hippodrome.last-standing': {
    title: 'La dernière équipe en course',
    explain:
      'Une équipe gagne aussitôt si toutes les autres ont eu un accident. Si les dernières équipes s’accidentent ensemble, personne ne gagne (maison, A23).',
  },
  'hippodrome.victory': {
    title: 'La victoire',
    explain:
      'L’équipe qui contrôle le char de tête à la fin du dernier tour gagne ; les autres finissent à leur place.',
  },
  'hippodrome.prize': {
    title: 'Le prix',
    explain:
      'Le conducteur gagnant obtient 1D6 × 1000 sesterces. Pour la couleur seulement : cela ne change rien à la course.',
  },
};
