/**
 * The circus factions as the views name them (the broadcast's lower third, race and results cards,
 * the season's table, a chip's label), by the id the setup and the log write ("green"). A team of
 * the setup's own is shown by its own name; `factionName` (src/replay/figure-words.ts) picks.
 */
export const EN_FACTIONS = {
  /** Each circus faction as a team is called: "Green". */
  names: { green: 'Green', blue: 'Blue', red: 'Red', white: 'White' } as Readonly<Record<string, string>>,
  /** A chariot that races for no faction (a chip's label). */
  none: 'No faction',
};
