import type { PropertyValues, TemplateResult } from 'lit';
import { BoardletElement, type HintWiring, type PlayedMove } from '../../base/boardlet-element.js';
import type { HowToPlay, Msg } from '../../base/how-to-play.js';
import { ComputerController } from '../../base/controllers/computer.js';
import { HintController } from '../../base/controllers/hint.js';
import { HexCursor } from '../../base/controllers/hex-cursor.js';
import { MotionController } from '../../base/controllers/motion.js';
import { textConverter } from '../../base/describe-value.js';
import { defineElement } from '../../base/define.js';
import type { GameOverDetailBase, MoveDetailBase } from '../../base/events.js';
import { baseMessages } from '../../base/messages.js';
import type { GameStatus } from '../../engine/game.js';
import { createRng } from '../../engine/rng.js';
import { KITES_DIFFICULTIES, type KitesDifficulty } from '../../games/kites/levels.js';
import { kitesGeometry, type ConfigurationType } from '../../games/kites/geometry.js';
import {
  COLOUR_NAMES,
  MAX_PLAYERS,
  kites,
  nextColour,
  type ColourName,
  type KitesMove,
  type KitesOptions,
  type KitesOutcome,
  type KitesState,
} from '../../games/kites/rules.js';
import type { HistoryEntry } from '../../engine/session.js';
import { kitesBoardStyles } from './kites-board.styles.js';
import { kitesMessages, kitesTranslations } from './messages.js';
import * as sentences from './sentences.js';
import { animateEffects, drawingOf, lastTurnOf } from './drawing.js';
import { renderBoard, renderStatus } from './templates.js';
import { InputSlot } from './input-slot.js';
import { OPPONENTS, resolveKitesOptions, resolveSeats } from './options.js';
import { choice, wholeConverter, type WarnAttribute } from '../../base/attribute-values.js';

/**
 * The computer (search and hints) is loaded on first use: a page where it
 * never plays downloads less, and the board shows without waiting for it.
 * It thinks in the page's worker where there is one (base/think-client.ts).
 */
const loadAi = () => import('../../games/kites/ai.js');
const loadClient = () => import('../../base/think-client.js');

export type KitesColor = ColourName;
/** Who plays a seat: a person at this device, or the computer. */
export type KitesSeat = 'human' | 'computer';
export type KitesConfigurationType = ConfigurationType;

/** A configuration a move completed: its kind and the index of its point in the board's geometry. */
export interface KitesCompletion {
  readonly type: KitesConfigurationType;
  readonly point: number;
}

export interface KitesMoveDetail extends MoveDetailBase {
  readonly game: 'kites';
  /** The kite filled: its index in reading order (top to bottom, then left to right), from 0. */
  readonly cell: number;
  /** The colour placed. */
  readonly color: KitesColor;
  /** Configurations the move completed (half-wheels too, which score nothing but may give an extra move). */
  readonly completed: readonly KitesCompletion[];
  /** Points for the completed triangles, quartets and wheels. */
  readonly gained: number;
  /** Points lost: one per same-coloured kite side by side with the placed one. */
  readonly penalty: number;
  /** `gained - penalty`: the change in the mover's score. */
  readonly points: number;
  /** Whether the same player moves again (an extra move). */
  readonly replay: boolean;
  /** Every player's score after the move. */
  readonly scores: readonly number[];
}

export interface KitesGameOverDetail extends GameOverDetailBase {
  readonly game: 'kites';
  /**
   * `board-full`: one player has the most points; `draw`: every player has
   * the same score; `shared`: with 3 or 4 players, some (listed in
   * `winners`) share the top score.
   */
  readonly reason: 'board-full' | 'draw' | 'shared';
  /** The winning player (0-based), or `null` for a draw or a shared win. */
  readonly winner: number | null;
  readonly scores: readonly number[];
}

declare module '../../base/events.js' {
  interface BoardletsMoveDetails {
    kites: KitesMoveDetail;
  }
  interface BoardletsGameOverDetails {
    kites: KitesGameOverDetail;
  }
}

/** Least time between a move and the computer's next one (ms), so a reply does not hide the move before it. */
const REPLY_PAUSE_MS = 300;
/** Pause between moves when no person plays (ms). */
const WATCH_PAUSE_MS = 600;

/**
 * Kites: place kite-shaped pieces on a hexagonal board cut into kites, in
 * the fixed colour cycle red, yellow, green, cyan, blue, violet, whoever's
 * turn it is. Complete a triangle (3 kites meeting at their 120° angles), a
 * quartet (4 at their right angles) or a wheel (6 at their tips) for a
 * point each; triangles, quartets and half-wheels (3 tips on the board's
 * edge) need different colours. Completing a half-wheel or wheel, without
 * a triangle or quartet and without a same-coloured neighbour, gives an
 * extra move; each same-coloured kite side by side with the placed one
 * costs a point. The board full, the most points wins. After Rolf Pütter's
 * Kites (2020).
 *
 * Click a kite, or use the keyboard: arrow keys or the number pad (7 9 1 3
 * diagonally) move the cursor, Enter or Space places, `b`, Escape or
 * Backspace take back, `n` starts a new game, `h` gives a hint.
 *
 * @tagname kites-board
 * @summary Place kites in a fixed colour cycle to complete triangles, quartets and wheels, against the computer or friends.
 *
 * @fires {CustomEvent<KitesMoveDetail>} move - After every move, by a person (`source: 'user'`) or the computer (`source: 'computer'`).
 * @fires {CustomEvent<KitesGameOverDetail>} game-over - When a move fills the board.
 * @fires {CustomEvent<HistoryDetail>} undo - When the user takes back (against the computer: back to their previous turn).
 * @fires {CustomEvent<HistoryDetail>} redo - When the user redoes (against the computer: up to their next turn).
 * @fires {CustomEvent<NewGameDetail>} new-game - When the user starts a new game.
 *
 * @csspart base - The game's outer box.
 * @csspart header - The line above the board: the next colour and the scores.
 * @csspart next-colour - The colour to place next: a swatch, its name and the one after it.
 * @csspart swatch - The kite-shaped swatch of the next colour.
 * @csspart scores - The list of scores, one per player.
 * @csspart score - Each player's score (also `current` for the player to move; `leader` at the end for the winner or each player sharing the lead).
 * @csspart board - The SVG board.
 * @csspart kite - Each kite (also its colour name or `empty`; `last` for those of the last turn: the last one placed and the extra moves before it; `hint` for the hinted one).
 * @csspart glyph - The letter of a placed kite's colour (R, Y, G, C, B, V).
 * @csspart cursor - The keyboard cursor's frame (shown while a kite has the keyboard focus).
 * @csspart hint - The hinted kite's mark.
 * @csspart completed - The marks on the points of the configurations the last move completed.
 * @csspart status - The status line: whose turn, extra moves, the hint, the result.
 * @csspart toolbar - The row of buttons.
 * @csspart button - Every button (also `undo`, `redo`, `new-game`, `hint`, and `share` with the `share` attribute).
 * @csspart share-link - The text field with the link to the game, shown by Share where the clipboard is unavailable.
 * @csspart live - The visually hidden live region.
 *
 * @cssprop --boardlets-kites-red - Colour of red kites.
 * @cssprop --boardlets-kites-yellow - Colour of yellow kites.
 * @cssprop --boardlets-kites-green - Colour of green kites.
 * @cssprop --boardlets-kites-cyan - Colour of cyan kites.
 * @cssprop --boardlets-kites-blue - Colour of blue kites.
 * @cssprop --boardlets-kites-violet - Colour of violet kites.
 * @cssprop --boardlets-kites-empty - Colour of empty kites.
 */
export class KitesBoard extends BoardletElement<KitesState, KitesMove, KitesOptions, KitesOutcome> {
  static override properties = {
    size: { reflect: true, converter: wholeConverter(3) },
    colors: { reflect: true, converter: wholeConverter(3) },
    players: { reflect: true, converter: wholeConverter(3) },
    opponent: { reflect: true, converter: textConverter },
    difficulty: { reflect: true, converter: textConverter },
    seats: { converter: textConverter },
  };

  static override styles = [...BoardletElement.styles, kitesBoardStyles];

  protected static override messages = { ...baseMessages, ...kitesMessages };
  protected static override translations = [kitesTranslations];

  protected static override gameProperties = ['seed', 'size', 'colors', 'players'];

  /**
   * Side of the hexagonal board, 1 to 5: 18 x size² kites (72 on the default board).
   * Kites shrink as it grows: in a 360 px wide phone page they are about 34 px across
   * at size 2, 23 px at 3, 17 px at 4 and 14 px at 5, below a fingertip; give sizes
   * 4 and 5 at least 500 and 640 px of width for touch (the keyboard works at any size).
   */
  declare size: number;

  /** Colours in play, 3 to 6: the first of red, yellow, green, cyan, blue, violet. */
  declare colors: number;

  /** Players, 2 to 4. */
  declare players: number;

  /**
   * Who plays the seats after the first (player 1 is a person unless
   * `seats` says otherwise): `computer` or `human` (friends taking turns on
   * one device). Changing it keeps the game.
   */
  declare opponent: 'computer' | 'human';

  /**
   * How the computer plays: `easy`, `normal` or `hard` search ahead, deeper
   * at each level; `greedy` takes the most points now. Changing it keeps the
   * game.
   */
  declare difficulty: 'greedy' | 'easy' | 'normal' | 'hard';

  /**
   * Who plays each seat, player 1 first: a list of `human` and `computer`
   * (as a property an array, as the `seats` attribute words separated by
   * spaces or commas, such as `"computer human"`). Seats it does not cover
   * follow `opponent` (player 1: `human`). All `computer` lets the computer
   * play itself. Changing it keeps the game.
   */
  declare seats: readonly KitesSeat[] | null;

  protected readonly definition = kites;
  /** The message lookup, for the sentence builders. */
  readonly #say: Msg = (key, params) => this.msg(key, params);
  /** Bad attribute values' warnings, for the option readers. */
  readonly #warn: WarnAttribute = (...args) => this.warnAttribute(...args);

  #opponent: KitesSeat = 'computer';
  #explicitSeats: readonly (KitesSeat | undefined)[] = [];
  #difficulty: KitesDifficulty = 'normal';
  /** The keyboard cursor (a roving tabindex over the kites). */
  readonly #cursor = new HexCursor(this, {
    count: () => kitesGeometry(this.session.state.size).cells.length,
    home: () => drawingOf(kitesGeometry(this.session.state.size)).centre,
    cell: (index) => this.renderRoot.querySelector<SVGElement>(`.kite[data-index="${index}"]`),
  });
  readonly #motion = new MotionController(this, () => this.settings);
  /** The computer's seats, declared: the base plays its turns (thinking or pausing), undoes back to a person's turn and holds sentences for the next one. */
  readonly #turns = this.useComputer(ComputerController, {
    isComputer: (player) => this.#seat(player) === 'computer',
    think: async (state, ply, signal) => {
      const { think } = await loadClient();
      const rng = createRng(`${this.currentSeed}:${ply}`);
      return think({ task: 'kites', state, options: { difficulty: this.#difficulty }, rng, signal }, async (o) => (await loadAi()).think(state, o.difficulty, o));
    },
    replyPauseMs: REPLY_PAUSE_MS,
    watchPauseMs: WATCH_PAUSE_MS,
    watch: 'ktWatch',
    wait: 'ktWait',
  });
  /** The hint for the position on the board: the kite, and what it gains. */
  readonly #hints = new HintController<KitesState, { readonly cell: number; readonly text: string }>(this, () => this.session.state);

  constructor() {
    super();
    // Literal defaults (DEFAULT_SIZE, DEFAULT_COLORS, DEFAULT_PLAYERS), so the manifest and the docs show the numbers.
    this.size = 2;
    this.colors = 6;
    this.players = 2;
    this.opponent = 'computer';
    this.difficulty = 'normal';
    this.seats = null;
  }

  // ------------------------------------------------------------ API --

  /** Every player's score now. */
  get scores(): number[] {
    return [...this.session.state.scores];
  }

  /** The colour to place next (`null` once the board is full). */
  get nextColor(): KitesColor | null {
    return this.isOver ? null : COLOUR_NAMES[nextColour(this.session.state)]!;
  }

  /** The player to move (0-based), or `null` once the game is over. */
  get toMove(): number | null {
    return this.session.toMove;
  }

  /** Whether the computer is working out its move. */
  get thinking(): boolean {
    return this.#turns.thinking;
  }

  /**
   * Works out a good move for the player to move, puts the cursor on it, marks it and says what it gains.
   * Resolves to whether a hint is shown; a call while one is being worked out does nothing.
   */
  async showHint(): Promise<boolean> {
    if (this.isOver) return false;
    const shown = await this.#hints.run(async (state, signal) => {
      const { think } = await loadClient();
      const rng = createRng(`${this.currentSeed}:hint:${this.session.ply}`);
      const found = await think({ task: 'kites-hint', state, options: {}, rng, signal }, async (o) => (await loadAi()).hint(state, o));
      if (!found) return null;
      return { cell: found.cell, text: sentences.describeHint(this.#say, kites.outcome(state, { cell: found.cell }), state.size, found.opponentGain) };
    });
    if (!shown) return false;
    this.#cursor.moveTo(shown.cell);
    this.announce(shown.text);
    return true;
  }

  // ------------------------------------------------------------ life cycle --

  protected override afterGameChange(): void {
    super.afterGameChange();
    this.#hints.drop();
    this.#motion.clear();
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('opponent') || changed.has('seats')) {
      const before = this.#seatList(MAX_PLAYERS).join();
      this.#opponent = choice(this.#warn, 'opponent', this.opponent, OPPONENTS, 'computer', this.#opponent);
      this.#explicitSeats = resolveSeats(this.#warn, this.seats, this.#explicitSeats, () => this.#seatList(this.session.state.players).join(' '));
      if (this.#seatList(MAX_PLAYERS).join() !== before) this.#turns.reset();
    }
    if (changed.has('difficulty')) {
      this.#difficulty = choice(this.#warn, 'difficulty', this.difficulty, KITES_DIFFICULTIES, 'normal', this.#difficulty);
    }
    super.willUpdate(changed);
  }

  protected resolveOptions(previous: KitesOptions | undefined): KitesOptions {
    return resolveKitesOptions(this.#warn, { size: this.size, colors: this.colors, players: this.players }, previous);
  }

  protected adoptOptions(state: KitesState): void {
    this.size = state.size;
    this.colors = state.colors;
    this.players = state.players;
  }

  // ------------------------------------------------------------ seats and turns --

  #seat(player: number): KitesSeat {
    return this.#explicitSeats[player] ?? (player === 0 ? 'human' : this.#opponent);
  }

  #seatList(players: number): KitesSeat[] {
    return Array.from({ length: players }, (_, p) => this.#seat(p));
  }

  /** Exactly one person against the computer: they are "you". */
  #soloHuman(): boolean {
    // There are at least two seats: every other one is the computer's.
    return this.#turns.persons === 1;
  }

  protected override afterMove(played: PlayedMove<KitesState, KitesMove, KitesOutcome>): void {
    this.#hints.drop();
    this.#motion.after(() => animateEffects(this.renderRoot, played.outcome));
  }

  // ------------------------------------------------------------ input --

  /** A person's moves (clicks and taps, Enter and Space, the cursor's keys): loaded while idle or on the first input on the board (input-slot.ts). */
  readonly #input = new InputSlot(this, {
    state: () => this.session.state,
    mayPlay: () => this.mayPlay(),
    refuse: (text) => this.refuse(text),
    describeRefusal: (move) => this.describeRefusal(move),
    play: (move) => void this.playMove(move, 'user'),
    undo: () => this.userAction('undo'),
    cursor: this.#cursor,
  });

  /** `b` takes back, `n` starts a new game, from anywhere in the game (and `h` gives a hint, see {@link hinting}). */
  protected override handleShortcut(event: KeyboardEvent): boolean {
    const key = event.key.toLowerCase();
    if (key !== 'b' && key !== 'n') return super.handleShortcut(event);
    if (!event.repeat) this.userAction(key === 'b' ? 'undo' : 'new-game');
    return true;
  }

  /** Hint (the primary action) and `h`, wired by the base: off while it is not a person's turn. */
  protected override readonly hinting: HintWiring = {
    hints: this.#hints,
    show: () => this.showHint(),
    focus: () => this.#cursor.focus(),
    chatty: true,
  };

  // ------------------------------------------------------------ words --

  protected override describeRefusal(move: KitesMove): string {
    const refusal = kites.refusal(this.session.state, move);
    return refusal ? sentences.describeRefusal(this.#say, refusal, this.session.state.size) : this.msg('notAllowed');
  }

  protected override moveSound(played: PlayedMove<KitesState, KitesMove, KitesOutcome>): 'move' | 'capture' {
    return played.outcome.gained > 0 ? 'capture' : 'move';
  }

  protected moveDetail(played: PlayedMove<KitesState, KitesMove, KitesOutcome>): Omit<KitesMoveDetail, keyof MoveDetailBase> & { game: 'kites' } {
    const o = played.outcome;
    return {
      game: 'kites',
      cell: o.cell,
      color: o.colour,
      completed: o.completed.map((c) => ({ type: c.type, point: c.point })),
      gained: o.gained,
      penalty: o.penalty,
      points: o.points,
      replay: o.replay,
      scores: [...o.scores],
    };
  }

  protected gameOverDetail(state: KitesState, base: GameOverDetailBase): object {
    return { winner: base.winners.length === 1 ? base.winners[0] : null, scores: [...state.scores] };
  }

  protected override moveName(entry: HistoryEntry<KitesMove, KitesOutcome>, before: KitesState): string {
    return sentences.moveName(this.#say, entry.outcome, before.size);
  }

  /** A held sentence is said together with the next move's, which says whose turn it is. */
  protected describeMove({ outcome, before, after }: PlayedMove<KitesState, KitesMove, KitesOutcome>): string {
    return sentences.describeMove(this.#say, outcome, before.size, kites.status(after).over, this.#turns.holding ? null : this.#turnSaid(after));
  }

  /** After Undo or Redo: the scores, and whose turn. */
  protected override describePosition(): string {
    return sentences.describePosition(this.#say, this.session.state.scores, this.#turnSaid(this.session.state));
  }

  #turnSaid = (after: KitesState): string => sentences.turnSentence(this.#say, after.toMove, nextColour(after), this.#seat(after.toMove), this.#soloHuman());

  /** The result; `full` adds "The board is full." (the announcement says it, the status line leaves it to the header). */
  #result(status: GameStatus & { over: true }, full: boolean): string {
    const { scores, players } = this.session.state;
    return sentences.describeResult(this.#say, status, scores, this.#seatList(players), this.#soloHuman(), full);
  }

  protected describeResult(status: GameStatus & { over: true }): string {
    return this.#result(status, true);
  }

  // ------------------------------------------------------------ render --

  protected async loadHowToPlay(): Promise<(msg: Msg) => HowToPlay> {
    const { kitesHowToPlay, kitesHowToPlayTranslations } = await import('./how-to-play.js');
    await this.useStrings(kitesHowToPlayTranslations);
    return (msg) => kitesHowToPlay(msg, this.session.state.colors);
  }

  protected override idleFeedback(): string {
    return this.msg('ktGoal');
  }

  protected renderBoard(): TemplateResult {
    const state = this.session.state;
    const over = this.isOver;
    const thinking = this.#turns.thinking;
    return renderBoard(this.#say, {
      header: { state, over, toMove: this.session.toMove, seat: (p) => this.#seat(p), solo: this.#soloHuman() },
      state,
      over,
      cursor: this.#cursor.index,
      tabIndexOf: (i) => this.#cursor.tabIndexOf(i),
      hinted: this.#hints.current?.cell ?? -1,
      lastTurn: lastTurnOf(this.session.history),
      last: this.session.last?.move.cell ?? -1,
      completed: this.session.last?.outcome.completed ?? [],
      placeable: !this.readonly && !over && !thinking && this.#turns.personToMove,
      busy: thinking || this.#hints.busy,
      readonly: this.readonly,
      onClick: this.#input.onClick,
      onKeydown: this.#input.onKeydown,
    });
  }

  protected renderStatus(): TemplateResult {
    const status = this.session.status;
    if (status.over) return this.renderResult(status, this.#result(status, false));
    return renderStatus(this.#say, {
      toMove: status.toMove,
      seat: this.#seat(status.toMove),
      solo: this.#soloHuman(),
      thinking: this.#turns.thinking,
      lastPlayer: this.session.history.at(-1)?.player ?? null,
      run: lastTurnOf(this.session.history).length,
    });
  }
}

defineElement('kites-board', KitesBoard);

declare global {
  interface HTMLElementTagNameMap {
    'kites-board': KitesBoard;
  }
}

// Re-exported so `import type` from this module sees the whole event vocabulary.
export type { HistoryDetail, NewGameDetail } from '../../base/events.js';
export type { KitesDifficulty } from '../../games/kites/ai.js';
