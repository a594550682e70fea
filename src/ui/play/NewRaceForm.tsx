import { type ChangeEvent, useMemo, useState } from 'react';
import { FACTION_NAMES, PERSONALITIES, resolveSetup, type SetupInput } from '../../engine/race/setup.ts';
import { isRulesetId } from '../../engine/rulesets/ids.ts';
import { playText } from '../../messages/play.ts';
import { type PlaySpec, specSearch } from './play-spec.ts';
import { closeForm, resumeFromFile, startPlay, usePlay } from './play-store.ts';
import { ALL_RULESETS, defaultSpec, rulesetInfo, sizeText, specProblems } from './ruleset-info.ts';

type Chariot = SetupInput['chariots'][number];

/** A fresh seed for the dice (the page may use the clock's randomness; the engine never does). */
const randomSeed = () => Math.floor(Math.random() * 1_000_000);

/** A chariot added to the field: a name not taken yet. */
function newChariot(taken: readonly Chariot[]): Chariot {
  const name = playText().form.driver;
  let n = taken.length + 1;
  while (taken.some((c) => c.name === name(n))) n++;
  return { name: name(n), personality: PERSONALITIES[n % PERSONALITIES.length]! };
}

/**
 * The "New race" form: the ruleset, the seed, the field (name, faction, colour, who drives and how
 * the AI races, per seat), the ruleset's options with their bounds and words, and where the dice
 * come from. Each problem shows at the field it is about, with the ruleset's own words; the race
 * starts only without any. The whole race is its link (`?play=`), shown to copy.
 */
export function NewRaceForm() {
  const m = playText().form;
  const initial = usePlay((s) => s.draft);
  const loadError = usePlay((s) => s.error);
  const [spec, setSpec] = useState<PlaySpec>(() => initial ?? defaultSpec());
  const info = rulesetInfo(spec.ruleset);
  const problems = useMemo(() => specProblems(spec), [spec]);
  const problemAt = (path: string) => problems.find((p) => p.path === path)?.message;
  const painted = useMemo(() => {
    const r = resolveSetup(spec.setup, info.fieldRules);
    return r.ok ? r.value.chariots : null;
  }, [spec.setup, info.fieldRules]);
  const chariots = spec.setup.chariots;
  const setChariots = (next: Chariot[], humans = spec.humans) =>
    setSpec({ ...spec, setup: { ...spec.setup, chariots: next }, humans });
  const setChariot = (i: number, patch: Partial<Chariot>) => {
    const next = chariots.map((c, j) => {
      if (j !== i) return c;
      const merged: Chariot = { ...c, ...patch };
      // An empty faction or colour is "the ruleset's choice": the key goes, as a setup leaves it out.
      for (const key of ['faction', 'colour', 'personality'] as const)
        if (merged[key] === undefined || merged[key] === '') delete merged[key];
      return merged;
    });
    setChariots(next);
  };
  const setOption = (key: string, value: number | string | boolean | undefined) => {
    const options = { ...spec.setup.options };
    if (value === undefined) delete options[key];
    else options[key] = value;
    setSpec({ ...spec, setup: { ...spec.setup, options } });
  };
  const chooseRuleset = (e: ChangeEvent<HTMLSelectElement>) => {
    const id = e.target.value;
    if (!isRulesetId(id)) return;
    const fresh = defaultSpec(id, spec.seed);
    setSpec({ ...fresh, dice: rulesetInfo(id).playable ? spec.dice : 'seeded' });
  };
  const setDriver = (i: number, driver: string) => {
    const humans = spec.humans.filter((h) => h !== i);
    const bots = (spec.bots ?? []).filter((b) => b !== i);
    const add = (list: number[]) => [...list, i].sort((a, b) => a - b);
    const { bots: _bots, ...rest } = spec;
    const nextBots = driver === 'bot' ? add(bots) : bots;
    setSpec({
      ...rest,
      humans: driver === 'human' ? add(humans) : humans,
      ...(nextBots.length > 0 ? { bots: nextBots } : {}),
    });
  };
  const remove = (i: number) => {
    const shift = (list: number[]) => list.filter((h) => h !== i).map((h) => (h > i ? h - 1 : h));
    const { bots, ...rest } = spec;
    const nextBots = shift(bots ?? []);
    setSpec({
      ...rest,
      setup: { ...spec.setup, chariots: chariots.filter((_, j) => j !== i) },
      humans: shift(spec.humans),
      ...(nextBots.length > 0 ? { bots: nextBots } : {}),
    });
  };
  const link = `${window.location.origin}${window.location.pathname}${specSearch(spec)}`;
  const openSaved = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    let saved: unknown;
    try {
      saved = JSON.parse(await file.text());
    } catch (err) {
      usePlay.setState({ error: m.notSaved(file.name, (err as Error).message) });
      return;
    }
    await resumeFromFile(saved, file.name);
  };
  const fieldError = problemAt('$.setup.chariots');

  return (
    <div className="qp-form-backdrop">
      <form
        className="qp-form"
        aria-label={m.title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (problems.length === 0) void startPlay(spec, true);
        }}
      >
        <h2>{m.title}</h2>
        <div className="qp-row">
          <label>
            {m.rules}
            <select name="ruleset" value={spec.ruleset} onChange={chooseRuleset}>
              {ALL_RULESETS.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                  {r.playable ? '' : m.aiOnly}
                </option>
              ))}
            </select>
          </label>
          <label>
            {m.seed}
            <input
              name="seed"
              type="number"
              min={0}
              value={Number.isNaN(spec.seed) ? '' : spec.seed}
              onChange={(e) =>
                setSpec({ ...spec, seed: e.target.value === '' ? Number.NaN : Number(e.target.value) })
              }
            />
          </label>
          <button type="button" onClick={() => setSpec({ ...spec, seed: randomSeed() })}>
            {m.newSeed}
          </button>
        </div>
        <Problem text={problemAt('$.seed')} />

        <fieldset className="qp-field">
          <legend>{m.field}</legend>
          <p className="qp-hint">
            {sizeText(info)} {info.playable ? m.humansHint : m.aiOnlyHint(info.name)}
          </p>
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>{m.columns.name}</th>
                <th>{m.columns.faction}</th>
                <th>{m.columns.colour}</th>
                <th>{m.columns.drivenBy}</th>
                <th>{m.columns.style}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {chariots.map((c, i) => {
                const at = `$.setup.chariots[${i}]`;
                const rowError =
                  problemAt(`${at}.name`) ??
                  problemAt(`${at}.faction`) ??
                  problemAt(`${at}.colour`) ??
                  problemAt(`${at}.id`);
                const human = spec.humans.includes(i);
                // A game file's bot seat (its orders come through quadriga play): kept as it is.
                const bot = spec.bots?.includes(i) ?? false;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its place in the field
                  <tr key={i} className={rowError ? 'qp-bad' : undefined}>
                    <td>{i + 1}</td>
                    <td>
                      <input
                        aria-label={m.seat.name(i + 1)}
                        value={c.name}
                        maxLength={60}
                        onChange={(e) => setChariot(i, { name: e.target.value })}
                      />
                      <Problem text={rowError} />
                    </td>
                    <td>
                      <input
                        aria-label={m.seat.faction(i + 1)}
                        list="qp-factions"
                        placeholder={painted?.[i]?.faction ?? m.anyFaction}
                        value={c.faction ?? ''}
                        size={8}
                        onChange={(e) => setChariot(i, { faction: e.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        aria-label={m.seat.colour(i + 1)}
                        type="color"
                        value={c.colour ?? painted?.[i]?.colour ?? '#808080'}
                        onChange={(e) => setChariot(i, { colour: e.target.value })}
                      />
                      {c.colour ? (
                        <button
                          type="button"
                          className="qp-link"
                          title={m.autoColourHint}
                          onClick={() => setChariot(i, { colour: undefined })}
                        >
                          {m.autoColour}
                        </button>
                      ) : null}
                    </td>
                    <td>
                      <select
                        aria-label={m.seat.drivenBy(i + 1)}
                        value={human ? 'human' : bot ? 'bot' : 'ai'}
                        disabled={!info.playable}
                        onChange={(e) => setDriver(i, e.target.value)}
                      >
                        <option value="ai">{m.drivers.ai}</option>
                        <option value="human">{m.drivers.human}</option>
                        {bot ? (
                          <option value="bot" title={m.botHint}>
                            {m.drivers.bot}
                          </option>
                        ) : null}
                      </select>
                    </td>
                    <td>
                      <select
                        aria-label={m.seat.style(i + 1)}
                        title={m.styleHint(human)}
                        value={c.personality ?? painted?.[i]?.personality ?? 'balanced'}
                        onChange={(e) =>
                          setChariot(i, { personality: e.target.value as Chariot['personality'] })
                        }
                      >
                        {PERSONALITIES.map((p) => (
                          <option key={p} value={p}>
                            {m.styles[p]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <button
                        type="button"
                        aria-label={m.seat.remove(i + 1)}
                        disabled={chariots.length <= info.size.min}
                        onClick={() => remove(i)}
                      >
                        ×
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <datalist id="qp-factions">
            {FACTION_NAMES.map((f) => (
              <option key={f} value={f} />
            ))}
          </datalist>
          <button
            type="button"
            disabled={chariots.length >= info.size.max}
            onClick={() => setChariots([...chariots, newChariot(chariots)])}
          >
            {m.add}
          </button>
          <Problem text={fieldError} />
          <Problem text={problemAt('$.humans')} />
        </fieldset>

        {info.options.length > 0 ? (
          <fieldset className="qp-options">
            <legend>{m.options(info.name)}</legend>
            {info.options.map((o) => {
              const value = spec.setup.options?.[o.key];
              const id = `qp-option-${o.key}`;
              return (
                <div key={o.key} className="qp-option">
                  <label htmlFor={id}>
                    {o.key}
                    {o.min !== undefined && o.max !== undefined ? ` (${o.min}–${o.max})` : ''}
                  </label>
                  {o.type === 'boolean' ? (
                    <input
                      id={id}
                      name={o.key}
                      type="checkbox"
                      checked={Boolean(value ?? o.default)}
                      onChange={(e) => setOption(o.key, e.target.checked)}
                    />
                  ) : o.type === 'enum' ? (
                    <select
                      id={id}
                      name={o.key}
                      value={String(value ?? o.default ?? '')}
                      onChange={(e) => setOption(o.key, e.target.value)}
                    >
                      {o.values!.map((v) => (
                        <option key={v} value={v}>
                          {v}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id}
                      name={o.key}
                      type={o.type === 'string' ? 'text' : 'number'}
                      min={o.min}
                      max={o.max}
                      placeholder={o.default === undefined ? '' : String(o.default)}
                      value={value === undefined ? '' : String(value)}
                      onChange={(e) =>
                        setOption(
                          o.key,
                          e.target.value === ''
                            ? undefined
                            : o.type === 'string'
                              ? e.target.value
                              : Number(e.target.value),
                        )
                      }
                    />
                  )}
                  <small>
                    {o.description}
                    {o.default === undefined ? '' : m.byDefault(String(o.default))}
                  </small>
                  <Problem text={problemAt(`$.setup.options.${o.key}`)} />
                </div>
              );
            })}
          </fieldset>
        ) : null}

        <fieldset className="qp-dice">
          <legend>{m.dice}</legend>
          <label>
            <input
              type="radio"
              name="dice"
              checked={spec.dice === 'seeded'}
              onChange={() => setSpec({ ...spec, dice: 'seeded' })}
            />
            {m.seeded}
          </label>
          <label>
            <input
              type="radio"
              name="dice"
              disabled={!info.playable}
              checked={spec.dice === 'entered'}
              onChange={() => setSpec({ ...spec, dice: 'entered' })}
            />
            {m.entered}
          </label>
        </fieldset>

        <label className="qp-linkbox">
          {m.link}
          <input readOnly value={link} onFocus={(e) => e.target.select()} />
        </label>
        <Problem text={loadError ?? undefined} />
        <div className="qp-actions">
          <button type="submit" className="qp-primary" disabled={problems.length > 0}>
            {m.start}
          </button>
          <label className="qp-file">
            {m.open}
            <input type="file" accept=".json,application/json" onChange={openSaved} />
          </label>
          <button type="button" onClick={closeForm}>
            {m.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}

function Problem({ text }: { text: string | undefined }) {
  return text ? (
    <p className="qp-problem" role="alert">
      {text}
    </p>
  ) : null;
}
