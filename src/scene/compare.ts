/** The scene's public face for the comparison page (see index.ts). */
export { CompareScene } from './CompareScene.tsx';
