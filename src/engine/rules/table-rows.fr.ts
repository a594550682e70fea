/**
 * The rows of the tables a race rolls on, in French, keyed by table id and row key: every cell of
 * each row as the explain card shows it under `?lang=fr` (./tables.fr.ts has the headings). A
 * roll's outcome in French is its row's `result` cell. Written for each row, never derived from the
 * English; a test checks each row has the English row's cells.
 */

export interface TableRowsText {
  /** The column that says what the roll came to (a roll's outcome): 1 unless given. */
  readonly result?: number;
  readonly rows: Readonly<Record<string, readonly string[]>>;
}

const SAME = (n: number, text: string): readonly string[] => [String(n), text];

export const TABLE_ROWS_FR: Readonly<Record<string, TableRowsText>> = {
  'crudis.damage-table': {
    rows: {
      '1': ['1', 'ACCIDENT ! (char détruit)', ''],
      '2': [
        '2',
        'Char gravement endommagé (−2 aux jets de dégâts suivants)',
        '−2 aux jets de dégâts suivants',
      ],
      '3': ['3', 'Char endommagé (−1 aux jets de dégâts suivants)', '−1 aux jets de dégâts suivants'],
      '4': ['4', 'Cheval gravement blessé (−2 au mouvement désormais)', '−2 au mouvement désormais'],
      '5': ['5', 'Cheval blessé (−1 au mouvement désormais)', '−1 au mouvement désormais'],
      '6': ['6', 'Indemne ! (aucun effet)', ''],
    },
  },
  'crudis.damage-timing': {
    rows: {
      '1': SAME(1, 'au début du mouvement'),
      '2': SAME(2, 'au début du mouvement'),
      '3': SAME(3, 'sur la ligne de danger (ou à mi-mouvement)'),
      '4': SAME(4, 'sur la ligne de danger (ou à mi-mouvement)'),
      '5': SAME(5, 'à la fin du mouvement'),
      '6': SAME(6, 'à la fin du mouvement'),
    },
  },
  'crudis.dead-cart-bounce': {
    rows: {
      '1': SAME(1, '2 couloirs vers l’intérieur'),
      '2': SAME(2, '1 couloir vers l’intérieur'),
      '3': SAME(3, 'même couloir'),
      '4': SAME(4, 'même couloir'),
      '5': SAME(5, '1 couloir vers l’extérieur'),
      '6': SAME(6, '2 couloirs vers l’extérieur'),
    },
  },
  'crudis.swerve-table': {
    rows: {
      '1': SAME(1, '3 vers l’intérieur'),
      '2': SAME(2, '2 vers l’intérieur'),
      '3': SAME(3, '1 vers l’intérieur'),
      '4': SAME(4, '2 vers l’extérieur'),
      '5': SAME(5, '1 vers l’extérieur'),
      '6': SAME(6, 'reste dans son couloir'),
    },
  },
  'crudis.whip-table.outer-horses': {
    rows: {
      '1': SAME(1, 'l’attaquant perd le contrôle'),
      '2': SAME(2, 'l’attaquant perd son fouet'),
      '3': SAME(3, 'aucun effet'),
      '4': SAME(4, 'aucun effet'),
      '5': SAME(5, 'la victime s’écarte (2 cases)'),
      '6': SAME(6, 'la victime perd le contrôle'),
    },
  },
  'crudis.whip-table.yokers': {
    rows: {
      '1': SAME(1, 'l’attaquant perd le contrôle'),
      '2': SAME(2, 'l’attaquant perd son fouet'),
      '3': SAME(3, 'aucun effet'),
      '4': SAME(4, 'aucun effet'),
      '5': SAME(5, 'cheval de la victime blessé (−1)'),
      '6': SAME(6, 'cheval de la victime gravement blessé (−2)'),
    },
  },
  'crudis.whip-table.charioteer': {
    rows: {
      '1': SAME(1, 'l’attaquant perd le contrôle'),
      '2': SAME(2, 'l’attaquant perd son fouet'),
      '3': SAME(3, 'l’attaquant perd son fouet'),
      '4': SAME(4, 'aucun effet'),
      '5': SAME(5, 'la victime perd le contrôle'),
      '6': SAME(6, 'la victime a un accident !'),
    },
  },
  'crudis.rip-off-wheels': {
    rows: {
      '1': SAME(1, 'l’attaquant est endommagé (jet sur la table des dégâts)'),
      '2': SAME(2, 'l’attaquant perd le contrôle'),
      '3': SAME(3, 'jet sur la table des roues arrachées'),
      '4': SAME(4, 'jet sur la table des roues arrachées'),
      '5': SAME(5, 'jet sur la table des roues arrachées'),
      '6': SAME(6, 'jet sur la table des roues arrachées'),
    },
  },
  'crudis.rip-off-results': {
    rows: {
      '1': SAME(1, 'les deux chars sont endommagés'),
      '2': SAME(2, 'les chars s’accrochent'),
      '3': SAME(3, 'les deux chars perdent le contrôle'),
      '4': SAME(4, 'la victime perd le contrôle'),
      '5': SAME(5, 'la victime est gravement endommagée (deux jets sur la table des dégâts)'),
      '6': SAME(6, 'la victime est gravement endommagée (deux jets sur la table des dégâts)'),
    },
  },
  'crudis.locked-table': {
    rows: {
      '1': SAME(1, 'chars endommagés (chacun lance sur la table des dégâts), toujours accrochés'),
      '2': SAME(2, 'chars endommagés (chacun lance sur la table des dégâts), mais ils se séparent'),
      '3': SAME(3, 'doivent changer d’un couloir (1-3 vers l’intérieur, 4-6 vers l’extérieur)'),
      '4': SAME(4, 'peuvent changer d’un couloir'),
      '5': SAME(5, 'les chars se séparent'),
      '6': SAME(6, 'les chars se séparent'),
    },
  },
  'circus-maximus.corner-strain-chart': {
    rows: {
      '1 over': ['1', '12+', '14+', '16+', '18+'],
      '2 over': ['2', '9+', '11+', '13+', '15+'],
      '3 over': ['3', '7+', '9+', '11+', '13+'],
      '4 over': ['4', '5+', '7+', '9+', '11+'],
      '5 over': ['5', '3+', '5+', '7+', '9+'],
      '6+ over': ['6+', '1+', '3+', '5+', '7+'],
    },
  },
  'circus-maximus.lash-table': {
    result: 2,
    rows: {
      'team, -6 or less': ['attelage', '−6 ou moins', 'fouet saisi'],
      'team, -5 to -3': ['attelage', '−5 à −3', 'aucun effet'],
      'team, -2 to 0': ['attelage', '−2 à 0', 'aucun effet'],
      'team, +1 to +2': ['attelage', '+1 à +2', 'perte de vitesse'],
      'team, +3 to +4': ['attelage', '+3 à +4', 'dérapage forcé'],
      'team, +5 to +6': ['attelage', '+5 à +6', 'cheval blessé'],
      'team, +7 or more': ['attelage', '+7 ou plus', 'double dérapage'],
      'driver, -6 or less': ['cocher', '−6 ou moins', 'fouet saisi'],
      'driver, -5 to -3': ['cocher', '−5 à −3', 'aucun effet'],
      'driver, -2 to 0': ['cocher', '−2 à 0', 'aucun effet'],
      'driver, +1 to +2': ['cocher', '+1 à +2', 'secoué (MC −3, regagne 1 par tour)'],
      'driver, +3 to +4': ['cocher', '+3 à +4', 'freinage forcé'],
      'driver, +5 to +6': ['cocher', '+5 à +6', 'cocher blessé'],
      'driver, +7 or more': ['cocher', '+7 ou plus', 'cocher blessé (2 coups)'],
    },
  },
  'circus-maximus.damage-to-cars-table': {
    rows: {
      '6 or less': ['6 ou moins', 'rebond : la roue de l’attaquant prend les dégâts'],
      '7-9': ['7-9', 'coup de biais : aucun dégât'],
      '10-11': ['10-11', 'le défenseur est secoué'],
      '12-13': ['12-13', 'le défenseur doit déraper'],
      '14-15': ['14-15', 'dégâts à la roue du défenseur'],
      '16-17': ['16-17', 'dégâts à la roue du défenseur et un dérapage forcé'],
      '18 or more': ['18 ou plus', 'dégâts à la roue du défenseur et un double dérapage'],
    },
  },
  'circus-maximus.wheel-damage-table': {
    rows: {
      '3 or less': ['3 ou moins', 'aucun dégât à la roue'],
      '4-5': ['4-5', '1 coup à la roue'],
      '6-7': ['6-7', '2 coups à la roue'],
      '8-9': ['8-9', '3 coups à la roue'],
      '10-11': ['10-11', '4 coups à la roue'],
      '12-13': ['12-13', '5 coups à la roue'],
      '14': ['14', '6 coups à la roue'],
      '15 or more': ['15 ou plus', '7 coups à la roue'],
    },
  },
  'circus-maximus.horse-injury-table': {
    rows: {
      '4 or less': ['4 ou moins', 'aucun dégât'],
      '5-6': ['5-6', '1 coup au cheval le plus proche'],
      '7-8': ['7-8', '2 coups au cheval le plus proche'],
      '9-10': ['9-10', '3 coups au cheval le plus proche'],
      '11-12': ['11-12', '4 coups au cheval le plus proche'],
      '13 or more': ['13 ou plus', '5 coups au cheval le plus proche'],
    },
  },
  'circus-maximus.flip-check-table': {
    rows: {
      higher: ['plus haut', 'plus haut que les dégâts de la roue : rien'],
      equal: ['égal', 'égal aux dégâts de la roue : un coup de plus à la roue'],
      lower: ['plus bas', 'plus bas que les dégâts de la roue : le char se retourne'],
    },
  },
  'circus-maximus.team-after-flip-table': {
    rows: {
      '1-3': ['1-3', 'l’attelage reste empêtré dans l’épave'],
      '4-6': ['4-6', 'l’attelage se libère et s’emballe'],
    },
  },
  'circus-maximus.driver-after-flip-table': {
    rows: {
      '1-2': ['1-2', 'le cocher est à terre, hors de la course'],
      '3-4': ['3-4', 'le cocher est projeté, indemne, et à pied'],
      '5-6': ['5-6', 'le cocher est pris dans les rênes et traîné'],
    },
  },
  'circus-maximus.critical-hit-table': {
    rows: {
      '1-3': ['1-3', 'pas d’autre effet'],
      '4': ['4', 'secoué'],
      '5': ['5', 'blessure à la tête ou à l’œil : MC −1 jusqu’à la fin de la course'],
      '6': ['6', 'lâche les rênes : freinage forcé'],
    },
  },
  'circus-maximus.wreck-crossing-table': {
    rows: {
      '6 or less': ['6 ou moins', 'passe proprement'],
      '7-9': ['7-9', 'une secousse : secoué'],
      '10-11': ['10-11', 'dégâts à une roue : 2 coups'],
      '12 or more': ['12 ou plus', 'le char se retourne sur les débris'],
    },
  },
  'circus-maximus.dust-table': {
    rows: {
      '2 or less': [
        '2 ou moins',
        'le défenseur tombe : traîné derrière son char et son attelage, qui s’emballent',
      ],
      '3-5': [
        '3-5',
        'le défenseur fait un écart vers l’attaquant : les deux chars endommagés comme par un éperonnage',
      ],
      '6-8': ['6-8', 'blessure à l’œil : MC −1, et tout droit pendant les deux mouvements suivants'],
      '9-10': ['9-10', 'le défenseur s’écarte : dérapage de deux couloirs'],
      '11': [
        '11',
        'aveuglé : un coup au cocher, vitesse de l’attelage divisée par deux jusqu’à un 5 ou un 6',
      ],
      '12 or more': ['12 ou plus', 'le vent rabat la poussière : blessure à l’œil de l’attaquant'],
    },
  },
  'circus-maximus.knife-table': {
    rows: {
      '2 or less': ['2 ou moins', 'défenseur tué : corps traîné et attelage emballé'],
      '3-6': ['3-6', 'blessure grave : autant de coups au cocher qu’un dé'],
      '7-9': ['7-9', 'blessure légère : un coup au cocher'],
      '10': ['10', 'cheval légèrement touché : le cheval le plus proche prend un coup'],
      '11': ['11', 'cheval gravement touché : le cheval le plus proche prend autant de coups qu’un dé'],
      '12 or more': ['12 ou plus', 'cheval tué : le cheval le plus proche est tué'],
    },
  },
  'circus-maximus.spear-table': {
    rows: {
      '6 or less': ['6 ou moins', 'blessure grave, comme sur la table du couteau'],
      '7-9': ['7-9', 'blessure légère, comme sur la table du couteau'],
      '10 or more': ['10 ou plus', 'défenseur tué, comme sur la table du couteau'],
    },
  },
  'circus-maximus.critical-horse-hit-table': {
    rows: {
      '8 or less': ['8 ou moins', 'pas d’effet de plus'],
      '9': ['9', 'un coup de plus'],
      '10': ['10', 'deux coups de plus'],
      '11': ['11', 'trois coups de plus'],
      '12 or more': ['12 ou plus', 'cheval tué'],
    },
  },
  'circus-maximus.weather-table.initial': {
    rows: {
      '1': ['1', 'pluie (relancer : un autre 1 et la course part aussi dans la boue)'],
      '2': ['2', 'clair (relancer sur cette colonne au début de chaque tour)'],
      '3-6': ['3-6', 'clair'],
    },
  },
  'circus-maximus.weather-table.subsequent': {
    rows: {
      '1': ['1', 'clair'],
      '2-6': ['2-6', 'pluie'],
    },
  },
  'aurigae.charioteer-table': {
    rows: {
      novice: ['1-2', 'Aurige novice +10 %', '+10 %', '12', '12', '10″'],
      average: ['3-4', 'Moyen +20 %', '+20 %', '14', '13', '10″'],
      veteran: ['5', 'Vétéran +30 %', '+30 %', '16', '14', '10″'],
      elite: ['6', 'D’élite +40 %', '+40 %', '18', '15', '10″'],
    },
  },
  'aurigae.team-table': {
    rows: {
      poor: ['1', 'Qualité médiocre −10 %', '−10 %'],
      fair: ['2', 'Passable 0 %', '0'],
      good: ['3-5', 'Bon +10 %', '+10 %'],
      excellent: ['6', 'Excellent +20 %', '+20 %'],
    },
  },
  'aurigae.speed-change-table': {
    rows: {
      hold: ['garder l’allure', '—', '0'],
      'up-1d6': ['+1d6', '1d6', '0'],
      'down-1d6': ['−1d6', '1d6', '0'],
      'up-2d6': ['+2d6', '2d6', '−10 %'],
      'down-2d6': ['−2d6', '2d6', '−10 %'],
      'stop-4d6': ['−4d6 (arrêt brusque)', '4d6', '−20 %'],
    },
  },
  'aurigae.integrity-table': {
    rows: {
      intact: ['0', 'intact', 'attelage et char en ligne'],
      'slight swerve': ['1', 'léger écart', 'chevaux et char un peu hors de la ligne'],
      'moderate swerve': ['2', 'écart modéré', 'chevaux et char plus hors de la ligne'],
      swerve: ['3', 'écart', 'le char tourné à 45° de sa ligne, vitesse divisée par deux'],
      crash: ['4', 'accident', 'naufrage : le char reste sur la piste'],
    },
  },
  'aurigae.injury-table': {
    rows: {
      halt: ['arrêt', '0', 'aucune'],
      walk: ['pas', '1-8', '1d6'],
      trot: ['trot', '9-18', '2d6'],
      canter: ['petit galop', '19-30', '3d6'],
      gallop: ['galop', '31-44', '3d6 + 3'],
      charge: ['charge', '45-60', '4d6'],
    },
  },
  'aurigae.speed-band-table': {
    rows: {
      halt: ['arrêt', '0', '0'],
      walk: ['pas', '1-8', '0'],
      trot: ['trot', '9-18', '−5 %'],
      canter: ['petit galop', '19-30', '−10 %'],
      gallop: ['galop', '31-44', '−20 %'],
      charge: ['charge', '45-60', '−30 %'],
    },
  },
  'aurigae.collision-table': {
    rows: {
      spina: ['spina', 'heurte la spina', '−30 %', '0'],
      wall: ['mur', 'heurte le mur de l’arène', '−20 %', '0'],
      chariot: ['char', 'entre en collision avec un char', '−20 %', '−10 %'],
      wreck: ['épave', 'percute une épave', '−30 %', '0'],
    },
  },
};
