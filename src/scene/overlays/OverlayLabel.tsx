import { Html } from '@react-three/drei';
import type { ReactNode } from 'react';
import type { Camera, Object3D } from 'three';
import './overlay-labels.css';

export type OverlayLabelProps = {
  x: number;
  z: number;
  /** Height over the sand, metres. */
  y?: number;
  className?: string;
  /** Pixels down the screen from the point: labels of one place stacked as a list. */
  offsetY?: number;
  /** Where the label's centre goes on the screen (drei Html's): by default, the point's place. */
  calculatePosition?: (el: Object3D, camera: Camera, size: { width: number; height: number }) => number[];
  children: ReactNode;
};

/** A small HTML label pinned to a point of the track (DOM text stays sharp at any zoom); under the HUD panels. */
export function OverlayLabel({
  x,
  z,
  y = 1,
  className = '',
  offsetY = 0,
  calculatePosition,
  children,
}: OverlayLabelProps) {
  return (
    <Html
      position={[x, y, z]}
      {...(calculatePosition ? { calculatePosition } : {})}
      center
      zIndexRange={[0, 0]}
      className={`qo-label ${className}`}
      style={offsetY !== 0 ? { marginTop: offsetY } : undefined}
    >
      {children}
    </Html>
  );
}
