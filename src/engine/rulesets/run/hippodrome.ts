import { hippodrome } from '../hippodrome/index.ts';
import { kernelRun } from './kernel.ts';

export const run = kernelRun(hippodrome);
