import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { afterFrame } from '../../playback/frame-loop.ts';
import { startMark } from '../../playback/start-marks.ts';
import { useViewer } from '../../playback/store.ts';
import { useSystem } from '../../playback/use-system.ts';
import { FrameWatch, isSoftwareRenderer, lowerQuality } from './auto-quality.ts';

/** Whether the address names the quality (`?quality=`): then it is never changed automatically. */
function qualityInAddress(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('quality');
}

/** The unmasked renderer name where the browser gives it, else the masked one. */
function rendererName(gl: WebGLRenderingContext | WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
  return typeof name === 'string' ? name : '';
}

/**
 * The starting quality: low on a software renderer, unless the address or the user named one.
 * The viewer asks as soon as its early context exists (main.tsx), before its canvas is sized, so
 * the canvas is sized once; AutoQuality asks again on its renderer's context (then it is settled).
 */
export function chooseStartingQuality(gl: WebGLRenderingContext | WebGL2RenderingContext): void {
  const s = useViewer.getState();
  if (!qualityInAddress() && !s.qualityPinned && s.quality !== 'low') {
    if (isSoftwareRenderer(rendererName(gl))) s.setQuality('low', true);
  }
}

/**
 * Lowers the quality on a slow machine: low from the start on a software renderer, and one step
 * down whenever the median frame interval over a few seconds is slow. The quality select then
 * says "(auto)". Does nothing where the address or the user named the quality. `onSettled` is
 * called once the starting quality is chosen: the scenes build the arena and the effects only
 * then, so a software renderer does not build them at medium first and again at low (a second
 * of its first load).
 */
export function AutoQuality({ onSettled }: { onSettled?: () => void }) {
  const gl = useThree((s) => s.gl);
  const watch = useMemo(() => new FrameWatch(), []);
  useEffect(() => {
    chooseStartingQuality(gl.getContext());
    startMark('quality settled');
    onSettled?.();
  }, [gl, onSettled]);
  useSystem('recorder', 'auto quality', ({ now }) => {
    const s = useViewer.getState();
    if (s.qualityPinned || s.quality === 'low') return;
    if (!watch.frame(now) || qualityInAddress()) return;
    const lower = lowerQuality(s.quality);
    if (lower) afterFrame(() => useViewer.getState().setQuality(lower, true));
  });
  return null;
}
