/**
 * `<lights-out>`: Lights Out 5x5 as a Boardlets game, made outside the
 * package with its public authoring API only (`boardlets/authoring` and
 * `boardlets/engine`). docs/authoring.md walks through this file.
 */
import { css, html, svg, type TemplateResult } from 'lit';
import {
  BoardletElement,
  GridCursor,
  baseMessages,
  defineElement,
  type GameOverDetailBase,
  type HowToPlay,
  type MoveDetailBase,
  type Msg,
  type PlayedMove,
  type Table,
  type Translations,
} from 'boardlets/authoring';
import type { GameStatus, HistoryEntry } from 'boardlets/engine';
import { lightsOut, SIZE, type LightsMove, type LightsOptions, type LightsOutcome, type LightsState } from './rules.js';

/** The game's own strings, in English; each key starts with `lo`, as every game's keys share one namespace. */
export const lightsOutMessages = {
  loBoard: 'Lights Out board',
  loGoal: 'Turn every light off. A press toggles the cell and its neighbours.',
  loCell: '{cell}, {state}',
  loOn: 'on',
  loOff: 'off',
  loStatus: 'Lights on {count} · Presses {presses}',
  loPressed: 'Pressed {cell}: {count} {count:light|lights} on.',
  loWon: 'All lights out in {count} {count:press|presses}: you win!',
  loRule: 'Pressing a cell toggles it and the cells above, below and beside it.',
  loRuleLabel: 'A press on the middle cell toggles the plus shape around it.',
  loKeyPress: 'Press the cell',
};

// The keys join those `msg()` accepts (the package's games add theirs the same way).
declare module 'boardlets/authoring' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface BoardletsMessages extends Table<typeof lightsOutMessages> {}
  interface BoardletsMoveDetails {
    'lights-out': MoveDetailBase & LightsOutcome;
  }
  interface BoardletsGameOverDetails {
    'lights-out': GameOverDetailBase & { readonly presses: number };
  }
}

/** Translations of the game's strings, each loaded the first time a game on the page shows that language; a key left out falls back to English. */
const lightsOutTranslations: Translations = {
  de: () => import('./de.js'),
};

/** Cells as on a chess board: columns a to e from the left, rows 1 to 5 from the bottom. */
const cellName = (cell: number): string => `${'abcde'[cell % SIZE]}${SIZE - Math.floor(cell / SIZE)}`;

/** The How to play panel: the goal, one rule with its diagram, the keys. */
const howToPlay = (msg: Msg): HowToPlay => ({
  goal: msg('loGoal'),
  rules: [
    {
      diagram: svg`${[0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => svg`<rect class="d-cell" x=${8 + c * 28} y=${8 + r * 28} width="24" height="24" fill=${r === 1 || c === 1 ? 'gold' : 'none'}/>`))}`,
      label: msg('loRuleLabel'),
      text: msg('loRule'),
    },
  ],
  keys: [
    { keys: [msg('htpArrows')], text: msg('htpMoveCursor') },
    { keys: [msg('htpEnter'), msg('htpSpace')], text: msg('loKeyPress') },
    { keys: [msg('htpCtrlZ')], text: msg('undo') },
    { keys: [msg('htpCtrlY')], text: msg('redo') },
  ],
});

/**
 * Lights Out 5x5: turn every light off. Pressing a cell (a click, or Enter or
 * Space on the cell the arrow keys moved to) toggles it and its orthogonal
 * neighbours. Each `seed` deals a board that can be solved.
 *
 * @fires move - After each press: `cell`, `toggled` (the cells it toggled) and `lit` (lights on after it), with the shared fields.
 * @fires game-over - When the last light goes out: `presses`, with the shared fields.
 */
export class LightsOut extends BoardletElement<LightsState, LightsMove, LightsOptions, LightsOutcome> {
  static override styles = [
    ...BoardletElement.styles,
    css`
      .board {
        display: grid;
        gap: 4px;
        inline-size: min(100%, var(--_fit));
        aspect-ratio: 1;
        margin-inline: auto;
      }
      .row {
        display: grid;
        grid-template-columns: repeat(5, 1fr);
        gap: 4px;
      }
      .cell {
        border: 2px solid var(--boardlets-line);
        border-radius: var(--boardlets-radius);
        background: var(--boardlets-board);
        cursor: pointer;
      }
      .cell[data-on] {
        background: var(--boardlets-accent);
      }
      .cell:focus-visible {
        outline: 3px solid var(--boardlets-focus);
        outline-offset: 2px;
      }
    `,
  ];
  protected static override messages = { ...baseMessages, ...lightsOutMessages };
  protected static override translations = [lightsOutTranslations];

  protected readonly definition = lightsOut;

  /** The keyboard cursor: one cell in the tab order, the arrow keys move it (the ARIA grid pattern). */
  readonly #cursor = new GridCursor(this, {
    rows: SIZE,
    cols: SIZE,
    cell: (row, col) => this.renderRoot.querySelector<HTMLElement>(`[data-index="${row * SIZE + col}"]`),
  });

  /** The lights, row by row from the top left: `true` where a light is on. */
  get lights(): boolean[] {
    const { lights } = this.session.state;
    return Array.from({ length: SIZE * SIZE }, (_, cell) => ((lights >> cell) & 1) === 1);
  }

  protected resolveOptions(): LightsOptions {
    return {};
  }

  protected adoptOptions(): void {}

  protected override idleFeedback(): string {
    return this.msg('loGoal');
  }

  protected loadHowToPlay(): Promise<(msg: Msg) => HowToPlay> {
    return Promise.resolve(howToPlay);
  }

  #press(cell: number): void {
    this.#cursor.moveToIndex(cell);
    this.playMove(cell, 'user');
  }

  readonly #onKeydown = (event: KeyboardEvent): void => {
    if (this.#cursor.handleKey(event)) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) this.#press(this.#cursor.index);
  };

  protected renderBoard(): TemplateResult {
    const lights = this.lights;
    const rows = [];
    for (let row = 0; row < SIZE; row++) {
      const cells = [];
      for (let col = 0; col < SIZE; col++) {
        const cell = row * SIZE + col;
        const on = lights[cell]!;
        cells.push(html`<div
          class="cell"
          role="gridcell"
          data-index=${cell}
          ?data-on=${on}
          tabindex=${this.#cursor.tabIndexOf(cell)}
          aria-label=${this.msg('loCell', { cell: cellName(cell), state: this.msg(on ? 'loOn' : 'loOff') })}
          @click=${() => this.#press(cell)}
        ></div>`);
      }
      rows.push(html`<div class="row" role="row">${cells}</div>`);
    }
    return html`<div class="board" role="grid" aria-label=${this.msg('loBoard')} aria-readonly=${this.readonly || this.isOver ? 'true' : 'false'} @keydown=${this.#onKeydown}>${rows}</div>`;
  }

  protected renderStatus(): TemplateResult {
    const status = this.session.status;
    if (status.over) return this.renderResult(status, this.describeResult(status));
    const lit = this.lights.filter(Boolean).length;
    return html`${this.msg('loStatus', { count: lit, presses: this.ply })}`;
  }

  // The session works out each move's outcome once; the event, the sentence and the list read it.
  protected moveDetail(played: PlayedMove<LightsState, LightsMove, LightsOutcome>): LightsOutcome {
    return played.outcome;
  }

  protected gameOverDetail(_state: LightsState, base: GameOverDetailBase): { presses: number } {
    return { presses: base.ply };
  }

  protected override moveName(entry: HistoryEntry<LightsMove, LightsOutcome>): string {
    return cellName(entry.move);
  }

  protected describeMove(played: PlayedMove<LightsState, LightsMove, LightsOutcome>): string {
    return this.msg('loPressed', { cell: cellName(played.move), count: played.outcome.lit });
  }

  protected describeResult(_status: GameStatus & { over: true }): string {
    return this.msg('loWon', { count: this.ply });
  }
}

defineElement('lights-out', LightsOut);

declare global {
  interface HTMLElementTagNameMap {
    'lights-out': LightsOut;
  }
}
