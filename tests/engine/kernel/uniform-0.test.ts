import { uniformRaces } from './uniform-races.ts';

// Uniform-bot races, every ruleset the kernel runs, split over two files so that the two test
// workers share them.
uniformRaces(0, 2);
