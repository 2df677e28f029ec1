import { expect, fixture, html } from '@open-wc/testing';

/**
 * The built CDN files, as a blog page would load them (npm test builds them
 * first). Catches what the source tests cannot: bundling, minification of
 * templates and styles, and Lit's production build.
 */
const load = (file: string): Promise<unknown> => import(/* @vite-ignore */ new URL(`/dist/cdn/${file}`, location.href).href);

describe('CDN files', () => {
  before(async () => {
    const seen: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => seen.push(args.join(' '));
    try {
      await load('checkbox-squares.js');
      await load('infection-board.js');
      await load('stained-glass-board.js');
      await load('kites-board.js');
      // The all-in-one file imports the element files themselves: nothing is defined twice.
      await load('boardlets.js');
      expect(seen).to.deep.equal([]);
      // A second copy of the code (here the source modules, with their own Lit) defining the same tag: a warning, never an error.
      await import('../../src/kites-board.js');
    } finally {
      console.warn = original;
    }
    expect(seen).to.deep.equal(['boardlets: <kites-board> is already defined by another copy of the script; keeping the first one.']);
  });

  it('shares one copy of each element between the element files and the all-in-one file', async () => {
    const all = (await load('boardlets.js')) as Record<string, unknown>;
    const kites = (await load('kites-board.js')) as Record<string, unknown>;
    expect(all.KitesBoard).to.equal(kites.KitesBoard);
    expect(customElements.get('kites-board')).to.equal(kites.KitesBoard);
    // files.json lists every element file's chunks, and the files are there.
    const graph = (await (await fetch('/dist/cdn/files.json')).json()) as Record<string, { imports: string[]; lazy: string[] }>;
    expect(Object.keys(graph).sort()).to.deep.equal([
      'autoloader.js',
      'boardlets-settings.js',
      'boardlets-worksheet.js',
      'boardlets.js',
      'checkbox-squares.js',
      'infection-board.js',
      'kites-board.js',
      'stained-glass-board.js',
    ]);
    // The computer (with its scheduling), the How to play panel and the code behind persist/from-hash are loaded on first use, not with the board.
    const lazy = graph['kites-board.js']!.lazy;
    // Chunk names without their hash (a language's chunks have none: `chunks/kites-de.js`).
    const names = lazy.map((f) => f.replace(/(?:-[\w-]{8})?\.js$/, ''));
    for (const name of ['chunks/how-to-play', 'chunks/keeper', 'chunks/kites-ai', 'chunks/schedule', 'chunks/think-client']) expect(names).to.include(name);
    // Each shipped language's shared strings and Kites' own are chunks of their own, loaded only when a page needs them.
    const codes = ['ar', 'de', 'es', 'fr', 'he', 'it', 'ja', 'nl', 'pl', 'pt', 'tr', 'uk', 'zh'];
    const languages = codes.flatMap((l) => [`chunks/${l}`, `chunks/kites-${l}`]);
    expect(names).to.include.members(languages);
    expect(graph['kites-board.js']!.imports.map((f) => f.replace(/(?:-[\w-]{8})?\.js$/, ''))).to.not.include.members(['chunks/de', 'chunks/kites-de']);
    // Nothing else is lazy: the panel's code, styles and strings, the keeper, the computer, its search (the engine's, shared with Infection's), its scheduling and what starts its worker, the sounds, the interaction layer and the board's input (loaded while the page is idle), the drag's code (the shared core can load it; Kites never does), the languages.
    expect(names.filter((n) => !languages.includes(n) && !/^chunks\/(?:how-to-play(?:\.styles|\.messages)?|modal\.styles|keeper|kites-ai|kites-kite-input|search|schedule|sound|think-client|interaction-layer|pointer-drag-impl)$/.test(n))).to.deep.equal([]);
    // The drag's code loads after the first paint (while the page is idle, or on the first press), never with it
    // (its small front, a chunk of its own shared by the games that drag, may come with the board).
    for (const file of ['infection-board.js', 'stained-glass-board.js']) {
      expect(graph[file]!.imports.some((f) => f.includes('pointer-drag-impl')), `${file} imports`).to.equal(false);
      expect(graph[file]!.lazy.some((f) => f.includes('pointer-drag')), `${file} lazy`).to.equal(true);
    }
    for (const name of ['chunks/interaction-layer', 'chunks/search', 'chunks/sound']) expect(names).to.include(name);
    expect(graph['checkbox-squares.js']!.imports.some((f) => f.includes('keeper'))).to.equal(false);
    // Standard Ataxx loads with rules="ataxx", never with an Infection board's first paint.
    expect(graph['infection-board.js']!.imports.some((f) => f.includes('ataxx'))).to.equal(false);
    expect(graph['infection-board.js']!.lazy.some((f) => /chunks\/ataxx-ataxx-rules-/.test(f))).to.equal(true);
    // The daily results' strings and share text load with `daily` or `stats`, never with a daily game's first paint.
    const text = async (files: string[]): Promise<string> => (await Promise.all(files.map(async (f) => (await fetch(`/dist/cdn/${f}`)).text()))).join('\n');
    for (const [file, chart] of [['checkbox-squares.js', 'Solved games by moves over the fewest possible'], ['stained-glass-board.js', 'Games by score (lower is better)']] as const) {
      const first = await text([file, ...graph[file]!.imports]);
      expect(first, file).to.include('daily-date');
      for (const said of ['Next puzzle in', chart]) expect(first.includes(said), `${file}: ${said}`).to.equal(false);
      const later = await text(graph[file]!.lazy.filter((f) => /\/daily/.test(f)));
      for (const said of ['Next puzzle in', chart]) expect(later.includes(said), `${file}, later: ${said}`).to.equal(true);
    }
    for (const file of new Set(Object.values(graph).flatMap((g) => [...g.imports, ...g.lazy]))) {
      expect((await fetch(`/dist/cdn/${file}`)).ok, file).to.equal(true);
    }
    // Two hundred fetches (every language's chunks) fill the browser's resource timing buffer (250 entries), which later tests read.
    performance.clearResourceTimings();
  });

  it('defines the elements, renders styled boards and plays a game', async () => {
    const wrapper = await fixture(html`<boardlets-settings motion="reduce">
      <checkbox-squares target="000000000" start="010111010"></checkbox-squares>
    </boardlets-settings>`);
    const el = wrapper.querySelector('checkbox-squares') as HTMLElement & { updateComplete: Promise<unknown>; isOver: boolean };
    await el.updateComplete;
    const boxes = el.shadowRoot!.querySelectorAll<HTMLElement>('[role="checkbox"]');
    expect(boxes.length).to.equal(18);
    // A game is laid out once the browser has seen it near the view (content-visibility: auto, for pages of
    // many boards): Firefox decides that in the frame after the first render, so the grid is read after it.
    for (let frames = 0; frames < 2; frames++) await new Promise((resolve) => requestAnimationFrame(resolve));
    // The minified stylesheet still applies: square boxes with a border, a grid of three columns.
    const box = boxes[13]!;
    expect(getComputedStyle(box).borderTopWidth).to.equal('2px');
    expect(getComputedStyle(box).aspectRatio).to.equal('1 / 1');
    expect(getComputedStyle(box.parentElement!).gridTemplateColumns.split(' ').length).to.equal(3);
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('data-motion')).to.equal('reduce');
    const events: string[] = [];
    for (const type of ['move', 'game-over']) wrapper.addEventListener(type, (e) => events.push(e.type));
    box.click(); // the right square's centre: the cross solves it
    await el.updateComplete;
    expect(events).to.deep.equal(['move', 'game-over']);
    expect(el.isOver).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('plays Infection from its own file: a move and the computer\'s reply', async () => {
    const el = await fixture(html`<infection-board seed="cdn" difficulty="greedy" obstacles="0"></infection-board>`);
    await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    const moves: { source: string; kind: string }[] = [];
    const done = new Promise<void>((resolve) =>
      el.addEventListener('move', (e) => {
        moves.push((e as CustomEvent).detail);
        if ((e as CustomEvent).detail.source === 'computer') resolve();
      }),
    );
    const cell = (i: number) => el.shadowRoot!.querySelector<HTMLElement>(`[data-index="${i}"]`)!;
    cell(7).click(); // b2, a Green piece
    cell(14).click(); // c3: a duplicate
    await done;
    expect(moves.map((m) => `${m.source}:${m.kind}`)[0]).to.equal('user:duplicate');
    expect(moves[1]!.source).to.equal('computer');
    await expect(el).to.be.accessible();
  });

  it('plays Stained Glass from its own file: a hop that leaves the player stuck', async () => {
    const el = (await fixture(html`<stained-glass-board seed="cdn" glyphs></stained-glass-board>`)) as HTMLElement & {
      updateComplete: Promise<unknown>;
      restore(text: string): boolean;
      currentBoard: string;
      isOver: boolean;
    };
    await el.updateComplete;
    expect(el.currentBoard).to.match(/^([1-6]{6}\/){5}[1-6]{6}$/);
    // Blue a1 over red b1 onto yellow c1 (green): nothing else can move then.
    expect(el.restore('stained-glass~1~1240-4300-0000-0006~~0~0')).to.equal(true);
    await el.updateComplete;
    const cell = (i: number) => el.shadowRoot!.querySelector<HTMLElement>(`[data-index="${i}"]`)!;
    // The minified stylesheet still applies: coloured tiles, glyphs shown, a 4x4 board.
    expect(getComputedStyle(cell(0).querySelector('.tile')!).backgroundColor).to.not.equal(getComputedStyle(cell(2).querySelector('.tile')!).backgroundColor);
    expect(getComputedStyle(cell(0).querySelector('.glyph')!).display).to.equal('block');
    expect(el.shadowRoot!.querySelectorAll('[role="row"]').length).to.equal(4);
    const events: string[] = [];
    for (const type of ['move', 'game-over']) el.addEventListener(type, (e) => events.push(e.type));
    cell(0).click();
    await el.updateComplete;
    cell(2).click();
    await el.updateComplete;
    expect(events).to.deep.equal(['move', 'game-over']);
    expect(el.currentBoard).to.equal('0050/4300/0000/0006');
    expect(el.isOver).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('gives a Stained Glass hint from the solver, loaded on first use', async () => {
    const el = (await fixture(html`<stained-glass-board position="0120/0005/0600/4000"></stained-glass-board>`)) as HTMLElement & {
      updateComplete: Promise<unknown>;
      showHint(): Promise<boolean>;
    };
    await el.updateComplete;
    expect(await el.showHint()).to.equal(true);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="feedback"]')!.textContent).to.contain('one-tile finish');
  });

  it('plays Kites from its own file: a move, styled kites and the computer\'s reply', async () => {
    const el = (await fixture(html`<kites-board seed="cdn" difficulty="greedy"></kites-board>`)) as HTMLElement & {
      updateComplete: Promise<unknown>;
      history: string[];
    };
    await el.updateComplete;
    const kites = el.shadowRoot!.querySelectorAll<SVGPolygonElement>('[role="gridcell"]');
    expect(kites.length).to.equal(72);
    const moves: { source: string; color: string; cell: number }[] = [];
    const reply = new Promise<void>((resolve) =>
      el.addEventListener('move', (e) => {
        moves.push((e as CustomEvent).detail);
        if ((e as CustomEvent).detail.source === 'computer') resolve();
      }),
    );
    kites[30]!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    // The fill eases in (a transition of --boardlets-duration): read it once it has.
    await Promise.all(kites[30]!.getAnimations().map((a) => a.finished));
    // The minified stylesheet still applies: the placed kite is filled with a colour unlike an empty one.
    expect(getComputedStyle(kites[30]!).fill).to.not.equal(getComputedStyle(kites[0]!).fill);
    expect(el.shadowRoot!.querySelector('[part="glyph"]')!.textContent).to.equal('R');
    await reply;
    expect(moves.map((m) => `${m.source}:${m.color}`)).to.deep.equal(['user:red', 'computer:yellow']);
    expect(moves[0]!.cell).to.equal(30);
    await expect(el).to.be.accessible();
  });

  it('loads the code behind persist only for a game that persists, and resumes its game before the first render', async () => {
    // Loaded as a module (an earlier test fetch()es every file of files.json).
    const keeperFetched = () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((r) => /\/chunks\/keeper-/.test(r.name) && r.initiatorType !== 'fetch');
    const plain = (await fixture(html`<checkbox-squares seed="no-persist"></checkbox-squares>`)) as HTMLElement & { updateComplete: Promise<unknown> };
    await plain.updateComplete;
    expect(keeperFetched()).to.equal(false);
    const key = 'boardlets-test:cdn-persist';
    localStorage.removeItem(key);
    try {
      type Game = HTMLElement & { updateComplete: Promise<unknown>; ply: number; save(): string; restore(text: string): boolean };
      const first = (await fixture(html`<checkbox-squares seed="cdn-persist" persist=${key}></checkbox-squares>`)) as Game;
      await first.updateComplete;
      expect(keeperFetched()).to.equal(true);
      first.shadowRoot!.querySelector<HTMLElement>('[role="checkbox"]')!.click();
      await first.updateComplete;
      expect(first.ply).to.equal(1);
      const saved = first.save();
      first.remove();
      // A reload: a new element with the same key shows the saved game in its first render.
      const again = document.createElement('checkbox-squares') as Game;
      again.setAttribute('seed', 'cdn-persist');
      again.setAttribute('persist', key);
      document.body.append(again);
      // Its first render (the first update) is already the saved game: the game waited for the keeper's chunk.
      let renders = 0;
      const original = (again as unknown as { render(): unknown }).render;
      (again as unknown as { render(): unknown }).render = function (this: Game) {
        renders++;
        expect(this.ply).to.equal(1);
        return original.call(this);
      };
      await again.updateComplete;
      expect(renders).to.equal(1);
      expect(again.save()).to.equal(saved);
      again.remove();
    } finally {
      localStorage.removeItem(key);
    }
  });
});
