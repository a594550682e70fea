import { propertiesOverSeeds } from './properties.ts';

// 1,000 seeds in all: seeds 0-499 here, the rest in properties-1.test.ts.
propertiesOverSeeds(0, 500);
