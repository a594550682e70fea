import { RULESET_IDS } from '../engine/rulesets/ids.ts';

/**
 * The control page the relay serves at GET /control: what is on air (polled from /status every
 * second) and the operator's commands (POST /control with the token). One self-contained page,
 * served even by a relay without the built viewer; the token stays in the tab (sessionStorage), or
 * comes from the address's `#token=`.
 */
const STYLE = `
  :root { color-scheme: dark; font: 15px/1.4 system-ui, sans-serif; }
  body { margin: 0; background: #14161a; color: #e8e6e1; }
  header { display: flex; gap: 12px; align-items: center; padding: 10px 16px; background: #1f2228; }
  header h1 { font-size: 17px; margin: 0 auto 0 0; }
  main { display: grid; grid-template-columns: minmax(320px, 1fr) minmax(320px, 1fr); gap: 16px; padding: 16px; }
  section { background: #1f2228; border-radius: 8px; padding: 12px 16px; }
  h2 { font-size: 14px; text-transform: uppercase; letter-spacing: .06em; color: #a9a39a; margin: 0 0 8px; }
  button { font: inherit; padding: 6px 12px; border-radius: 6px; border: 1px solid #444a55; background: #2b3039; color: inherit; cursor: pointer; }
  button:hover { background: #363c47; }
  button[aria-pressed="true"] { background: #b8872b; border-color: #d9a441; color: #111; }
  input, select, textarea { font: inherit; background: #14161a; color: inherit; border: 1px solid #444a55; border-radius: 6px; padding: 5px 8px; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; }
  .big { font-size: 22px; font-weight: 600; }
  .state { font-weight: 600; padding: 2px 8px; border-radius: 4px; background: #2b3039; }
  .state.held { background: #a23b2a; }
  .state.running { background: #2a7a3b; }
  .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 50%; margin-right: 6px; }
  ol { padding-left: 20px; margin: 0; }
  li { margin: 4px 0; }
  li .row { margin: 0; }
  #message { min-height: 1.4em; color: #f0b25a; }
  #message.ok { color: #8fd19e; }
`;

const SCRIPT = `
(() => {
  const $ = (id) => document.getElementById(id);
  const tokenInput = $('token');
  const fromHash = new URLSearchParams(location.hash.slice(1)).get('token');
  if (fromHash) { sessionStorage.setItem('quadriga-token', fromHash); history.replaceState(null, '', location.pathname); }
  tokenInput.value = sessionStorage.getItem('quadriga-token') || '';
  tokenInput.addEventListener('change', () => sessionStorage.setItem('quadriga-token', tokenInput.value));
  let status = null;

  const say = (text, ok) => { const m = $('message'); m.textContent = text; m.className = ok ? 'ok' : ''; };
  const seconds = (ms) => Math.round(ms / 1000) + ' s';

  async function command(body) {
    if (!tokenInput.value) { say('Enter the relay token first.'); tokenInput.focus(); return; }
    sessionStorage.setItem('quadriga-token', tokenInput.value);
    try {
      const res = await fetch('/control', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + tokenInput.value },
        body: JSON.stringify(body),
      });
      const answer = await res.json();
      if (!res.ok) { say(body.action + ': ' + answer.error); return; }
      say(body.action + ': done', true);
      show(answer);
    } catch (e) { say(body.action + ': ' + e.message); }
  }

  function button(label, body, pressed) {
    const b = document.createElement('button');
    b.textContent = label;
    if (pressed !== undefined) b.setAttribute('aria-pressed', String(pressed));
    b.addEventListener('click', () => command(body));
    return b;
  }

  function show(s) {
    status = s;
    const race = s.race;
    const d = s.direction;
    $('race').textContent = race ? race.id : 'nothing on air';
    $('race').dataset.race = race ? race.id : '';
    const now = Date.now();
    let state = 'waiting', cls = '';
    if (race && race.ended) state = 'ended';
    else if (race && race.startsAt > now) state = 'starts in ' + seconds(race.startsAt - now);
    else if (race) { state = 'running'; cls = 'running'; }
    if (d.held) { state = 'HELD'; cls = 'held'; }
    $('state').textContent = state;
    $('state').className = 'state ' + cls;
    $('turn').textContent = race ? (race.turn === null ? 'before the start' : 'turn ' + race.turn + ' of ' + race.turns) : '';
    $('what').textContent = race ? race.ruleset + ', seed ' + race.seed : '';
    $('viewers').textContent = s.viewers + ' watching';
    $('hold').setAttribute('aria-pressed', String(d.held));
    $('overlay').setAttribute('aria-pressed', String(d.overlay));
    $('replays').textContent = d.replays ? d.replays + ' called' : '';
    const lock = $('lock');
    lock.replaceChildren(button('Free', { action: 'lock', chariot: null }, d.lock === null));
    for (const e of s.entrants) {
      const b = button(e.name, { action: 'lock', chariot: e.id }, d.lock === e.id);
      b.dataset.chariot = e.id;
      const dot = document.createElement('span');
      dot.className = 'swatch';
      dot.style.background = e.colour;
      b.prepend(dot);
      lock.append(b);
    }
    const queue = $('queue');
    queue.replaceChildren();
    s.next.forEach((r, i) => {
      const li = document.createElement('li');
      li.dataset.race = r.id;
      const row = document.createElement('div');
      row.className = 'row';
      const label = document.createElement('span');
      label.textContent = r.id + ' (' + r.ruleset + ', seed ' + r.seed + ')' + (r.startsAt ? ', starts in ' + seconds(r.startsAt - now) : '');
      row.append(label);
      if (i > 0) row.append(button('Up', { action: 'move', race: r.id, to: i - 1 }));
      if (i < s.next.length - 1) row.append(button('Down', { action: 'move', race: r.id, to: i + 1 }));
      row.append(button('Remove', { action: 'skip', race: r.id }));
      li.append(row);
      queue.append(li);
    });
    $('empty').hidden = s.next.length > 0;
  }

  async function poll() {
    try {
      const res = await fetch('/status', { cache: 'no-store' });
      if (res.ok) show(await res.json());
    } catch (e) { say('cannot reach the relay: ' + e.message); }
  }

  $('start').addEventListener('click', () => command({ action: 'start' }));
  $('hold').addEventListener('click', () => command({ action: status && status.direction.held ? 'start' : 'hold' }));
  $('skip').addEventListener('click', () => command({ action: 'skip' }));
  $('replay').addEventListener('click', () => command({ action: 'replay' }));
  $('overlay').addEventListener('click', () => command({ action: 'overlay', on: !(status && status.direction.overlay) }));
  $('publish').addEventListener('submit', (ev) => {
    ev.preventDefault();
    const race = { ruleset: $('ruleset').value, seed: Number($('seed').value) };
    const setup = $('setup').value.trim();
    if (setup) {
      try { race.setup = JSON.parse(setup); } catch (e) { say('setup: not JSON: ' + e.message); return; }
    }
    command({ action: 'publish', race });
  });
  poll();
  setInterval(poll, 1000);
})();
`;

/** The control page's HTML. */
export function controlPage(): string {
  const rulesets = RULESET_IDS.map((id) => `<option>${id}</option>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quadriga relay control</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Quadriga relay control</h1>
  <label>Token <input id="token" type="password" autocomplete="current-password" size="24"></label>
</header>
<main>
  <section aria-labelledby="on-air">
    <h2 id="on-air">On air</h2>
    <div class="row"><span id="race" class="big">…</span><span id="state" class="state"></span></div>
    <div class="row"><span id="what"></span><span id="turn"></span><span id="viewers"></span></div>
    <div class="row">
      <button id="start">Start</button>
      <button id="hold" aria-pressed="false">Hold</button>
      <button id="skip">Skip</button>
      <button id="replay">Replay</button><span id="replays"></span>
      <button id="overlay" aria-pressed="true">Overlay</button>
    </div>
    <h2>Lock the director on</h2>
    <div id="lock" class="row"></div>
  </section>
  <section aria-labelledby="next">
    <h2 id="next">Coming up</h2>
    <ol id="queue"></ol>
    <p id="empty">Nothing queued: the programme goes on by itself.</p>
    <h2>Queue a race</h2>
    <form id="publish">
      <div class="row">
        <select id="ruleset" aria-label="Ruleset">${rulesets}</select>
        <input id="seed" type="number" min="0" max="4294967295" value="1" aria-label="Seed" required>
        <button type="submit">Queue</button>
      </div>
      <textarea id="setup" rows="3" cols="40" placeholder="setup as JSON (optional: the ruleset's own field)" aria-label="Setup"></textarea>
    </form>
  </section>
</main>
<p id="message" role="status" style="padding: 0 16px"></p>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
