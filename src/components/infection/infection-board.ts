import type { PropertyValues, TemplateResult } from 'lit';
import { BoardletElement, type HintWiring, type PlayedMove } from '../../base/boardlet-element.js';
import { SquareBoardElement } from '../../base/square-board-element.js';
import { ComputerController } from '../../base/controllers/computer.js';
import { HintController } from '../../base/controllers/hint.js';
import type { HowToPlay, Msg } from '../../base/how-to-play.js';
import { textConverter } from '../../base/describe-value.js';
import { defineElement } from '../../base/define.js';
import { MotionController } from '../../base/controllers/motion.js';
import type { GameOverDetailBase, MoveDetailBase } from '../../base/events.js';
import { baseMessages, joinSentences, type MessageKey } from '../../base/messages.js';
import type { GameStatus } from '../../engine/game.js';
import { createRng } from '../../engine/rng.js';
import { DIFFICULTIES, HINT_NODES, type Difficulty } from '../../games/infection/levels.js';
import type { InfectionMove, InfectionOptions, InfectionState, Player } from '../../games/infection/rules.js';
import { ForcedPass } from './forced-pass.js';
import { InputSlot } from './input-slot.js';
import { animateEffects, flyPiece } from './animations.js';
import * as details from './details.js';
import type { InfectionCounts, InfectionGameOverDetail, InfectionMode, InfectionMoveDetail } from './details.js';
import { infectionBoardStyles } from './infection-board.styles.js';
import { infectionMessages, infectionTranslations } from './messages.js';
import { COLORS, MODES } from './options.js';
import { RULES, rulesFor, rulesLoading, type BoardOutcome, type BoardRules } from './rules-adapter.js';
import type { HistoryEntry } from '../../engine/session.js';
import { choice, wholeConverter, type WarnAttribute } from '../../base/attribute-values.js';
import * as sentences from './sentences.js';
import * as templates from './templates.js';

declare module '../../base/events.js' {
  interface BoardletsMoveDetails {
    infection: InfectionMoveDetail;
  }
  interface BoardletsGameOverDetails {
    infection: InfectionGameOverDetail;
  }
}

/** A move played, with its outcome worked out once by the session. */
type Played = PlayedMove<InfectionState, InfectionMove, BoardOutcome>;

/** Least time between a move and the computer's reply (ms), so the reply does not hide the move. */
const REPLY_PAUSE_MS = 250;
/** Pause between moves when the computer plays both sides (ms). */
const WATCH_PAUSE_MS = 600;

/**
 * Infection: an Ataxx-like game of conversion on a square board with
 * obstacles. Move a piece one square (in 8 directions) to copy it, or two
 * squares in a line (over an empty square or over a piece) or a knight's L
 * to jump it there. Every rival piece next to the square it lands on turns
 * yours. The game ends when the board is full (most pieces wins), when
 * the side to move cannot move (the side that just moved wins), or when a
 * position occurs for the third time (most pieces wins). Play
 * against the computer (from `greedy` to `hard`), against a friend, or
 * watch the computer play itself.
 *
 * Drag a piece (mouse, touch or pen), click it and then a marked square, or
 * use the keyboard: arrow keys move the cursor, Enter or Space picks up and
 * puts down, Escape cancels, `h` (or Hint) shows a good move. While a piece is picked up its destinations are
 * marked by kind: a plus for a copy, a ring for a jump, a diamond for a jump
 * over a piece, an L for a knight's jump.
 *
 * With `rules="ataxx"` it plays standard Ataxx instead: 7x7, a piece in
 * each corner, jumps to any square two away, a side that cannot move passes,
 * and the fifty-move rule and threefold repetition end the game in a draw.
 *
 * @tagname infection-board
 * @summary Ataxx-like conversion game against the computer.
 *
 * @fires {CustomEvent<InfectionMoveDetail>} move - After every move, by the user (`source: 'user'`) or the computer (`source: 'computer'`).
 * @fires {CustomEvent<InfectionGameOverDetail>} game-over - When a move ends the game: it fills the board, leaves the next side without a move, or repeats a position a third time (Ataxx: also no pieces, blocked, fifty moves).
 * @fires {CustomEvent<HistoryDetail>} undo - When the user undoes (against the computer: their move and the computer's reply).
 * @fires {CustomEvent<HistoryDetail>} redo - When the user redoes (against the computer: their move and the reply).
 * @fires {CustomEvent<NewGameDetail>} new-game - When the user starts a new game.
 *
 * @csspart base - The game's outer box.
 * @csspart board - The square board.
 * @csspart cell - Each square (also `green`, `yellow`, `obstacle` or `empty`; `selected` when its piece is picked up; `destination` plus the move kind `duplicate`, `jump`, `checker` or `knight` while a piece can move there; `last` for the last move's squares; `hint` for the hinted move's two squares).
 * @csspart piece - Each piece (also `green` or `yellow`; `flyer` for the computer's piece on its way).
 * @csspart mark - The destination mark in an empty square (also the move kind).
 * @csspart coordinate - Each file letter along the bottom edge and rank number along the left edge (unless `coordinates="off"`).
 * @csspart status - The status line: piece counts, whose turn, the result.
 * @csspart count - Each colour's piece count (also `green` or `yellow`).
 * @csspart toolbar - The row of buttons.
 * @csspart button - Every button (also `undo`, `redo`, `new-game`, `hint`, and `share` with the `share` attribute).
 * @csspart share-link - The text field with the link to the game, shown by Share where the clipboard is unavailable.
 * @csspart live - The visually hidden live region.
 *
 * @cssprop --boardlets-green - Colour of Green's pieces.
 * @cssprop --boardlets-yellow - Colour of Yellow's pieces.
 * @cssprop --boardlets-obstacle - Colour of the obstacle squares' hatching and cross.
 */
export class InfectionBoard extends SquareBoardElement<InfectionState, InfectionMove, InfectionOptions, BoardOutcome> {
  static override properties = {
    rules: { reflect: true, converter: textConverter },
    size: { reflect: true, converter: wholeConverter(3) },
    obstacles: { reflect: true, converter: wholeConverter(3) },
    position: { reflect: true, converter: textConverter },
    difficulty: { reflect: true, converter: textConverter },
    mode: { reflect: true, converter: textConverter },
    player: { reflect: true, converter: textConverter },
  };

  static override styles = [...BoardletElement.styles, infectionBoardStyles];

  protected static override messages = { ...baseMessages, ...infectionMessages };
  protected static override translations = [infectionTranslations];

  protected static override gameProperties = ['seed', 'rules', 'size', 'obstacles', 'position'];

  /**
   * Unset or `infection`: the seed's game. `ataxx`: standard Ataxx on a 7x7 board
   * (`size` and `obstacles` do not apply; `position` takes Ataxx FEN such as
   * `x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1`, where `x` is Green and moves first,
   * `o` is Yellow and `-` a gap). Changing it starts a new game.
   */
  declare rules: 'infection' | 'ataxx' | null;

  /** Board side, 4 to 9 squares. */
  declare size: number;

  /**
   * Obstacle squares, placed at random (seeded) on empty squares. At most the
   * squares outside the two starting blocks (28 on a 6x6 board); more is
   * reduced to that.
   */
  declare obstacles: number;

  /**
   * A position to start from instead of the standard start (`size` and
   * `obstacles` are then ignored): the rows from the top, separated by `/`,
   * each square `g` (Green), `y` (Yellow), `x` (obstacle) or a digit counting
   * empty squares, then a space and the side to move (`g` or `y`). The
   * standard 6x6 start without obstacles is `gg4/gg4/6/6/4yy/4yy g`.
   */
  declare position: string | null;

  /**
   * How the computer plays. `greedy`: the move converting the most pieces
   * (the classic computer); `easy`, `normal`, `hard`: it searches ahead,
   * deeper and more exactly at each level. Changing it keeps the game.
   */
  declare difficulty: 'greedy' | 'easy' | 'normal' | 'hard';

  /**
   * `vs-computer`: the user plays `player`'s colour, the computer the other.
   * `two-player`: two people take turns on one board. `computer-vs-computer`:
   * the computer plays both sides (a demo). Changing it keeps the game.
   */
  declare mode: 'vs-computer' | 'two-player' | 'computer-vs-computer';

  /** The colour the user plays against the computer. Green moves first. Changing it keeps the game. */
  declare player: 'green' | 'yellow';

  /** The rules in play (`rules`; a bad value is warned about in willUpdate and plays Infection). */
  get #rules(): BoardRules {
    return rulesFor(this.rules);
  }

  /** With `rules="ataxx"`, an update waits for Ataxx's rules, loaded the first time (`updateComplete` too). */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const loading = rulesLoading(this.rules, this.localName);
    return loading ? loading.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  protected get definition(): BoardRules['definition'] {
    return this.#rules.definition;
  }

  #mode: InfectionMode = 'vs-computer';
  #human: Player = 0;
  #difficulty: Difficulty = 'normal';

  /** The computer's seats, declared: the base plays its turns (thinking, pausing, moving its piece) and undoes back to the user's turn. */
  readonly #turns = this.useComputer(ComputerController, {
    isComputer: (player) => this.#isComputer(player),
    // The computer (search and hints) is loaded on first use: a page where it never plays downloads less.
    think: (state, ply, signal) => this.#rules.think(state, this.#difficulty, { rng: createRng(`${this.currentSeed}:${ply}`), signal }),
    // A hidden page shows nothing: no flight there (nor for a pass).
    show: async (move, signal) => {
      const drawn = this.#rules.drawn(this.session.state, move);
      if (this.#motion.enabled && drawn) await this.#fly(drawn, signal);
    },
    ended: () => {
      this.#flight = null;
    },
    replyPauseMs: REPLY_PAUSE_MS,
    watchPauseMs: WATCH_PAUSE_MS,
    watch: 'infWatch',
    wait: 'infWait',
  });
  /** Ataxx: a person who can only pass, passes; and the move Hint found. */
  readonly #pass = new ForcedPass(this, { session: () => this.session, isPerson: (p) => !this.#isComputer(p), readonly: () => this.readonly || this.reviewPly !== null, pass: (m) => void this.playMove(m, 'user') });
  readonly #hints = new HintController<InfectionState, InfectionMove>(this, () => this.session.state);
  /** The computer's move on its way, for drawing the travelling piece. */
  #flight: InfectionMove | null = null;
  /** The message lookup, for the sentence builders. */
  readonly #say: Msg = (key, params) => this.msg(key, params);
  /** Reports a bad attribute value, for the option readers. */
  readonly #warn: WarnAttribute = (...args) => this.warnAttribute(...args);
  readonly #motion = new MotionController(this, () => this.settings);
  /** A person's moves (picking up, click, keys and drag): loaded while idle or on the first input on the board (input-slot.ts). */
  readonly #input = new InputSlot(this, {
    state: () => this.session.state,
    rules: () => this.#rules,
    say: this.#say,
    mayPlay: () => this.mayPlay(),
    movable: () => this.#movable(),
    announce: (text) => this.announce(text),
    refuse: (text) => this.refuse(text),
    play: (move) => void this.playMove(move, 'user'),
    cursor: () => this.cursor,
  });

  constructor() {
    super();
    // Literal defaults (DEFAULT_SIZE, DEFAULT_OBSTACLES in options.ts), so the manifest and the docs show the numbers.
    this.rules = null;
    this.size = 6;
    this.obstacles = 5;
    this.position = null;
    this.difficulty = 'normal';
    this.mode = 'vs-computer';
    this.player = 'green';
  }

  protected boardSize(): { rows: number; cols: number } {
    return { rows: this.session.state.size, cols: this.session.state.size };
  }

  /** The position now, in the text form of the `position` attribute. */
  get currentPosition(): string {
    return this.#rules.formatPosition(this.session.state);
  }

  /** Pieces of each colour now. */
  get counts(): InfectionCounts {
    return details.countsOf(this.session.state);
  }

  /** Whether the computer is working out (or playing) its move. */
  get thinking(): boolean {
    return this.#turns.thinking;
  }

  /**
   * Steps back one move; against the computer, back to the user's previous
   * turn (their move and the computer's reply). Stops the computer if it is
   * thinking. Returns false when there is nothing to undo. Fires no event.
   */
  override undo(): boolean {
    this.#input.putBack(false);
    const done = super.undo();
    // Ataxx: a pass made for a person was no choice of theirs; back to their move before it.
    while (done && this.#pass.due && this.canUndo) super.undo();
    return done;
  }

  /**
   * Replays one undone move; against the computer, also its reply. Returns
   * false when there is nothing to redo. Fires no event.
   */
  override redo(): boolean {
    this.#input.putBack(false);
    return super.redo();
  }

  /** Works out a good move for the side to move (`hard`'s search, bounded by nodes: the same hint on every device), marks it and says it. Resolves to whether a hint is shown. */
  async showHint(): Promise<boolean> {
    if (this.isOver) return false;
    const rng = createRng(`${this.currentSeed}:hint:${this.ply}`);
    const state = this.session.state;
    const move = await this.#hints.run(async (s, signal) => {
      const found = await this.#rules.think(s, 'hard', { rng, signal, maxNodes: HINT_NODES });
      return found && this.#rules.drawn(s, found) ? found : null;
    });
    if (!move) return false;
    this.cursor.moveToIndex(this.#rules.drawn(state, move)!.from);
    const said = this.#rules.describeMove(this.#say, state, move, this.definition.outcome(state, move), { byComputer: false, mode: 'vs-computer', over: true, next: state.toMove });
    this.announce(this.msg('infHintIs', { move: said }));
    return true;
  }

  /** Hint (the primary action) and `h`, wired by the base: off while it is not a person's turn. */
  protected override readonly hinting: HintWiring = {
    hints: this.#hints,
    show: () => this.showHint(),
    focus: () => this.cursor.focus(),
    chatty: true,
  };

  protected letGo(): void {
    this.#input.putBack(false);
  }

  protected override afterGameChange(): void {
    super.afterGameChange();
    this.#hints.drop();
    this.#input.putBack(false);
    this.#motion.clear();
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('mode') || changed.has('player')) {
      const mode = choice(this.#warn, 'mode', this.mode, MODES, 'vs-computer', this.#mode);
      const human = COLORS.indexOf(choice(this.#warn, 'player', this.player, COLORS, 'green', COLORS[this.#human]!)) as Player;
      if (mode !== this.#mode || human !== this.#human) {
        this.#mode = mode;
        this.#human = human;
        this.#turns.reset();
        this.#input.putBack(false);
      }
    }
    if (changed.has('rules')) choice(this.#warn, 'rules', this.rules, RULES, 'infection', 'infection');
    if (changed.has('difficulty')) {
      this.#difficulty = choice(this.#warn, 'difficulty', this.difficulty, DIFFICULTIES, 'normal', this.#difficulty);
    }
    super.willUpdate(changed);
  }

  protected resolveOptions(previous: InfectionOptions | undefined): InfectionOptions {
    return this.#rules.resolveOptions({ size: this.size, obstacles: this.obstacles, position: this.position }, previous, this.#warn);
  }

  protected adoptOptions(state: InfectionState): void {
    ({ size: this.size, obstacles: this.obstacles } = this.#rules.adopt(state));
  }

  // ------------------------------------------------------------ turns --

  #isComputer(player: number): boolean {
    return this.#mode === 'computer-vs-computer' || (this.#mode === 'vs-computer' && player !== this.#human);
  }

  /** Draws the computer's piece travelling from its square to its destination. */
  async #fly(move: InfectionMove, signal: AbortSignal): Promise<void> {
    this.#flight = move;
    this.requestUpdate();
    await this.updateComplete;
    await flyPiece(this.renderRoot, this.#motion, move, signal);
  }

  protected override afterMove(played: Played, source: 'user' | 'computer'): void {
    // A dragged or flown piece is already seen arriving; one moved by click or key pops in.
    const to = source === 'user' && !this.#input.dropping ? played.move.to : -1;
    this.#motion.after(() => animateEffects(this.renderRoot, to, played.outcome.converted));
    this.#input.clear();
  }

  // ------------------------------------------------------------ input --

  /** Whether a person may pick up a piece now: not read-only, no computer thinking, a person to move. */
  #movable(): boolean {
    return !this.readonly && !this.#turns.thinking && this.#turns.personToMove;
  }

  protected override describeRefusal(move: InfectionMove): string {
    return this.#rules.refusalText(this.#say, this.session.state, move);
  }

  // ------------------------------------------------------------ events --

  protected override moveSound(played: Played): 'move' | 'capture' {
    return played.outcome.converted.length ? 'capture' : 'move';
  }

  protected moveDetail({ move, before, outcome }: Played): Omit<InfectionMoveDetail, keyof MoveDetailBase> {
    return this.#rules.moveDetail(move, before, outcome);
  }

  protected gameOverDetail(state: InfectionState, base: GameOverDetailBase): object {
    return details.gameOverDetail(state, base);
  }

  protected override moveName(entry: HistoryEntry<InfectionMove, BoardOutcome>, before: InfectionState): string {
    return this.#rules.moveName(before, entry.move, entry.outcome);
  }

  protected describeMove({ move, before, after, outcome }: Played): string {
    const context = { byComputer: this.#isComputer(before.toMove), mode: this.#mode, over: this.definition.status(after).over, next: after.toMove };
    return this.#rules.describeMove(this.#say, before, move, outcome, context);
  }

  /** After Undo or Redo: the score, and whose turn (as a move says it). */
  protected override describePosition(): string {
    const next = this.session.state.toMove;
    const turn = this.#mode === 'two-player' ? `${this.msg('infToMove', { color: sentences.colorName(this.#say, next) })}.` : this.#isComputer(next) ? '' : this.msg('infYourMove');
    return joinSentences(this.msg('infScore', { ...this.counts }), turn);
  }

  protected describeResult(status: GameStatus & { over: true }): string {
    const human = this.#mode === 'vs-computer' ? this.#human : null;
    return sentences.describeResult(this.#say, status, this.counts, this.session.state.toMove, human);
  }

  // ------------------------------------------------------------ render --

  protected async loadHowToPlay(): Promise<(msg: Msg) => HowToPlay> {
    const [content, { infectionHowToPlayTranslations }] = await Promise.all([this.#rules.howToPlay(), import('./how-to-play.js')]);
    await this.useStrings(infectionHowToPlayTranslations);
    return content;
  }

  protected override idleFeedback(): string {
    return this.msg(this.#rules.help);
  }

  protected renderBoard(): TemplateResult {
    const lastEntry = this.session.last;
    const before = lastEntry && this.session.stateAt(this.session.ply - 1);
    const last = before ? (this.#rules.drawn(before, lastEntry.move) ?? undefined) : undefined;
    // The last move stays marked until the next: its squares tinted, the pieces it converted ringed (from its outcome, worked out once).
    const converted = new Set(lastEntry && !this.#flight ? lastEntry.outcome.converted : []);
    return templates.board({
      msg: this.#say,
      rules: this.#rules,
      coordinates: this.showCoordinates,
      state: this.session.state,
      selected: this.#input.selected,
      dragging: this.#input.moved,
      hover: this.#input.hover,
      flight: this.#flight,
      movable: this.#movable(),
      last,
      hint: this.#hints.current && this.#rules.drawn(this.session.state, this.#hints.current),
      converted,
      tabIndex: (row, col) => this.cursor.tabIndex(row, col),
      over: this.isOver,
      thinking: this.#turns.thinking,
      readonly: this.readonly,
      on: this.#input.listeners,
    });
  }

  protected renderStatus(): TemplateResult {
    const status = this.session.status;
    const thinking = this.#turns.thinking;
    let result: TemplateResult | null = null;
    let turn = '';
    if (status.over) result = this.renderResult(status, this.describeResult(status));
    else if (thinking) turn = this.msg('infThinking', { color: sentences.colorName(this.#say, status.toMove) });
    else {
      const key: MessageKey =
        this.#mode === 'two-player' || this.readonly ? 'infToMove' : this.#isComputer(status.toMove) ? 'infComputerTurn' : 'infYourTurn';
      turn = this.msg(key, { color: sentences.colorName(this.#say, status.toMove) });
    }
    return templates.status({ msg: this.#say, counts: this.counts, result, turn, thinking });
  }
}

defineElement('infection-board', InfectionBoard);

declare global {
  interface HTMLElementTagNameMap {
    'infection-board': InfectionBoard;
  }
}

// Re-exported so `import type` from this module sees the whole event vocabulary.
export type { InfectionColor, InfectionCounts, InfectionGameOverDetail, InfectionMode, InfectionMoveDetail, InfectionMoveKind } from './details.js';
export type { HistoryDetail, NewGameDetail } from '../../base/events.js';
export type { Difficulty as InfectionDifficulty } from '../../games/infection/ai.js';
