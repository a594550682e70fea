export type SourceBadgeProps = {
  source: 'seed' | 'house';
  /** What the badge labels: "rule", "table", "value". */
  what?: string;
};

/** "House" for our own values where the seed text is silent, "Seed" for what the game prints. */
export function SourceBadge({ source, what = 'rule' }: SourceBadgeProps) {
  return source === 'house' ? (
    <span
      className="qx-badge is-house"
      title={`A house ${what}: our own reading where the seed text is silent`}
    >
      House {what}
    </span>
  ) : (
    <span className="qx-badge is-seed" title={`Printed in the game's seed text`}>
      Seed
    </span>
  );
}
