import { propertiesOverSeeds } from './properties.ts';

// 1,000 seeds in all: seeds 500-999 here, the rest in properties-0.test.ts.
propertiesOverSeeds(500, 1000);
