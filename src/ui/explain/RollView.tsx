import { useMemo } from 'react';
import type { RollWords } from '../../engine/log/explain/index.ts';
import { typedModifier } from '../../engine/log/modifier.ts';
import type { Roll } from '../../engine/log/schema.ts';
import { messages } from '../../messages/index.ts';
import { useViewer } from '../../playback/store.ts';
import { purposeText } from '../../replay/log-reading.ts';
import { namedHouse, tableById } from './catalogue.ts';
import { DiceFaces } from './DiceFaces.tsx';
import { modifierVoice, modifierWords } from './modifier-words.ts';
import { RuleTableView } from './RuleTableView.tsx';
import { SourceBadge } from './SourceBadge.tsx';

export type RollViewProps = {
  roll: Roll;
  /** The roll's purpose, outcome and target formula in the page's language, where not the engine's English. */
  words?: RollWords | undefined;
};

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/** One roll: the dice drawn, each modifier with its source, the total, the target, the table row, the outcome. */
export function RollView({ roll, words }: RollViewProps) {
  const table = roll.table ? tableById(roll.table) : undefined;
  const sum = roll.faces.reduce((a, b) => a + b, 0);
  const entrants = useViewer((s) => s.plan?.log.header.entrants);
  const names = useMemo(() => new Map(entrants?.map((e) => [e.id, e.name]) ?? []), [entrants]);
  const voice = useMemo(() => modifierVoice(names), [names]);
  const m = messages.explain;
  return (
    <section className="qx-roll" data-purpose={roll.purpose}>
      <h4 className="qx-roll-purpose">{words?.purpose ?? purposeText(roll.purpose, names)}</h4>
      <div className="qx-roll-line">
        <DiceFaces dice={roll.dice} faces={roll.faces} />
        <span className="qx-roll-dice">
          {roll.dice} = {sum}
        </span>
      </div>
      {roll.modifiers.length > 0 ? (
        <ul className="qx-mods" aria-label={m.modifiers}>
          {roll.modifiers.map((mod, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: modifiers in the order the rules add them
            <li key={i} data-kind={typedModifier(mod)?.kind}>
              <b>{signed(mod.value)}</b> {modifierWords(mod, voice) ?? mod.source}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="qx-total">
        {m.total} <b>{roll.total}</b>
        {roll.target ? (
          <>
            {' '}
            — {m.needs} {m.ops[roll.target.op] ?? roll.target.op} <b>{roll.target.value}</b>
            {(words?.formula ?? roll.target.formula) ? (
              <span className="qx-formula"> ({words?.formula ?? roll.target.formula})</span>
            ) : null}
          </>
        ) : null}
      </p>
      {table ? (
        <RuleTableView table={table} row={roll.row} />
      ) : roll.table ? (
        <p className="qx-table-note">
          {m.readOn(roll.table)}
          {roll.row !== undefined ? `, ${m.row(roll.row)}` : ''}
          {namedHouse(roll.table) ? (
            <>
              {' '}
              <SourceBadge source="house" what="table" />
            </>
          ) : null}
        </p>
      ) : null}
      <p className="qx-outcome">
        {m.outcome} <b>{words?.outcome ?? roll.outcome}</b>
      </p>
    </section>
  );
}
