import { circusMaximus } from '../circus-maximus/index.ts';
import { kernelRun } from './kernel.ts';

export const run = kernelRun(circusMaximus);
