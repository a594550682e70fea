import { BroadcastStandings } from './BroadcastStandings.tsx';
import { IncidentTicker } from './IncidentTicker.tsx';
import { LapBug } from './LapBug.tsx';
import { LowerThird } from './LowerThird.tsx';

/** The broadcast graphics over the race: lap bug, standings, lower third and incident ticker. */
export function BroadcastOverlay() {
  return (
    <div className="qb-overlay" data-testid="broadcast-overlay">
      <LapBug />
      <BroadcastStandings />
      <LowerThird />
      <IncidentTicker />
    </div>
  );
}
