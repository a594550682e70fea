/**
 * The speed goals of issue 21, each printed with PASS or FAIL and its figure. A goal not measured
 * in this run (its benchmark skipped, or not written yet) is a FAIL that says why, so the gaps
 * stay visible.
 */
export interface Goal {
  /** Who answers for it: the helper whose code the figure measures. */
  owner: string;
  goal: string;
  /** The figure beside its limit, or why there is none. */
  figure: string;
  pass: boolean;
}

export const fmt = (n: number, d = 1): string =>
  n.toLocaleString('en-GB', { minimumFractionDigits: d, maximumFractionDigits: d });

/** A goal met when `value <= limit`. */
export function atMost(owner: string, goal: string, value: number, limit: number, unit: string, d = 1): Goal {
  return {
    owner,
    goal,
    figure: `${fmt(value, d)} ${unit} (limit ${fmt(limit, d)} ${unit})`,
    pass: value <= limit,
  };
}

export function notMeasured(owner: string, goal: string, why: string): Goal {
  return { owner, goal, figure: `not measured: ${why}`, pass: false };
}

export function goalsText(goals: readonly Goal[]): string {
  const width = Math.max(...goals.map((g) => g.goal.length));
  const lines = goals.map(
    (g) => `${g.pass ? 'PASS' : 'FAIL'}  ${g.goal.padEnd(width)}  ${g.figure}  [${g.owner}]`,
  );
  const passed = goals.filter((g) => g.pass).length;
  return `${lines.join('\n')}\n${passed} of ${goals.length} goals pass\n`;
}
