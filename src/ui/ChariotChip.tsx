import { factionColour } from '../engine/race/palette.ts';
import { messages } from '../messages/index.ts';
import './ChariotChip.css';

export type ChariotChipProps = {
  colour: string;
  faction: string | null | undefined;
  /** 'big' on cards. */
  size?: 'small' | 'big';
  /** The broadcast's class names (qb-) rather than the viewer's (qv-). */
  broadcast?: boolean;
};

/**
 * A chariot's two marks: its own colour (no two chariots of a field share one) and, beside it, its
 * faction's colour as a diamond (a team of the setup's own has an outlined one), so the faction
 * shows even where a chariot wears another colour than its faction's.
 */
export function ChariotChip({ colour, faction, size = 'small', broadcast = false }: ChariotChipProps) {
  const p = broadcast ? 'qb' : 'qv';
  const mark = factionColour(faction);
  const label = faction ? messages.card.faction(faction) : messages.factions.none;
  return (
    <span className={`q-chip-pair q-chip-${size}`}>
      <span
        className={size === 'big' ? `${p}-chip ${p}-chip-big` : `${p}-chip`}
        style={{ background: colour }}
      />
      {faction ? (
        <span
          className={mark ? 'q-faction' : 'q-faction is-own'}
          data-faction={faction}
          title={label}
          role="img"
          aria-label={label}
          style={mark ? { background: mark } : undefined}
        />
      ) : null}
    </span>
  );
}
