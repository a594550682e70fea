/**
 * The replay plan, for tools that play a race log back: `buildPlan` turns a log into a timed plan
 * (every chariot's track, conditions and incidents on one clock) and `sampleChariot` poses a
 * chariot at any moment of it. Pure: no DOM, React or three.
 */
export * from './plan.ts';
export * from './sample.ts';
