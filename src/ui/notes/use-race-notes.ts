import { useEffect } from 'react';
import { useViewer } from '../../playback/store.ts';
import { useNotes } from './notes-store.ts';

/** Keeps the notes store on the race shown (by its log's digest). */
export function useRaceNotes(): void {
  const digest = useViewer((s) => s.log?.footer.digest ?? '');
  useEffect(() => useNotes.getState().switchRace(digest), [digest]);
}
