import { create } from 'zustand';
import {
  NOTES_FORMAT,
  NOTES_VERSION,
  type NotesFile,
  type PresenterNote,
  parseNotes,
  serializeNotes,
} from './notes-file.ts';

export interface NotesState {
  /** The digest of the race the notes belong to ('' before a race). */
  digest: string;
  notes: PresenterNote[];
  /** The last upload's error, in words, or null. */
  error: string | null;
  /** Switches to a race's notes: those kept in this browser for its digest, else none. */
  switchRace(digest: string): void;
  add(note: Omit<PresenterNote, 'id'>): void;
  remove(id: string): void;
  /** Replaces the notes with a file's; returns false (and keeps the error) when it is refused. */
  load(text: string, eventCount: number): boolean;
  file(race?: string): NotesFile;
}

const storageKey = (digest: string) => `quadriga.notes.${digest}`;

/** Notes are also kept in the browser, per race, so a reload does not lose a presenter's work. */
function remember(digest: string, notes: PresenterNote[]): void {
  try {
    const file: NotesFile = { format: NOTES_FORMAT, version: NOTES_VERSION, digest, notes };
    if (notes.length > 0) localStorage.setItem(storageKey(digest), serializeNotes(file));
    else localStorage.removeItem(storageKey(digest));
  } catch {
    // storage off or full: the download still saves them
  }
}

function recall(digest: string): PresenterNote[] {
  try {
    const text = localStorage.getItem(storageKey(digest));
    if (!text) return [];
    const r = parseNotes(text, { digest });
    return r.ok ? r.file.notes : [];
  } catch {
    return [];
  }
}

const byMoment = (a: PresenterNote, b: PresenterNote) =>
  (a.seq ?? -1) - (b.seq ?? -1) || (a.t ?? 0) - (b.t ?? 0);

export const useNotes = create<NotesState>()((set, get) => ({
  digest: '',
  notes: [],
  error: null,
  switchRace: (digest) => {
    if (digest === get().digest) return;
    set({ digest, notes: recall(digest), error: null });
  },
  add: (note) => {
    const ids = new Set(get().notes.map((n) => n.id));
    let k = get().notes.length + 1;
    while (ids.has(`n${k}`)) k++;
    const notes = [...get().notes, { id: `n${k}`, ...note }].sort(byMoment);
    set({ notes, error: null });
    remember(get().digest, notes);
  },
  remove: (id) => {
    const notes = get().notes.filter((n) => n.id !== id);
    set({ notes });
    remember(get().digest, notes);
  },
  load: (text, eventCount) => {
    const r = parseNotes(text, { digest: get().digest, eventCount });
    if (!r.ok) {
      set({ error: r.error });
      return false;
    }
    const notes = [...r.file.notes].sort(byMoment);
    set({ notes, error: null });
    remember(get().digest, notes);
    return true;
  },
  file: (race) => ({
    format: NOTES_FORMAT,
    version: NOTES_VERSION,
    digest: get().digest,
    ...(race ? { race } : {}),
    notes: get().notes,
  }),
}));
