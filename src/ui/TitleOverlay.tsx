import type { CSSProperties } from 'react';

export type TitleOverlayProps = {
  title?: string;
  subtitle?: string;
};

const box: CSSProperties = {
  position: 'absolute',
  top: 16,
  left: 20,
  pointerEvents: 'none',
  color: '#fdf6e6',
  fontFamily: 'Georgia, "Times New Roman", serif',
  textShadow: '0 1px 3px rgba(40, 20, 0, 0.7)',
};

/** The name of the game over the canvas. */
export function TitleOverlay({ title = 'QUADRIGA', subtitle = 'Circus Maximus' }: TitleOverlayProps) {
  return (
    <div style={box}>
      <div style={{ fontSize: 30, letterSpacing: '0.3em' }}>{title}</div>
      <div style={{ fontSize: 14, letterSpacing: '0.2em', opacity: 0.9 }}>{subtitle}</div>
    </div>
  );
}
