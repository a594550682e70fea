/**
 * The 3D scene's public faces: what the page's DOM views (src/ui) may use of it, one for each page
 * so that each page's chunk takes only its own scene (a face that re-exported every scene put the
 * broadcast's and the comparison's scenes in the viewer's first load): this one for the viewer,
 * `broadcast.ts` for the broadcast page, `compare.ts` for the comparison page. Everything else in
 * src/scene is its own business; the scene in turn never reads src/ui (both share src/playback).
 */
export type { BroadcastSceneProps } from './BroadcastScene.tsx';
export type { ComparePane, CompareSceneProps } from './CompareScene.tsx';
export { ViewerScene, type ViewerSceneProps } from './ViewerScene.tsx';
