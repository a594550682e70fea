import { Suspense, useEffect } from 'react';
import { ChariotInstances, type FleetSource } from './ChariotInstances.tsx';
import { loadTeams } from './chariot-assets.ts';

export type ChariotsProps = {
  /** Whether the teams cast shadows on the sand. */
  castShadow?: boolean;
  /** Teams farther from the camera than this (m) are drawn with the light models. */
  lodDistance?: number;
  /** Called once the models are loaded and the chariots are in the scene. */
  onReady?: () => void;
  /** The race to draw; the viewer's when absent. */
  source?: FleetSource;
};

/** Mounts with its Suspense siblings, so its effect runs once they have all loaded. */
function Loaded({ onLoaded }: { onLoaded?: () => void }) {
  useEffect(() => onLoaded?.(), [onLoaded]);
  return null;
}

// The teams' file is fetched as soon as the scene's code runs, before any chariot asks for it.
void loadTeams();

/** The race's quadrigae, wrecks and selection marker; nothing is drawn until the models load. */
export function Chariots({ castShadow = true, lodDistance = 45, onReady, source }: ChariotsProps) {
  return (
    <Suspense fallback={null}>
      <ChariotInstances castShadow={castShadow} lodDistance={lodDistance} source={source} />
      <Loaded onLoaded={onReady} />
    </Suspense>
  );
}
