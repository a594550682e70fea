import { BroadcastStandings } from './BroadcastStandings.tsx';
import { IncidentTicker } from './IncidentTicker.tsx';
import { LapBug } from './LapBug.tsx';
import { LowerThird } from './LowerThird.tsx';

/**
 * The broadcast graphics over the race: lap bug, standings, lower third (with the commentary, spoken
 * with `speech`) and incident ticker.
 */
export function BroadcastOverlay({ speech = false }: { speech?: boolean }) {
  return (
    <div className="qb-overlay" data-testid="broadcast-overlay">
      <LapBug />
      <BroadcastStandings />
      <LowerThird speech={speech} />
      <IncidentTicker />
    </div>
  );
}
