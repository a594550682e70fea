export { buildSpecs } from './build.ts';
export { CM_RULES_VERSION, circusMaximus } from './definition.ts';
export { cmOptions } from './options.ts';
