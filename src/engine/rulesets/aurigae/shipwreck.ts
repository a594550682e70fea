/** Shipwreck (seed V/II, V/III): the crash, the driver dragged behind his team, the driver on foot. */
import { sum } from '../../dice/dice.ts';
import { purpose } from '../../dice/purposes.ts';
import { modifier } from '../../log/modifier.ts';
import type { Roll } from '../../log/schema.ts';
import { roundDeg, roundPos, stationNear, wayToSafety } from './arena.ts';
import { type Aur, emit, MOVE_SPAN, point } from './context.ts';
import { type Chariot, conditionOf, type Wreck } from './state.ts';
import { bandOf, CHARIOTEER_TABLE, RULES, TABLE_IDS } from './tables.ts';

/** A shipwreck (seed V/II, V/III): the car stays as an obstacle; the driver is hurt by the speed
 * band's dice, and unless that puts him down he is dragged behind the runaway team. */
export function crash(a: Aur, c: Chariot, outcome: string, cause: 'failed-check' | 'no-chance'): void {
  const band = bandOf(c.speed);
  c.status = 'wrecked';
  c.teamState = c.speed > 0 ? 'runaway' : 'stopped';
  const rolls: Roll[] = [];
  let damage = 0;
  if (band.injuryDice > 0) {
    const faces = a.dice.roll(band.injuryDice, 6, purpose('aurigae-injury', { id: c.id }));
    damage = sum(faces) + band.injuryBonus;
    c.injury += damage;
    rolls.push({
      purpose: 'injury in the shipwreck',
      dice: `${band.injuryDice}d6`,
      faces,
      modifiers: band.injuryBonus ? [modifier('speed-band', band.injuryBonus, { band: band.band })] : [],
      total: damage,
      target: { op: '<', value: c.strength - (c.injury - damage), formula: 'strength left' },
      table: TABLE_IDS.injury,
      row: band.band,
      outcome: `${damage} points of injury`,
    });
  }
  c.driver = c.injury >= c.strength ? 'down' : 'dragged';
  const wreck: Wreck = {
    chariot: c.id,
    seq: a.writer.events.length,
    turn: a.state.turn,
    x: c.x,
    y: c.y,
    heading: c.heading,
    lap: c.lap,
  };
  a.state.wrecks.push(wreck);
  emit(
    a,
    {
      phase: 'check',
      type: 'wreck',
      cause,
      injury: damage,
      driver: c.driver === 'down' ? 'down' : 'dragged',
      chariots: [c.id],
      rule: 'aurigae.shipwreck',
      rolls: rolls.length > 0 ? rolls : undefined,
      at: { [c.id]: point(c) },
      effect: {
        summary:
          c.driver === 'down'
            ? `${outcome}: crashes; the car stays on the track and the driver is down`
            : `${outcome}: crashes; the car stays on the track, the driver is dragged behind his team`,
        condition: { [c.id]: conditionOf(c) },
      },
    },
    MOVE_SPAN,
  );
  if (c.teamState === 'runaway')
    emit(
      a,
      {
        phase: 'check',
        type: 'runaway',
        bolt: true,
        speed: c.speed,
        chariots: [c.id],
        rule: 'aurigae.runaway-team',
        effect: { summary: `the team runs on at its last speed, ${c.speed} in a turn` },
      },
      MOVE_SPAN,
    );
}

/** A dragged driver rolls 3d6 against dexterity at the start of his turn to cut the reins;
 * failing, he takes the damage of the team's speed (seed V/II, V/III). */
export function dragged(a: Aur, c: Chariot): void {
  const faces = a.dice.roll(RULES.cutReinsDice.value, 6, purpose('aurigae-cut-reins', { id: c.id }));
  const total = sum(faces);
  const cut: Roll = {
    purpose: 'cut the reins (dexterity)',
    dice: `${RULES.cutReinsDice.value}d6`,
    faces,
    modifiers: [],
    total,
    target: { op: '<=', value: c.dexterity, formula: `DX ${c.dexterity}` },
    outcome: total <= c.dexterity ? 'cuts the reins' : 'still dragged',
  };
  if (total <= c.dexterity) {
    c.driver = 'on-foot';
    // He rolls free where his team is, and runs from there (see onFoot).
    c.foot = { x: c.x, y: c.y, station: c.station };
    emit(a, {
      phase: 'turn-start',
      type: 'cut-free',
      chariots: [c.id],
      rule: 'aurigae.cut-reins',
      rolls: [cut],
      effect: { summary: 'cuts the reins and rolls free', condition: { [c.id]: conditionOf(c) } },
    });
    return;
  }
  const band = bandOf(c.speed);
  const rolls = [cut];
  let damage = 0;
  if (band.injuryDice > 0) {
    const hurt = a.dice.roll(band.injuryDice, 6, purpose('aurigae-dragged', { id: c.id }));
    damage = sum(hurt) + band.injuryBonus;
    c.injury += damage;
    rolls.push({
      purpose: 'injury while dragged',
      dice: `${band.injuryDice}d6`,
      faces: hurt,
      modifiers: band.injuryBonus ? [modifier('speed-band', band.injuryBonus, { band: band.band })] : [],
      total: damage,
      table: TABLE_IDS.injury,
      row: band.band,
      outcome: `${damage} points of injury`,
    });
  }
  if (c.injury >= c.strength) c.driver = 'down';
  emit(a, {
    phase: 'turn-start',
    type: 'dragged',
    injury: damage,
    driver: c.driver === 'down' ? 'down' : 'dragged',
    chariots: [c.id],
    rule: 'aurigae.dragged',
    rolls,
    effect: {
      summary:
        c.driver === 'down'
          ? 'dragged until he lies still'
          : `dragged behind the team (${c.injury} of ${c.strength})`,
      condition: { [c.id]: conditionOf(c) },
    },
  });
}

/** A charioteer on foot runs his Move Allowance (seed V/III: 10 inches) each turn, beginning
 * with the turn he cut free in, straight for the nearer of the spina and the wall (house), and
 * is safe once there. He is no obstacle: the seed gives no rule for striking a man on foot. */
export function onFoot(a: Aur, c: Chariot): void {
  const foot = c.foot!;
  const way = wayToSafety(foot.x, foot.y);
  const allowance = CHARIOTEER_TABLE.find((r) => r.grade === c.grade)!.moveOnFoot;
  const safe = way.dist <= allowance;
  const run = Math.min(allowance, way.dist);
  const x = roundPos(foot.x + way.dx * run);
  const y = roundPos(foot.y + way.dy * run);
  const heading = roundDeg((Math.atan2(way.dy, way.dx) * 180) / Math.PI);
  const at = stationNear(x, y, foot.station);
  c.foot = safe ? null : { x, y, station: at.station };
  const ran = Math.round(run * 10) / 10;
  const left = safe ? 0 : Math.round((way.dist - run) * 10) / 10;
  emit(a, {
    phase: 'turn-start',
    type: 'on-foot',
    toward: way.barrier,
    run: ran,
    left,
    chariots: [c.id],
    rule: 'aurigae.on-foot',
    at: { [c.id]: point({ x, y, heading, lap: at.lap }) },
    effect: {
      summary: safe
        ? `the charioteer on foot runs ${ran} in and reaches the ${way.barrier}, safe`
        : `the charioteer on foot runs ${allowance} in toward the ${way.barrier} (${left} in to go)`,
      condition: { [c.id]: conditionOf(c) },
    },
  });
}
