import { create } from 'zustand';
import { clockText } from './overlay-time.ts';
import type { RecordProgress } from './recorder.ts';

/** How the recording goes (null: none), for the badge; the recorder tells it a few times a second. */
export const useRecording = create<{ progress: RecordProgress | null; file: string | null }>(() => ({
  progress: null,
  file: null,
}));

/**
 * The recording's progress, in the page's corner and outside the broadcast's stage (so it is never
 * in the video): REC and the time while it records, the frames encoded while it finishes, then the
 * file saved.
 */
export function RecordBadge() {
  const progress = useRecording((s) => s.progress);
  const file = useRecording((s) => s.file);
  if (!progress) return null;
  const text =
    progress.phase === 'recording'
      ? `REC ${clockText(progress.seconds)}`
      : progress.phase === 'finishing'
        ? `Writing the video: ${progress.encoded} of ${progress.frames} frames`
        : `Saved ${file ?? 'the video'}`;
  return (
    <output className={`qb-rec is-${progress.phase}`} data-testid="record-badge">
      {text}
    </output>
  );
}
