// Plays every game on a page with a strict Content-Security-Policy, from the
// CDN files (the computers and the solver load as chunks on first use), and
// writes what happened into #result for test/node/csp.test.mjs to read:
// each check's result, the policy's violations, and where each answer of the
// computers and the solver was worked out (the `boardlets-think` events:
// `task:worker` or `task:page`). `?cdn=<origin>` loads the files from
// another origin, as from a CDN.
/* global MouseEvent, addEventListener */
const violations = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.effectiveDirective}: ${e.blockedURI || e.sample}`));
const thinking = new Set();
addEventListener('boardlets-think', (e) => {
  if (e.detail.phase === 'done') thinking.add(`${e.detail.task}:${e.detail.thinkingIn}`);
});

await import(`${new URLSearchParams(location.search).get('cdn') ?? ''}/dist/cdn/boardlets.js`);

const $ = (selector) => document.querySelector(selector);
const cell = (el, i) => el.shadowRoot.querySelector(`[data-index="${i}"]`);
const next = (el, type, test = () => true) =>
  new Promise((resolve) => {
    const on = (e) => {
      if (!test(e.detail)) return;
      el.removeEventListener(type, on);
      resolve(e.detail);
    };
    el.addEventListener(type, on);
  });
const within = (promise, ms, what) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms))]);

const results = {};
async function check(name, play) {
  try {
    results[name] = await within(play(), 15000, name);
  } catch (error) {
    results[name] = `error: ${error.message}`;
  }
}

await check('checkbox-squares', async () => {
  const el = $('checkbox-squares');
  await el.updateComplete;
  const over = next(el, 'game-over');
  el.shadowRoot.querySelector('[data-square="board"][data-box="4"]').click();
  return (await over).reason;
});

await check('infection-board', async () => {
  const el = $('infection-board');
  await el.updateComplete;
  const reply = next(el, 'move', (d) => d.source === 'computer');
  cell(el, 7).click();
  await el.updateComplete;
  cell(el, 14).click();
  return `computer ${(await reply).kind}`;
});

await check('stained-glass hint', async () => {
  const el = document.querySelectorAll('stained-glass-board')[0];
  await el.updateComplete;
  return (await el.showHint()) ? 'hint shown' : 'no hint';
});

await check('stained-glass solvable', async () => {
  const el = document.querySelectorAll('stained-glass-board')[1];
  await el.updateComplete;
  while (el.finding) await new Promise((r) => setTimeout(r, 50));
  return /^[0-9]{4}(\/[0-9]{4}){3}$/.test(el.currentBoard) ? 'solvable board' : `board ${el.currentBoard}`;
});

await check('kites-board', async () => {
  const el = $('kites-board');
  await el.updateComplete;
  const reply = next(el, 'move', (d) => d.source === 'computer');
  cell(el, 30).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  return `computer ${(await reply).color}`;
});

await check('kites computer vs computer', async () => {
  const el = $('boardlets-settings kites-board');
  const over = el.isOver ? Promise.resolve({ reason: 'already over' }) : next(el, 'game-over');
  return (await over).reason;
});

// A last moment for any late violation report.
await new Promise((r) => setTimeout(r, 100));
$('#result').textContent = JSON.stringify({ results, violations, thinking: [...thinking].sort() });
