/** The scene's public face for the broadcast page (see index.ts). */
export { BroadcastScene } from './BroadcastScene.tsx';
