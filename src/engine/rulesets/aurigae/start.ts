/** Character generation (seed II/) and the start (house). */

import { purpose } from '../../dice/purposes.ts';
import { CIRCUS } from '../../track/circus-maximus.ts';
import { roundPos, stationInLap, type TablePose, tableOfWorld } from './arena.ts';
import { type Aur, emit, point } from './context.ts';
import { conditionOf } from './state.ts';
import { CHARIOTEER_TABLE, RULES, rowFor, TABLE, TABLE_IDS, TEAM_TABLE } from './tables.ts';

/** Character generation (seed II/) and the start line (turn 0). */
export function generate(a: Aur): void {
  a.writer.turn = 0;
  for (const c of a.state.chariots) {
    const [who] = a.dice.roll(1, 6, purpose('aurigae-charioteer', { id: c.id })) as [number];
    const [team] = a.dice.roll(1, 6, purpose('aurigae-team', { id: c.id })) as [number];
    const driver = rowFor(CHARIOTEER_TABLE, who);
    const horses = rowFor(TEAM_TABLE, team);
    c.grade = driver.grade;
    c.team = horses.quality;
    c.skill = RULES.baseSkill.value + driver.skill + horses.modifier;
    c.strength = driver.strength;
    c.dexterity = driver.dexterity;
    // Every chariot begins on its first lap (lap 0), wherever it stands.
    c.station = stationInLap(c.x, c.y);
    c.lap = 0;
    emit(a, {
      phase: 'setup',
      type: 'place',
      grade: driver.grade,
      team: horses.quality,
      skill: c.skill,
      chariots: [c.id],
      rule: 'aurigae.character-generation',
      rolls: [
        {
          purpose: 'charioteer',
          dice: '1d6',
          faces: [who],
          modifiers: [],
          total: who,
          table: TABLE_IDS.charioteer,
          row: driver.grade,
          outcome: driver.label,
        },
        {
          purpose: 'team',
          dice: '1d6',
          faces: [team],
          modifiers: [],
          total: team,
          table: TABLE_IDS.team,
          row: horses.quality,
          outcome: horses.label,
        },
      ],
      at: { [c.id]: point(c) },
      effect: {
        summary: `${driver.grade} driver, ${horses.quality} team: skill ${c.skill}, ST ${c.strength}, DX ${c.dexterity}`,
        condition: { [c.id]: conditionOf(c) },
      },
    });
  }
}

/** Start (house): abreast, facing down the south straight, the first nearest the spina; a field
 * of more than a row lines up in rows, the last row on the start line and each row before it
 * further up the track, so no chariot starts behind the line (a lap not yet begun). */
export function startPose(i: number, count: number): TablePose {
  const rows = Math.ceil(count / START_ROW);
  const row = Math.floor(i / START_ROW);
  const line = tableOfWorld(CIRCUS.westMetaX, START_OFFSET_M);
  const spacing = TABLE.startSpacing.value;
  return {
    x: roundPos(line.x + 0.01 + (rows - 1 - row) * 2 * spacing),
    y: roundPos(line.y - (i % START_ROW) * spacing - (row % 2) * (spacing / 2)),
    heading: 0,
  };
}
/** Chariots abreast in a row of the start; the rest line up behind (house). */
const START_ROW = 8;
/** Offset from the spina axis (m) of the start place nearest the spina (house). */
const START_OFFSET_M = 8;
