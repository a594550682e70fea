/**
 * Where the lens is focused this frame, written by the camera rig and read by the post-processing
 * (depth of field): the distance to the plane of focus (m), and whether the shot wants a shallow
 * depth of field (a close trackside shot, a duel, a replay) or everything sharp (wide, top, free).
 */
export const cameraFocus = {
  distance: 40,
  shallow: false,
};
