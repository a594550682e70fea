import { describe, expect, test } from 'vitest';
import {
  NOTES_FORMAT,
  type NotesFile,
  notesFor,
  parseNotes,
  serializeNotes,
} from '../../src/ui/notes/notes-file.ts';
import { useNotes } from '../../src/ui/notes/notes-store.ts';

const DIGEST = `sha256:${'a'.repeat(64)}`;
const file = (notes: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ format: NOTES_FORMAT, version: 1, digest: DIGEST, notes, ...extra });

describe('presenter notes files', () => {
  test('a file round-trips through its text', () => {
    const f: NotesFile = {
      format: NOTES_FORMAT,
      version: 1,
      digest: DIGEST,
      race: 'crudis, seed 7',
      notes: [
        { id: 'n1', seq: 12, text: 'Watch the red die here.' },
        { id: 'n2', t: 30.5, text: 'The danger line, "over", not "at least".' },
      ],
    };
    const r = parseNotes(serializeNotes(f), { digest: DIGEST, eventCount: 100 });
    expect(r).toEqual({ ok: true, file: f });
  });

  test.each([
    ['not json', '{', /^not JSON/],
    ['an array', '[]', /^\$: a notes file is a JSON object/],
    [
      'wrong format',
      JSON.stringify({ format: 'x', version: 1, digest: DIGEST, notes: [] }),
      /^\$\.format: expected "quadriga\.notes"/,
    ],
    ['wrong version', file([], { version: 2 }), /^\$\.version: expected 1, got number/],
    ['no digest', file([], { digest: 5 }), /^\$\.digest: expected the log's digest/],
    ['notes not a list', file({}), /^\$\.notes: expected an array/],
    ['a note not an object', file(['hi']), /^\$\.notes\[0\]: a note must be an object, got "hi"/],
    ['no id', file([{ seq: 1, text: 't' }]), /^\$\.notes\[0\]\.id: expected a non-empty string/],
    [
      'empty text',
      file([{ id: 'a', seq: 1, text: '  ' }]),
      /^\$\.notes\[0\]\.text: expected a non-empty string/,
    ],
    ['bad seq', file([{ id: 'a', seq: 1.5, text: 't' }]), /^\$\.notes\[0\]\.seq: expected an event number/],
    [
      'negative time',
      file([{ id: 'a', t: -1, text: 't' }]),
      /^\$\.notes\[0\]\.t: expected a time in seconds/,
    ],
    [
      'no moment',
      file([{ id: 'a', text: 't' }]),
      /^\$\.notes\[0\]: a note needs "seq" \(an event\) or "t" \(a time\)/,
    ],
    [
      'duplicate id',
      file([
        { id: 'a', t: 1, text: 't' },
        { id: 'a', t: 2, text: 'u' },
      ]),
      /^\$\.notes\[1\]\.id: "a" is used by an earlier note/,
    ],
    [
      'too long',
      file([{ id: 'a', t: 1, text: 'x'.repeat(2001) }]),
      /^\$\.notes\[0\]\.text: 2001 characters, at most 2000/,
    ],
  ])('refuses %s, saying where', (_, text, message) => {
    const r = parseNotes(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  test('notes of another race, or of events the race does not have, are refused', () => {
    const other = parseNotes(file([]), { digest: `sha256:${'b'.repeat(64)}` });
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.error).toMatch(/^\$\.digest: these notes belong to another race/);
    const missing = parseNotes(file([{ id: 'a', seq: 50, text: 't' }]), { eventCount: 50 });
    expect(missing.ok).toBe(false);
    if (!missing.ok)
      expect(missing.error).toBe('$.notes[0].seq: event 50 is not in this race (it has 50 events)');
  });

  test('a step shows the notes pinned to its event or timed before the next step', () => {
    const notes = [
      { id: 'a', seq: 4, text: 'a' },
      { id: 'b', seq: 5, text: 'b' },
      { id: 'c', t: 10, text: 'c' },
      { id: 'd', t: 12, text: 'd' },
    ];
    expect(notesFor(notes, 4, 9, 12).map((n) => n.id)).toEqual(['a', 'c']);
    expect(notesFor(notes, 5, 12, 13).map((n) => n.id)).toEqual(['b', 'd']);
  });

  test('the store adds, removes and loads notes for the race shown, refusing a bad file', () => {
    const s = useNotes.getState();
    s.switchRace(DIGEST);
    s.add({ seq: 3, text: 'first' });
    s.add({ t: 1, text: 'timed' });
    expect(useNotes.getState().notes.map((n) => n.text)).toEqual(['timed', 'first']);
    const saved = serializeNotes(useNotes.getState().file('crudis, seed 7'));
    s.remove(useNotes.getState().notes[0]!.id);
    expect(useNotes.getState().notes).toHaveLength(1);
    expect(s.load('{"format":"nope"}', 100)).toBe(false);
    expect(useNotes.getState().error).toMatch(/\$\.format/);
    expect(useNotes.getState().notes).toHaveLength(1);
    expect(s.load(saved, 100)).toBe(true);
    expect(useNotes.getState().notes).toHaveLength(2);
    expect(useNotes.getState().error).toBeNull();
  });
});
