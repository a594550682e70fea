import { Color } from 'three';
import { DAY_LIGHTS, type DayLight, TIME_OF_DAY, type TimeOfDay } from '../sun.ts';

/** Sun on the dust beyond what a flat patch of sand gets (as a share of the sun's full light): a
 * cloud is lit through and edge on, so a low sun still lights it well (and it glows against one).
 * Lower, the winner's dust at sunset was the colour of the sand and could not be seen. */
const SCATTER = 1;
/** How much of the change of colour the tint keeps (the rest is only lighter or darker): the dust's
 * colour is not lit by the scene's lights, so it follows them only part of the way. */
const HUE = 0.7;

/** The light falling on a cloud of dust (linear RGB): the sun, as on the sand plus what the cloud
 * scatters, and the sky and ground between them. */
function dustLight(day: DayLight, out: Color): Color {
  const up = day.sun[1] / Math.hypot(day.sun[0], day.sun[1], day.sun[2]);
  const sky = new Color(day.hemiSky).lerp(new Color(day.hemiGround), 0.5).multiplyScalar(day.hemiIntensity);
  return out
    .set(day.sunColor)
    .multiplyScalar(day.sunIntensity * (Math.max(0, up) + SCATTER))
    .add(sky);
}

/**
 * The dust's colour is set for the afternoon's light (the default); at another time of day it is
 * multiplied by this: dimmer and orange at sunset, where the sand is too, so the winner's dust no
 * longer shows as pale balls over a darkened track. Exactly white for the afternoon.
 */
export function dustTint(time: TimeOfDay, out = new Color()): Color {
  const base = dustLight(DAY_LIGHTS.afternoon, new Color());
  dustLight(DAY_LIGHTS[time], out);
  out.setRGB(out.r / base.r, out.g / base.g, out.b / base.b);
  const grey = 0.2126 * out.r + 0.7152 * out.g + 0.0722 * out.b;
  return out.setRGB(grey + HUE * (out.r - grey), grey + HUE * (out.g - grey), grey + HUE * (out.b - grey));
}

/** The tint of this page's time of day (`?time=`, read once). */
export const DUST_TINT: Readonly<Color> = dustTint(TIME_OF_DAY);
