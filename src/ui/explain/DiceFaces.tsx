import { messages } from '../../messages/index.ts';

export type DiceFacesProps = {
  /** The roll's dice as the log writes them: '3d6', '2d6', 'd100'. */
  dice: string;
  faces: readonly number[];
  /** Drawn size of one die, px. */
  size?: number;
};

/** Pip positions of a six-sided die's faces on a 3 × 3 grid (0, 1, 2 on each axis). */
const PIPS: Record<number, ReadonlyArray<readonly [number, number]>> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

/** Sides of the dice named by '3d6' or 'd100'. */
export function diceSides(dice: string): number {
  const m = /d(\d+)$/.exec(dice);
  return m ? Number(m[1]) : 6;
}

/** One six-sided die with its pips. */
function PipDie({ face, size }: { face: number; size: number }) {
  const pips = PIPS[face] ?? [];
  return (
    <svg
      className="qx-die"
      width={size}
      height={size}
      viewBox="0 0 30 30"
      role="img"
      aria-label={messages.explain.face(face)}
    >
      <rect x="1.5" y="1.5" width="27" height="27" rx="6" className="qx-die-body" />
      {pips.map(([c, r]) => (
        <circle key={`${c}-${r}`} cx={8 + c * 7} cy={8 + r * 7} r="2.6" className="qx-die-pip" />
      ))}
    </svg>
  );
}

/** A die with more sides (a d100, d10, d20): its number on a ten-sided outline. */
function NumberDie({ face, sides, size }: { face: number; sides: number; size: number }) {
  return (
    <svg
      className="qx-die qx-die-number"
      width={size * (face >= 100 ? 1.3 : 1)}
      height={size}
      viewBox={face >= 100 ? '0 0 39 30' : '0 0 30 30'}
      role="img"
      aria-label={messages.explain.faceOn(face, sides)}
    >
      {face >= 100 ? (
        <rect x="1.5" y="1.5" width="36" height="27" rx="6" className="qx-die-body" />
      ) : (
        <polygon points="15,1.5 28.5,11 24,28.5 6,28.5 1.5,11" className="qx-die-body" />
      )}
      <text x={face >= 100 ? 19.5 : 15} y="20" textAnchor="middle" className="qx-die-num">
        {face}
      </text>
    </svg>
  );
}

/** The dice of a roll drawn as dice: pips for six-sided dice, numbers for the others. */
export function DiceFaces({ dice, faces, size = 30 }: DiceFacesProps) {
  const sides = diceSides(dice);
  return (
    <span className="qx-dice" data-dice={dice}>
      {faces.map((face, i) =>
        sides === 6 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: dice of one roll, in the order thrown
          <PipDie key={i} face={face} size={size} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: dice of one roll, in the order thrown
          <NumberDie key={i} face={face} sides={sides} size={size} />
        ),
      )}
    </span>
  );
}
