import { seedChunks } from '../../seeds.ts';
import { propertiesOverSeeds } from './properties.ts';

// The property seeds (tests/seeds.ts: a few hundred in npm test, 10,000 in npm run test:deep),
// part 2 of 2: the files share the cores.
for (const [from, to] of seedChunks(1, 2)) propertiesOverSeeds(from, to);
