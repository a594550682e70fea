import { crudis } from '../crudis/index.ts';
import { kernelRun } from './kernel.ts';

export const run = kernelRun(crudis);
