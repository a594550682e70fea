// Circus Maximus' causes and spear checks as plain values, without the log schema (and zod): the
// viewer's sentences need them on its first load.

/**
 * What brings an incident about: the blow, slide or strain it follows. The chariot whose act it
 * was, where one was, is the event's `by`.
 */
export const CM_CAUSES = [
  'corner-strain',
  'lash',
  'ram',
  'evasion',
  'rebound',
  'collision',
  'dust',
  'dust-blowback',
  'knife',
  'spear',
  'own-spear',
  'barrier',
  'broken-wheel',
  'flip-check',
  'braking',
  'wet-lane-change',
  'wreckage',
] as const;
export type CmCause = (typeof CM_CAUSES)[number];

/** The three moments the spear's holder checks he keeps it safe (seed). */
export const CM_SPEAR_CHECKS = ['ramming', 'rammed', 'corner-strain'] as const;
export type CmSpearCheck = (typeof CM_SPEAR_CHECKS)[number];
