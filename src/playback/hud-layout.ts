/**
 * Where the viewer's page panels sit over the scene, measured by the page (Viewer.tsx's
 * ResizeObserver on the bottom bar) and read by the camera rig's frame system: one object,
 * written when the layout changes, never allocated per frame.
 */
export const hudLayout = {
  /** CSS pixels at the bottom of the viewer the bottom bar covers, its margin included (0: none shown). */
  bottom: 0,
};
