import { propertiesOverSeeds } from './properties.ts';

// 1,000 seeds in all, 250 a file so the files share the cores.
propertiesOverSeeds(750, 1000);
