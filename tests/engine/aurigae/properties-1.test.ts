import { propertiesOverSeeds } from './properties.ts';

propertiesOverSeeds(500, 1000);
