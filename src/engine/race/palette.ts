/**
 * Chariot colours. Every chariot of a field wears a colour of its own, so the viewer can tell any
 * two apart; its faction is a field of its own (the viewer shows it as a second mark), and the
 * colour only hints at it: a faction's first chariot wears the faction's colour, the next ones
 * lighter and darker shades of it, then colours no faction uses.
 *
 * The colour-blind palette is built on Okabe and Ito's eight colours (distinct under the common
 * colour-vision deficiencies), with four of Paul Tol's for fields of more than eight.
 */

/** The four factions of the circus, as the setup and the log write them. */
export const FACTION_NAMES = ['green', 'blue', 'red', 'white'] as const;
export type CircusFaction = (typeof FACTION_NAMES)[number];

export const PALETTES = ['standard', 'colour-blind'] as const;
export type Palette = (typeof PALETTES)[number];

interface PaletteColours {
  /** Each circus faction's colours, its own first. */
  factions: Record<CircusFaction, readonly string[]>;
  /** Colours no faction claims, for independents and fields with many chariots of one faction. */
  others: readonly string[];
}

const COLOURS: Record<Palette, PaletteColours> = {
  standard: {
    factions: {
      green: ['#2f8f46', '#7cc47f', '#1c5e2e'],
      blue: ['#2c5fa8', '#74a7e3', '#1a3a6e'],
      red: ['#b8322a', '#e57368', '#7a1d17'],
      white: ['#e8e4d8', '#bfb8a5', '#968f7e'],
    },
    others: ['#d4a017', '#7b3fa0', '#e07b28', '#1f9e9e', '#8a5a2b', '#c2417f', '#5b6b2f', '#4a4a4a'],
  },
  'colour-blind': {
    factions: { green: ['#009e73'], blue: ['#0072b2'], red: ['#d55e00'], white: ['#f5f5f5'] },
    others: ['#e69f00', '#56b4e9', '#cc79a7', '#f0e442', '#000000', '#882255', '#999933', '#332288'],
  },
};

/** A circus faction named in any case ('Blue', ' RED') is that faction; any other name is kept. */
export function circusFaction(name: string): string {
  const key = name.trim().toLowerCase();
  return (FACTION_NAMES as readonly string[]).includes(key) ? key : name;
}

const isCircus = (f: string): f is CircusFaction => (FACTION_NAMES as readonly string[]).includes(f);

/** A circus faction's own colour (the viewer's faction mark); null for a team of the setup's own. */
export function factionColour(faction: string | null | undefined): string | null {
  const f = faction ? circusFaction(faction) : '';
  return isCircus(f) ? COLOURS.standard.factions[f][0]! : null;
}

/** The colours a chariot of this faction may wear, in order of preference. */
function candidates(p: PaletteColours, faction: string): string[] {
  const families = FACTION_NAMES.map((f) => p.factions[f]);
  // Other factions' colours last, their own colours before their shades.
  const rest = [0, 1, 2].flatMap((k) => families.flatMap((fam) => (fam[k] ? [fam[k]] : [])));
  const own = isCircus(faction) ? p.factions[faction] : [];
  return [...own, ...p.others, ...rest];
}

/**
 * Colours for a field, in its order. Colours the setup gives are kept as given (even when two
 * chariots share one); every other chariot gets the first colour of its faction's list that no
 * chariot wears yet.
 */
export function paintField(
  field: ReadonlyArray<{ colour: string | undefined; faction: string }>,
  palette: Palette,
): string[] {
  const used = new Set(field.flatMap((c) => (c.colour ? [c.colour] : [])));
  return field.map((c) => {
    if (c.colour) return c.colour;
    const list = candidates(COLOURS[palette], c.faction);
    // A field holds at most 12 chariots and every list has 20 colours (12 in the colour-blind
    // palette, all distinct), so a free one is always found.
    const colour = list.find((x) => !used.has(x)) ?? list[0]!;
    used.add(colour);
    return colour;
  });
}
