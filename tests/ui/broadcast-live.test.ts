import { describe, expect, it } from 'vitest';
import type { Programme } from '../../src/replay/director.ts';
import { onAir, showProgramme } from '../../src/ui/broadcast/on-air.ts';

// The broadcast page on a live relay (issue 20 item 6): each turn the relay sends gives the race a
// new programme, which carries on from the moment on air instead of restarting the race card.

const programme = (duration: number): Programme => ({ cuts: [], duration });

describe('the programme of a race that grows', () => {
  it('the same race again carries on where it was; another race starts with its card', () => {
    showProgramme(programme(10), 'live: r1-crudis-7-aaaaaaaaaa', true, true);
    expect(onAir).toMatchObject({ phase: 'card', time: 0, live: true });
    // On air, four seconds into the race.
    onAir.phase = 'race';
    onAir.time = 4;
    onAir.cut = 2;
    const grown = programme(14);
    showProgramme(grown, 'live: r1-crudis-7-aaaaaaaaaa', true, true);
    expect(onAir.programme).toBe(grown);
    expect(onAir).toMatchObject({ phase: 'race', time: 4, cut: 2, live: true });
    // The race has ended: the last programme is no longer live, still the same moment.
    showProgramme(programme(15), 'live: r1-crudis-7-aaaaaaaaaa', false, true);
    expect(onAir).toMatchObject({ phase: 'race', time: 4, live: false });
    // The relay's next race.
    showProgramme(programme(3), 'live: r2-aurigae-8-bbbbbbbbbb', true, true);
    expect(onAir).toMatchObject({ phase: 'card', time: 0, cut: -1, race: 'live: r2-aurigae-8-bbbbbbbbbb' });
  });
});
