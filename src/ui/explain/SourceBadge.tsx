import { messages } from '../../messages/index.ts';

export type SourceBadgeProps = {
  source: 'seed' | 'house';
  /** What the badge labels. */
  what?: 'rule' | 'table' | 'value';
};

/** "House" for our own values where the seed text is silent, "Seed" for what the game prints. */
export function SourceBadge({ source, what = 'rule' }: SourceBadgeProps) {
  const m = messages.explain;
  return source === 'house' ? (
    <span className="qx-badge is-house" title={m.houseHint[what] + m.houseWhy}>
      {m.house[what]}
    </span>
  ) : (
    <span className="qx-badge is-seed" title={m.seedHint}>
      {m.seed}
    </span>
  );
}
