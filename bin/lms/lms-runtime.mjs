// Boardlets in an LMS, in the browser: packed by `boardlets-pack` as
// lms-runtime.js beside the games' CDN files (cdn/), in a SCORM package and
// in the H5P library H5P.Boardlets. It plays one game or a set of puzzles,
// measures each finished game (a score of 0-100 from the game's own
// measure), and keeps a state to resume from (the elements' save() text).
//
// In a SCORM package, the launch page (index.html) holds the package's
// settings as JSON in <script type="application/json" id="boardlets-package">
// and loads this module, which then finds the LMS's API object (API for
// SCORM 1.2, API_1484_11 for SCORM 2004) the standard way, up the parents
// and the opener, and reports to it. H5P's script (boardlets-h5p.js)
// imports it and reports through H5P's xAPI dispatcher. See docs/classroom.md.
/* global ResizeObserver */

/** The games a package can play. */
export const GAMES = ['checkbox-squares', 'stained-glass-board', 'infection-board', 'kites-board'];

/** The version of the state this module saves (suspend data, H5P state). */
const STATE_VERSION = 1;

/**
 * The games of a package: `game` with `attributes`, once, or `puzzles` times
 * with the seeds `<seed>-1` ... `<seed>-N` (the seed attribute, else "puzzle").
 * @param {string} game
 * @param {Record<string, string>} attributes
 * @param {number} puzzles
 * @returns {{ game: string, attributes: Record<string, string> }[]}
 */
export function expandSet(game, attributes = {}, puzzles = 1) {
  const count = Math.max(1, Math.min(50, Math.floor(Number(puzzles)) || 1));
  if (count === 1) return [{ game, attributes: { ...attributes } }];
  const seed = attributes.seed || 'puzzle';
  return Array.from({ length: count }, (_, i) => ({ game, attributes: { ...attributes, seed: `${seed}-${i + 1}` } }));
}

/** The index of the first seat a person plays in a `<kites-board>` (0 when all are the computer's). */
function humanSeat(el) {
  const players = Number(el.players) || 2;
  // The element knows (its seats, opponent and defaults); the attributes are the fallback.
  if (typeof el.isHumanSeat === 'function') {
    for (let i = 0; i < players; i++) if (el.isHumanSeat(i)) return i;
    return 0;
  }
  const seats = Array.isArray(el.seats) ? el.seats : String(el.getAttribute?.('seats') ?? '').split(/[\s,]+/).filter(Boolean);
  const opponent = el.opponent === 'human' ? 'human' : 'computer';
  for (let i = 0; i < players; i++) if ((seats[i] ?? (i === 0 ? 'human' : opponent)) === 'human') return i;
  return 0;
}

/**
 * What a game measures before its first move: Checkbox Squares the fewest
 * clicks, Stained Glass the tiles on the board; null for the others.
 */
function baselineOf(tag, el) {
  if (tag === 'checkbox-squares') return typeof el.clicksNeeded === 'number' && el.clicksNeeded > 0 ? el.clicksNeeded : null;
  if (tag === 'stained-glass-board') return typeof el.tilesLeft === 'number' ? el.tilesLeft : null;
  return null;
}

/**
 * The result of a finished game from its `game-over` event, a score of 0 to 100:
 * - Checkbox Squares: solved, so passed; the fewest clicks over the moves made (100 with no wasted click).
 * - Stained Glass: passed with one tile left (100); stuck: the share of the tiles it cleared, at most 99.
 * - Infection: passed when the player's colour wins; the player's share of the pieces.
 * - Kites: passed when the player is among the winners; the player's points over the top score.
 * @returns {{ completed: true, passed: boolean, score: number }}
 */
export function measure(tag, el, detail, baseline) {
  const clamp = (n) => Math.max(0, Math.min(100, Math.round(n)));
  if (tag === 'checkbox-squares') {
    const moves = Number(detail.moves) || 1;
    return { completed: true, passed: true, score: baseline ? clamp((100 * Math.min(baseline, moves)) / moves) : 100 };
  }
  if (tag === 'stained-glass-board') {
    const left = Number(detail.tilesLeft);
    const start = Math.max(Number(baseline) || 0, left);
    if (detail.won) return { completed: true, passed: true, score: 100 };
    return { completed: true, passed: false, score: start > 1 ? Math.min(99, clamp((100 * (start - left)) / (start - 1))) : 0 };
  }
  if (tag === 'infection-board') {
    const me = el.player === 'yellow' ? 'yellow' : 'green';
    const counts = detail.counts ?? {};
    const mine = Number(counts[me]) || 0;
    const all = mine + (Number(counts[me === 'green' ? 'yellow' : 'green']) || 0);
    return { completed: true, passed: detail.winner === me, score: all ? clamp((100 * mine) / all) : 0 };
  }
  const me = humanSeat(el);
  const scores = Array.isArray(detail.scores) ? detail.scores.map(Number) : [];
  const top = Math.max(0, ...scores);
  return { completed: true, passed: Array.isArray(detail.winners) && detail.winners.includes(me), score: top > 0 ? clamp((100 * (scores[me] ?? 0)) / top) : 0 };
}

/** The better of two results (a finished game keeps its best, if it is played again). */
const better = (a, b) => (!a ? b : !b ? a : b.score > a.score || (b.score === a.score && b.passed && !a.passed) ? b : a);

/** Reads a saved state (JSON text or object); null, with a warning, if it is not one of ours. */
function readState(saved, count) {
  if (saved === null || saved === undefined || saved === '') return null;
  try {
    const state = typeof saved === 'string' ? JSON.parse(saved) : saved;
    if (state?.v === STATE_VERSION && Array.isArray(state.g) && state.g.length === count) return state;
  } catch {
    // reported below
  }
  console.warn(`boardlets LMS: the saved state is not one this package wrote (for ${count} game${count === 1 ? '' : 's'}); starting afresh.`);
  return null;
}

/**
 * Plays `games` in `container`, resuming from `saved` (what `state()` returned), and calls
 * `onChange(change)` after every move, undo, redo and finished game:
 * `{ kind: 'move' | 'undo' | 'redo' | 'game-over', index, detail, result? }`.
 * Resolves to a controller: `summary()`, `state()`, `games`, `show(index)`.
 */
export async function mountGames(container, { title = '', games }, saved, onChange = () => {}) {
  const list = games.filter((g) => {
    if (GAMES.includes(g?.game)) return true;
    console.warn(`boardlets LMS: there is no game ${JSON.stringify(g?.game)}; left it out. Accepted: ${GAMES.join(', ')}.`);
    return false;
  });
  const state = readState(saved, list.length);
  await Promise.all([...new Set(list.map((g) => g.game))].map((tag) => import(new URL(`./cdn/${tag}.js`, import.meta.url).href)));

  const root = document.createElement('div');
  root.className = 'boardlets-lms';
  if (title) {
    const heading = document.createElement('h1');
    heading.textContent = title;
    root.append(heading);
  }
  const nav = document.createElement('nav');
  nav.className = 'boardlets-lms-nav';
  nav.setAttribute('aria-label', 'Puzzles');
  const status = document.createElement('p');
  status.className = 'boardlets-lms-status';
  status.setAttribute('role', 'status');
  if (list.length > 1) root.append(nav, status);

  let current = Math.min(Math.max(0, Number(state?.i) || 0), Math.max(0, list.length - 1));
  const entries = list.map((spec, index) => {
    const saved = state?.g[index] ?? {};
    const el = document.createElement(spec.game);
    for (const [name, value] of Object.entries(spec.attributes ?? {})) {
      if (/^on|^(?:style|persist)$/i.test(name)) continue;
      el.setAttribute(name, value === true ? '' : String(value));
    }
    if (typeof saved.s === 'string' && saved.s) {
      try {
        el.restore(saved.s);
      } catch (error) {
        console.warn(`boardlets LMS: could not resume game ${index + 1} (${error?.message ?? error}); it starts afresh.`);
      }
    }
    const entry = { tag: spec.game, el, baseline: saved.b ?? null, result: saved.r ?? null, button: null };
    const slot = document.createElement('section');
    slot.className = 'boardlets-lms-game';
    slot.append(el);
    slot.hidden = index !== current;
    entry.slot = slot;
    if (list.length > 1) {
      const button = document.createElement('button');
      button.type = 'button';
      button.addEventListener('click', () => controller.show(index));
      nav.append(button);
      entry.button = button;
    }
    const record = (kind) => (event) => {
      if (kind === 'game-over') entry.result = better(entry.result, measure(entry.tag, el, event.detail ?? {}, entry.baseline));
      refresh();
      onChange({ kind, index, detail: event.detail ?? {}, result: entry.result });
    };
    for (const kind of ['move', 'undo', 'redo', 'game-over']) el.addEventListener(kind, record(kind));
    root.append(slot);
    return entry;
  });
  container.append(root);
  await Promise.all(
    entries.map(async (entry) => {
      await entry.el.updateComplete;
      if (entry.baseline === null && !(entry.el.ply > 0)) entry.baseline = baselineOf(entry.tag, entry.el);
    }),
  );

  function refresh() {
    const s = controller.summary();
    entries.forEach((entry, index) => {
      if (!entry.button) return;
      const mark = entry.result ? (entry.result.passed ? ' ✓' : ' ✗') : '';
      entry.button.textContent = `${index + 1}${mark}`;
      entry.button.setAttribute('aria-label', `Puzzle ${index + 1}${entry.result ? (entry.result.passed ? ', solved' : ', finished') : ''}`);
      if (index === current) entry.button.setAttribute('aria-current', 'step');
      else entry.button.removeAttribute('aria-current');
    });
    if (list.length > 1) status.textContent = `${s.finished} of ${s.total} finished · score ${s.score}`;
  }

  const controller = {
    games: entries,
    /** Completion, success and the score (the mean over the games, unfinished ones counting 0). */
    summary() {
      const total = entries.length;
      const finished = entries.filter((e) => e.result).length;
      const score = total ? Math.round(entries.reduce((sum, e) => sum + (e.result?.score ?? 0), 0) / total) : 0;
      const passed = total > 0 && entries.every((e) => e.result?.passed);
      const started = entries.some((e) => e.result || e.el.ply > 0);
      return { total, finished, completed: total > 0 && finished === total, passed, score, started };
    },
    /** The state to resume from, as an object (JSON-ready); `budget` drops the longest save texts of finished games, then of any, to fit that many characters. */
    state(budget = Infinity) {
      const g = entries.map((e) => {
        let s;
        try {
          s = String(e.el.save() ?? '');
        } catch {
          s = '';
        }
        return { s, b: e.baseline, r: e.result };
      });
      const out = { v: STATE_VERSION, i: current, g };
      const order = [...g.keys()].sort((a, b) => Number(!!g[b].r) - Number(!!g[a].r) || g[b].s.length - g[a].s.length);
      for (const k of order) {
        if (JSON.stringify(out).length <= budget) break;
        g[k].s = '';
      }
      return out;
    },
    show(index) {
      if (index < 0 || index >= entries.length) return;
      current = index;
      entries.forEach((e, i) => (e.slot.hidden = i !== index));
      refresh();
      onChange({ kind: 'show', index, detail: {} });
    },
  };
  refresh();
  return controller;
}

/** Where an LMS puts its API object: this window and its parents, then the opener and its parents. */
export function findApi(name, win = window) {
  const search = (start) => {
    let w = start;
    for (let hops = 0; w && hops < 500; hops++) {
      try {
        if (w[name]) return w[name];
      } catch {
        return null; // another origin: no API there
      }
      if (w.parent === w) break;
      w = w.parent;
    }
    return null;
  };
  return search(win) ?? (win.opener ? search(win.opener) : null);
}

const pad = (n, width = 2) => String(n).padStart(width, '0');
/** SCORM 1.2's CMITimespan, HHHH:MM:SS.SS. */
export function timespan12(ms) {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.min(9999, Math.floor(cs / 360000));
  return `${pad(h, 4)}:${pad(Math.floor(cs / 6000) % 60)}:${pad(Math.floor(cs / 100) % 60)}.${pad(cs % 100)}`;
}
/** SCORM 2004's timeinterval, an ISO 8601 duration such as PT1H2M3.45S. */
export function duration2004(ms) {
  const cs = Math.max(0, Math.round(ms / 10));
  return `PT${Math.floor(cs / 360000)}H${Math.floor(cs / 6000) % 60}M${Math.floor(cs / 100) % 60}.${pad(cs % 100)}S`;
}

/** The two versions' calls and data model names. */
const SCORM = {
  '1.2': {
    api: 'API',
    init: (a) => a.LMSInitialize(''),
    get: (a, k) => a.LMSGetValue(k),
    set: (a, k, v) => a.LMSSetValue(k, v),
    commit: (a) => a.LMSCommit(''),
    finish: (a) => a.LMSFinish(''),
    suspendLimit: 4096,
  },
  2004: {
    api: 'API_1484_11',
    init: (a) => a.Initialize(''),
    get: (a, k) => a.GetValue(k),
    set: (a, k, v) => a.SetValue(k, v),
    commit: (a) => a.Commit(''),
    finish: (a) => a.Terminate(''),
    suspendLimit: 64000,
  },
};

/** Writes what the summary says into the LMS's data model (SCORM 1.2 or 2004). */
function report(version, api, s) {
  const v = SCORM[version];
  const set = (k, value) => {
    if (String(v.set(api, k, String(value))) !== 'true') console.warn(`boardlets SCORM: the LMS refused ${k} = ${value}.`);
  };
  if (version === '1.2') {
    set('cmi.core.lesson_status', s.completed ? (s.passed ? 'passed' : 'failed') : 'incomplete');
    if (s.started) {
      set('cmi.core.score.min', 0);
      set('cmi.core.score.max', 100);
      set('cmi.core.score.raw', s.score);
    }
    return;
  }
  set('cmi.completion_status', s.completed ? 'completed' : 'incomplete');
  set('cmi.success_status', s.completed ? (s.passed ? 'passed' : 'failed') : 'unknown');
  set('cmi.progress_measure', (s.finished / Math.max(1, s.total)).toFixed(4).replace(/\.?0+$/, '') || '0');
  if (s.started) {
    set('cmi.score.min', 0);
    set('cmi.score.max', 100);
    set('cmi.score.raw', s.score);
    set('cmi.score.scaled', s.score / 100);
  }
}

/**
 * The SCORM launch page: plays the package's games and reports to the LMS.
 * Without an LMS (the page opened on its own) it plays and says that nothing is recorded.
 */
export async function startScorm(config, container) {
  const version = config.scorm === '2004' ? '2004' : '1.2';
  const v = SCORM[version];
  const api = findApi(v.api);
  const started = Date.now();
  let live = false;
  if (!api) {
    console.warn(`boardlets SCORM: found no LMS (no ${v.api} object in this window, its parents or its opener); the games play, but no result is recorded.`);
  } else if (String(v.init(api)) !== 'true') {
    console.warn(`boardlets SCORM: the LMS did not start the session (${v.api} Initialize failed); the games play, but no result is recorded.`);
  } else live = true;
  const suspended = live ? v.get(api, 'cmi.suspend_data') : '';
  let moves = 0;
  let controller = null;
  const save = (commit) => {
    if (!live || !controller) return;
    report(version, api, controller.summary());
    const data = JSON.stringify(controller.state(v.suspendLimit));
    if (data.length <= v.suspendLimit) v.set(api, 'cmi.suspend_data', data);
    else console.warn(`boardlets SCORM: the state to resume from is ${data.length} characters, over the LMS's ${v.suspendLimit}; not saved.`);
    if (commit) v.commit(api);
  };
  controller = await mountGames(container, config, suspended || null, (change) => {
    if (change.kind === 'move') moves++;
    save(change.kind === 'game-over' || change.kind === 'show' || moves % 5 === 0);
  });
  // What the LMS shows from the start: incomplete for a new attempt, the resumed games' status and score for a resumed one.
  if (live) report(version, api, controller.summary());
  let finished = false;
  const finish = () => {
    if (!live || finished) return;
    finished = true;
    save(false);
    const s = controller.summary();
    if (version === '1.2') {
      v.set(api, 'cmi.core.exit', s.completed ? '' : 'suspend');
      v.set(api, 'cmi.core.session_time', timespan12(Date.now() - started));
    } else {
      v.set(api, 'cmi.exit', s.completed ? 'normal' : 'suspend');
      v.set(api, 'cmi.session_time', duration2004(Date.now() - started));
    }
    v.commit(api);
    v.finish(api);
  };
  // pagehide, not unload: it also fires when the LMS removes the frame, and keeps the page eligible for the back/forward cache.
  window.addEventListener('pagehide', finish);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && save(true));
  return { controller, finish, api, live };
}

// The launch page of a SCORM package names itself by its settings block.
if (typeof document !== 'undefined') {
  const block = document.getElementById('boardlets-package');
  if (block) {
    let config = null;
    try {
      config = JSON.parse(block.textContent ?? '');
    } catch {
      console.warn('boardlets SCORM: the launch page\'s settings (#boardlets-package) are not JSON; repack it with boardlets-pack.');
    }
    const main = document.querySelector('main') ?? document.body;
    if (config) {
      window.boardletsScorm = startScorm(config, main);
      const post = () => window.parent !== window && window.parent.postMessage({ type: 'boardlets:height', height: Math.ceil(main.getBoundingClientRect().height), game: 'scorm' }, '*');
      if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(main);
    }
  }
}
