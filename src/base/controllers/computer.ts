import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { joinSentences, type MessageKey } from '../messages.js';

/** What the computer's turns need to know of the game in progress (a Session has it all). */
export interface TurnsView<State> {
  readonly state: State;
  readonly ply: number;
  /** The player to move, or `null` when the game is over. */
  readonly toMove: number | null;
  readonly canRedo: boolean;
  readonly history: readonly { readonly player: number }[];
}

/**
 * What a game declares of its seats: which are the computer's and how it
 * thinks. A plain typed object; the game element's base plays the turns,
 * undoes back to a person's turn and says why a person must wait.
 */
export interface Seats<State, Move> {
  /** Whether the computer plays this seat (asked again whenever needed: a seat attribute may change it). */
  isComputer(player: number): boolean;
  /** Works out the computer's move for `state` (the AI module loaded on first use); `null` when it finds none. */
  think(state: State, ply: number, signal: AbortSignal): Promise<Move | null>;
  /** Shows the move on its way (a flying piece) before it is played; resolves when done or aborted. */
  show?(move: Move, signal: AbortSignal): Promise<void>;
  /** Called whenever a turn ends or is stopped: forget what it showed (a flying piece). */
  ended?(): void;
  /** Least time between a move and the computer's reply (ms), so the reply does not hide the move. */
  readonly replyPauseMs: number;
  /** Pause between moves when no person plays (ms). */
  readonly watchPauseMs: number;
  /** What a person who tries to move is told when the computer plays every seat, and while it is the computer's turn. */
  readonly watch: MessageKey;
  readonly wait: MessageKey;
}

/** The game the computer plays in: what the element's base gives the controller. */
export interface ComputerGame<State, Move> {
  /** The game in progress. */
  game(): TurnsView<State>;
  /** How many seats the game has. */
  players(): number;
  /** Plays the computer's move. */
  play(move: Move): void;
}

/** An element that hosts the computer (a Lit element). */
export type ComputerHost = ReactiveControllerHost & HTMLElement & { readonly hasUpdated: boolean; readonly reviewPly?: number | null };

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    signal.addEventListener('abort', done);
  });
}

/**
 * The computer's seats and turns, the same in every game it plays: when it
 * is a computer seat's move, its turn starts after the render that shows it
 * thinking; it thinks without blocking the page (abortably), pauses so that
 * its reply does not hide the move before it, and plays. Undo, redo, a new
 * game, a seat change or leaving the page stop it. Undo goes back to a
 * person's previous turn, redo forward to the next. A failure halts the
 * computer at that position until something changes. Computer moves that
 * another computer move follows can hold their sentences, to be said with the
 * last one before a person's turn.
 */
export class ComputerController<State, Move> implements ReactiveController {
  readonly #host: ComputerHost;
  readonly #game: ComputerGame<State, Move>;
  readonly #seats: Seats<State, Move>;
  /** The computer's turn in progress (thinking, pausing or showing its move). */
  #turn: AbortController | null = null;
  /** Set when an update decided that the computer moves next; it starts once the update is rendered. */
  #start = false;
  /** The computer failed at this position; it does not try again until undo, redo, a new game or a seat change. */
  #halted = false;
  /** Sentences of computer moves waiting to be said with the next one. */
  #held: string[] = [];
  /** Set while a computer move whose sentence must wait is being played. */
  #holding = false;

  constructor(host: ComputerHost, game: ComputerGame<State, Move>, seats: Seats<State, Move>) {
    this.#host = host;
    this.#game = game;
    this.#seats = seats;
    host.addController(this);
  }

  /** The seats as the game declared them. */
  get seats(): Seats<State, Move> {
    return this.#seats;
  }

  /** Whether the computer is working out (or playing) its move. */
  get thinking(): boolean {
    return this.#turn !== null;
  }

  /** Whether the computer gave up at this position. */
  get halted(): boolean {
    return this.#halted;
  }

  /** Whether the computer plays this seat. */
  isComputer(player: number): boolean {
    return this.#seats.isComputer(player);
  }

  /** How many seats people play. */
  get persons(): number {
    let persons = 0;
    for (let p = 0; p < this.#game.players(); p++) if (!this.#seats.isComputer(p)) persons++;
    return persons;
  }

  /** Whether a person plays any seat. */
  get hasPerson(): boolean {
    return this.persons > 0;
  }

  /** Whether the computer plays the side to move now (`false` once the game is over). */
  get toMove(): boolean {
    const toMove = this.#game.game().toMove;
    return toMove !== null && this.#seats.isComputer(toMove);
  }

  /** Why a person may not move now, whatever the board: no seat is a person's (`watch`), or it is the computer's turn (`wait`); `null` when they may. */
  get waitReason(): MessageKey | null {
    if (!this.hasPerson) return this.#seats.watch;
    return this.thinking || this.toMove ? this.#seats.wait : null;
  }

  /** Whether a person plays the side to move now (not whether input is allowed; `false` once the game is over). */
  get personToMove(): boolean {
    const toMove = this.#game.game().toMove;
    return toMove !== null && !this.#seats.isComputer(toMove);
  }

  hostConnected(): void {
    // Back on the page: the computer takes up its turn again (at the next update).
    if (this.#host.hasUpdated) this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.stop();
  }

  hostUpdate(): void {
    // The computer's turn starts here, so this render already shows it thinking.
    // Not while a move list shows an earlier move: the computer takes up its turn on the way back.
    if (this.#turn === null && !this.#halted && this.#host.isConnected && this.#host.reviewPly == null && this.toMove) {
      this.#turn = new AbortController();
      this.#start = true;
    }
  }

  hostUpdated(): void {
    if (this.#start && this.#turn) void this.#play(this.#turn);
    this.#start = false;
  }

  /** Stops the computer's turn (its held sentences are dropped too). */
  stop(): void {
    this.#held = [];
    if (!this.#turn) return;
    this.#turn.abort();
    this.#turn = null;
    this.#seats.ended?.();
    this.#host.requestUpdate();
  }

  /** Stops the computer, and lets it try again where it had given up: for a new game or a change of seats. */
  reset(): void {
    this.stop();
    if (!this.#halted) return;
    this.#halted = false;
    this.#host.requestUpdate();
  }

  /**
   * The ply to go back to on undo, or `null` when there is nothing of a
   * person's to take back: the last move a person made (so their turn comes
   * back), any last move when no seat is the computer's, nothing when the
   * computer plays every seat (it would only play again).
   */
  undoTarget(): number | null {
    const history = this.#game.game().history;
    if (!this.hasPerson) return null;
    let computers = false;
    for (let p = 0; p < this.#game.players(); p++) computers ||= this.#seats.isComputer(p);
    if (!computers) return history.length ? history.length - 1 : null;
    for (let ply = history.length - 1; ply >= 0; ply--) if (!this.#seats.isComputer(history[ply]!.player)) return ply;
    return null;
  }

  /** Whether there is a person's move to undo. */
  get canUndo(): boolean {
    return this.undoTarget() !== null;
  }

  /** Undoes back to a person's previous turn with `step` (one move back); false when there is nothing to undo. */
  undo(step: () => boolean): boolean {
    this.reset();
    const target = this.undoTarget();
    if (target === null) return false;
    while (this.#game.game().ply > target && step());
    return true;
  }

  /** Redoes one move with `step`, and (when a person plays) the computer's replies up to a person's turn. */
  redo(step: () => boolean): boolean {
    this.reset();
    if (!step()) return false;
    if (this.hasPerson) {
      while (this.#game.game().canRedo && this.toMove) step();
    }
    return true;
  }

  /**
   * Plays a move with `play`, holding its sentence when it is a computer move
   * that another computer move follows (`next` is the seat to move after it,
   * `null` when it ends the game) while a person plays: the next sentence
   * would cut it off a moment later.
   */
  playHolding<T>(computerMove: boolean, next: number | null, play: () => T): T {
    this.#holding = computerMove && this.hasPerson && next !== null && this.#seats.isComputer(next);
    try {
      return play();
    } finally {
      this.#holding = false;
    }
  }

  /** Whether the move being played keeps its sentence for later. */
  get holding(): boolean {
    return this.#holding;
  }

  /**
   * What to say now for `sentence`: `null` while holding (it waits), else
   * the held sentences followed by this one.
   */
  release(sentence: string, shown = sentence): { said: string; shown: string } | null {
    if (this.#holding) {
      this.#held.push(sentence);
      return null;
    }
    const held = this.#held.splice(0);
    return { said: joinSentences(...held, sentence), shown: joinSentences(...held, shown) };
  }

  /** The computer's turn: think (without blocking the page), pause, show the move, play. Stops when aborted. */
  async #play(turn: AbortController): Promise<void> {
    const { signal } = turn;
    const options = this.#seats;
    const game = this.#game.game();
    const state = game.state;
    const ply = game.ply;
    const started = performance.now();
    try {
      // The pause stays under reduced motion: it also lets the move before be announced before the reply.
      const least = this.hasPerson ? options.replyPauseMs : options.watchPauseMs;
      const move = await options.think(state, ply, signal);
      if (signal.aborted) return;
      if (move == null) throw new Error('no move found in a game that is not over');
      await pause(least - (performance.now() - started), signal);
      if (options.show && !signal.aborted) await options.show(move, signal);
      if (signal.aborted || this.#host.reviewPly != null || this.#game.game().state !== state) return;
      this.#turn = null;
      options.ended?.();
      this.#game.play(move);
    } catch (error) {
      if (signal.aborted) return;
      this.#halted = true;
      console.warn(`<${this.#host.localName}>: the computer could not move: ${(error as Error)?.message}`);
    } finally {
      if (this.#turn === turn) {
        this.#turn = null;
        options.ended?.();
        this.#host.requestUpdate();
      }
    }
  }
}
