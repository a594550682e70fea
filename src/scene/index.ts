/**
 * The 3D scene's public face: what the page's DOM views (src/ui) may use of it. Everything else in
 * src/scene is its own business; the scene in turn never reads src/ui (both share src/playback).
 */
export { BroadcastScene, type BroadcastSceneProps } from './BroadcastScene.tsx';
export { type ComparePane, CompareScene, type CompareSceneProps } from './CompareScene.tsx';
export { ViewerScene, type ViewerSceneProps } from './ViewerScene.tsx';
