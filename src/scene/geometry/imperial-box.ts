import type { BufferGeometry } from 'three';
import { IMPERIAL_BOX } from '../layout.ts';
import { clothSheet, mergeCloth } from './cloth.ts';
import { PartsBuilder } from './parts-builder.ts';

const MARBLE = '#ebe3d2';
const CORNICE = '#f4efe4';
const PORPHYRY = '#7c3a3a';
const TILES = '#a9573f';

export interface ImperialBoxGeometry {
  readonly stone: BufferGeometry;
  readonly gilded: BufferGeometry;
  readonly cloth: BufferGeometry;
}

/**
 * The pulvinar: a marble base rising from the podium, a columned loggia on it with a gabled roof,
 * purple drapes over its parapet, a purple valance and an awning stretched out over the front.
 * It faces north, across the track to the finish line.
 */
export function buildImperialBox(segments: number): ImperialBoxGeometry {
  const stone = new PartsBuilder();
  const gilded = new PartsBuilder();
  const { x, halfWidth: hw, front, back, floor } = IMPERIAL_BOX;
  const x0 = x - hw;
  const x1 = x + hw;

  stone.span(x0, 0, front, x1, floor, back, MARBLE);
  stone.span(x0 - 0.4, floor - 0.5, front - 0.4, x1 + 0.4, floor + 0.2, back, CORNICE);
  stone.span(x0 - 0.3, 0, front - 0.3, x1 + 0.3, 0.8, back, '#b9ab91');
  for (const px of [-8.5, 0, 8.5]) {
    stone.span(x + px - 3.2, 1.6, front - 0.08, x + px + 3.2, 6.2, front + 0.02, PORPHYRY);
  }

  const colY = floor + 0.2;
  const colH = 7.5;
  const top = colY + colH;
  const pitch = (hw * 2 - 3) / 5;
  for (let i = 0; i < 6; i++)
    stone.column(0.5, colH, segments, [x0 + 1.5 + i * pitch, colY, front + 0.8], MARBLE);
  for (const dz of [5, 9.5, 14]) {
    stone.column(0.5, colH, segments, [x0 + 1.5, colY, front + dz], MARBLE);
    stone.column(0.5, colH, segments, [x1 - 1.5, colY, front + dz], MARBLE);
  }
  stone.span(x0 + 0.6, colY, front + 0.6, x1 - 0.6, colY + 1.1, front + 1.1, CORNICE);
  stone.span(x0, colY, back - 1.5, x1, top, back, '#d9c3a8');
  stone.span(x0 - 0.4, top, front + 0.2, x1 + 0.4, top + 1.4, back + 0.4, CORNICE);
  stone.prism(
    back - front + 0.6,
    hw + 0.6,
    4.2,
    [x, top + 1.4, (front + back) / 2 + 0.2],
    TILES,
    Math.PI / 2,
  );
  stone.prism(0.3, hw + 0.2, 4.0, [x, top + 1.4, front + 0.05], CORNICE, Math.PI / 2);
  // an imperial seat at the back of the loggia
  stone.span(x - 2, colY, back - 3.2, x + 2, colY + 1.2, back - 1.5, PORPHYRY);

  const apex = top + 1.4 + 4.2;
  gilded.cylinder(0.35, 0.6, 2.2, segments, [x, apex - 0.2, front + 0.6], '#ffffff');
  gilded.ellipsoid(0.3, 0.36, 0.3, 8, [x, apex + 2.35, front + 0.6], '#ffffff');
  gilded.ellipsoid(1.3, 0.25, 0.5, 8, [x, apex + 1.5, front + 0.6], '#ffffff');
  for (const ax of [x0 - 0.2, x1 + 0.2]) gilded.cone(0.45, 1.8, 8, [ax, top + 1.4, front + 0.3], '#ffffff');

  const cloth = [
    // drapes hanging over the parapet down the face of the base
    clothSheet(40, 8, (u, v) => {
      const px = x0 + 1 + u * (hw * 2 - 2);
      const sag = 0.25 * Math.abs(Math.sin(u * Math.PI * 5));
      const over = Math.min(1, v / 0.2);
      const drop = Math.max(0, (v - 0.2) / 0.8);
      return [px, colY + 1.15 - 0.3 * over - drop * (3 + sag * 2), front + 0.6 - 1.05 * over - 0.12 * drop];
    }),
    // valance under the entablature, scalloped between the columns
    clothSheet(50, 3, (u, v) => {
      const px = x0 + u * hw * 2;
      const scallop = 0.5 * Math.abs(Math.sin(u * Math.PI * 5));
      return [px, top - v * (0.7 + scallop), front + 0.05];
    }),
    // the awning, stretched forward and sagging between its stays
    clothSheet(30, 6, (u, v) => {
      const px = x0 - 0.2 + u * (hw * 2 + 0.4);
      const sag = 0.45 * Math.sin(v * Math.PI) * (0.6 + 0.4 * Math.abs(Math.sin(u * Math.PI * 3)));
      return [px, top + 1.3 - v * 2.2 - sag, front + 0.2 - v * 5];
    }),
  ];

  return { stone: stone.build(), gilded: gilded.build(), cloth: mergeCloth(cloth) };
}
