import { invariantsOf } from './races.ts';

// The cross-ruleset invariants (race-invariants.ts), split over files so that they share the cores.
invariantsOf('crudis');
invariantsOf('hippodrome');
