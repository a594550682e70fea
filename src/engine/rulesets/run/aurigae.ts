import { aurigae } from '../aurigae/index.ts';
import { kernelRun } from './kernel.ts';

export const run = kernelRun(aurigae);
