import type { RootState } from '@react-three/fiber';

/**
 * The frame's renderer when post-processing is on: it draws the scene into its own picture and
 * then onto the screen through its passes. Set by `PostProcessing` once its lazily loaded pipeline
 * is in; null draws the scene straight to the screen (FrameRender).
 */
export interface PostRenderer {
  render(state: RootState, now: number, drawScene: () => void): void;
}

export const postRenderer: { current: PostRenderer | null } = { current: null };
