// Shows the games' events in the page's event log. The games' events bubble
// and are composed (they leave the shadow DOM), so listening on the document
// hears every game on the page. No inline script or handler: the page works
// under a strict Content-Security-Policy.

const EVENTS = ['move', 'game-over', 'undo', 'redo', 'new-game'];
const MAX_ENTRIES = 100;

const log = document.getElementById('event-log');
const list = log.querySelector('.log-list');
const empty = log.querySelector('.log-empty');

/** A one-line summary of an <infection-board> event's detail. */
function summarizeInfection(type, detail) {
  const counts = `green ${detail.counts?.green}, yellow ${detail.counts?.yellow}`;
  if (type === 'move') {
    const converted = detail.converted.length ? `, converts ${detail.converted.join(' ')}` : '';
    return `${detail.source === 'computer' ? 'computer' : 'you'}: ${detail.color} ${detail.from} → ${detail.to} (${detail.kind})${converted} · ${counts}`;
  }
  return `${detail.winner ? `${detail.winner} wins` : 'draw'} (${detail.reason}) · ${counts}`;
}

/** A one-line summary of a <stained-glass-board> event's detail. */
function summarizeStainedGlass(type, detail) {
  const score = `moves ${detail.moves} · score ${detail.score}`;
  if (type === 'move') {
    const { over, to } = detail.colors;
    return `${detail.colors.from.before} ${detail.from} over ${detail.over} → ${detail.to}: ${detail.over} ${over.before} → ${over.after}, ${detail.to} ${to.before} → ${to.after} · ${detail.barsLeft} bars left · ${score}`;
  }
  return `${detail.won ? 'one tile left: won' : `stuck with ${detail.tilesLeft} tiles`} · ${score}`;
}

/** A one-line summary of a <kites-board> event's detail. */
function summarizeKites(type, detail) {
  const scores = `scores ${detail.scores.join(' : ')}`;
  if (type === 'move') {
    const who = `${detail.source === 'computer' ? 'computer' : 'player'} ${detail.player + 1}`;
    const done = detail.completed.length ? `, completes ${detail.completed.map((c) => c.type).join(', ')}` : '';
    const points = detail.points ? `, ${detail.points > 0 ? '+' : ''}${detail.points}` : '';
    return `${who}: ${detail.color} on kite ${detail.cell}${done}${points}${detail.replay ? ', extra move' : ''} · ${scores}`;
  }
  return `${detail.winner === null ? 'draw' : `player ${detail.winner + 1} wins`} · ${scores}`;
}

/** A one-line, human summary of an event's detail. */
function summarize(type, detail) {
  if (detail.game === 'infection' && (type === 'move' || type === 'game-over')) return summarizeInfection(type, detail);
  if (detail.game === 'stained-glass' && (type === 'move' || type === 'game-over')) return summarizeStainedGlass(type, detail);
  if (detail.game === 'kites' && (type === 'move' || type === 'game-over')) return summarizeKites(type, detail);
  switch (type) {
    case 'move': {
      const where = `${detail.square === 'board' ? 'puzzle' : 'target'}, row ${detail.row + 1}, column ${detail.column + 1}`;
      const toggled = `${detail.changed.length} ${detail.changed.length === 1 ? 'box' : 'boxes'} toggled`;
      return `${where}: ${toggled} · moves: ${detail.moves} · clicks to solve: ${detail.clicksNeeded}`;
    }
    case 'game-over':
      return `${detail.reason} in ${detail.moves} ${detail.moves === 1 ? 'move' : 'moves'}`;
    case 'undo':
    case 'redo':
      return `now at move ${detail.ply}`;
    case 'new-game':
      return `seed ${detail.seed}`;
    default:
      return '';
  }
}

/** Appends a <span class=...>text</span> to parent. */
function span(parent, className, text) {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  parent.append(el);
  return el;
}

function record(event) {
  const game = event.target;
  const item = document.createElement('li');
  item.dataset.type = event.type;
  span(item, 'log-time', `${new Date().toLocaleTimeString()} `);
  span(item, 'log-type', `${event.type} `);
  span(item, 'log-source', `#${game.id || game.localName} `);
  span(item, 'log-summary', summarize(event.type, event.detail));
  // The full detail, as a developer would receive it.
  span(item, 'log-detail', `detail: ${JSON.stringify(event.detail)}`);

  list.prepend(item);
  while (list.children.length > MAX_ENTRIES) list.lastElementChild.remove();
  empty.hidden = true;
}

for (const type of EVENTS) document.addEventListener(type, record);

document.getElementById('clear-log').addEventListener('click', () => {
  list.replaceChildren();
  empty.hidden = false;
});

// A copy button on every snippet: the text goes to the clipboard, and the button says so for a moment.
for (const pre of document.querySelectorAll('pre')) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy-snippet';
  button.textContent = 'Copy';
  button.setAttribute('aria-label', 'Copy this code');
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(pre.querySelector('code').textContent);
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Select and copy';
    }
    setTimeout(() => (button.textContent = 'Copy'), 2000);
  });
  pre.append(button);
}
