import { DecodeError, IllegalMoveError, isSafeEncoding, type GameDefinition, type GameStatus, type MoveOutcome } from './game.js';
import { notThenable } from './not-thenable.js';
import { createRng } from './rng.js';

/** One move of a session's history. */
export interface HistoryEntry<Move, Outcome extends MoveOutcome = MoveOutcome> {
  readonly move: Move;
  /** Index of the player who made the move. */
  readonly player: number;
  /**
   * What the move did: the definition's `outcome` of it, worked out once (on
   * first use, so a restore does not pay for it) and kept with the move. The
   * `move` event, the sentence, the sound, the animation and the render all
   * read it here instead of working it out again.
   */
  readonly outcome: Outcome;
}

/** A history entry that works its outcome out on first use, once. */
class Entry<State, Move, Outcome extends MoveOutcome> implements HistoryEntry<Move, Outcome> {
  readonly move: Move;
  readonly player: number;
  #outcome: Outcome | undefined;
  #from: { readonly definition: GameDefinition<State, Move, unknown, Outcome>; readonly before: State } | undefined;

  constructor(definition: GameDefinition<State, Move, unknown, Outcome>, before: State, move: Move, player: number) {
    this.move = move;
    this.player = player;
    this.#from = { definition, before };
  }

  get outcome(): Outcome {
    if (this.#from) {
      this.#outcome = this.#from.definition.outcome(this.#from.before, this.move);
      // Once worked out, the position before is no longer needed here.
      this.#from = undefined;
    }
    return this.#outcome as Outcome;
  }
}

/** Maximum length of a saved session accepted by {@link Session.restore}, to keep hostile input cheap. */
export const MAX_SAVE_LENGTH = 1_000_000;

/**
 * The most moves (undone ones kept for redo included) a saved session may
 * hold for {@link Session.restore}: a share link or a stored game with more
 * is refused before it is replayed, so that none can freeze a page (333,313
 * moves took 2.4 s in one task). Real games are far shorter (72 to 224 moves
 * in random play to the end); a game at the cap replays in about 20 ms
 * (docs/performance.md).
 */
export const MAX_SAVED_MOVES = 3000;

/**
 * Saved games longer than this many moves are replayed in slices (see
 * {@link Session.restoreInSlices}) by the elements: on load, by `restore()`,
 * `importGameId()` and a `hashchange`; shorter ones (under about 6 ms on a
 * slow phone) replay at once.
 */
export const SLICED_RESTORE_MOVES = 200;

/** How many moves (undone ones included) a {@link Session.save} text holds, counted without replaying them. */
export function savedMoveCount(text: string): number {
  const moves = text.split('~')[3] ?? '';
  if (moves === '') return 0;
  let count = 1;
  for (let i = moves.indexOf('.'); i >= 0; i = moves.indexOf('.', i + 1)) count++;
  return count;
}

/**
 * The shared mid-end of every game: one game in progress, with undo/redo,
 * history, save/restore and replay. DOM-free; the elements hold one each.
 *
 * History is a list of moves from the initial state plus a position in it:
 * undo steps back, redo steps forward, and a new move after an undo drops the
 * undone moves (like a text editor).
 */
export class Session<State, Move, Options = unknown, Outcome extends MoveOutcome = MoveOutcome> {
  readonly definition: GameDefinition<State, Move, Options, Outcome>;
  readonly initial: State;
  #states: State[];
  #moves: HistoryEntry<Move, Outcome>[];
  #position: number;
  #undos: number;

  constructor(definition: GameDefinition<State, Move, Options, Outcome>, initial: State) {
    this.definition = definition;
    this.initial = initial;
    this.#states = [initial];
    this.#moves = [];
    this.#position = 0;
    this.#undos = 0;
  }

  /** A new session from options and a seed: the same seed gives the same game. */
  static start<S, M, O, R extends MoveOutcome = MoveOutcome>(definition: GameDefinition<S, M, O, R>, options: O, seed: string): Session<S, M, O, R> {
    return new Session(definition, definition.setup(options, createRng(`${definition.id}:${seed}`)));
  }

  /** The current state. */
  get state(): State {
    return this.#states[this.#position] as State;
  }

  get status(): GameStatus {
    return this.definition.status(this.state);
  }

  /** Moves from the initial state to the current one. */
  get history(): readonly HistoryEntry<Move, Outcome>[] {
    return this.#moves.slice(0, this.#position);
  }

  /** The last move played (its outcome worked out once, see {@link HistoryEntry.outcome}), or `null` at the start. */
  get last(): HistoryEntry<Move, Outcome> | null {
    return this.#position > 0 ? (this.#moves[this.#position - 1] as HistoryEntry<Move, Outcome>) : null;
  }

  /** Number of moves from the initial state to the current one. */
  get ply(): number {
    return this.#position;
  }

  /** How many times undo was used in this session (some games score it). */
  get undos(): number {
    return this.#undos;
  }

  get canUndo(): boolean {
    return this.#position > 0;
  }

  get canRedo(): boolean {
    return this.#position < this.#moves.length;
  }

  /** The player to move now, or `null` when the game is over. */
  get toMove(): number | null {
    const s = this.status;
    return s.over ? null : s.toMove;
  }

  /** Plays a move. Throws {@link IllegalMoveError} if it is not legal here. */
  play(move: Move): State {
    const status = this.status;
    if (status.over) throw new IllegalMoveError('the game is over');
    if (!this.definition.isLegal(this.state, move)) {
      throw new IllegalMoveError(`illegal move ${this.definition.encodeMove(move)}`);
    }
    const before = this.state;
    const next = this.definition.apply(before, move);
    this.#moves.length = this.#position;
    this.#states.length = this.#position + 1;
    this.#moves.push(new Entry(this.definition, before, move, status.toMove));
    this.#states.push(next);
    this.#position++;
    return next;
  }

  /** Steps back one move; returns the undone entry, or `null` at the start. */
  undo(): HistoryEntry<Move, Outcome> | null {
    if (!this.canUndo) return null;
    this.#position--;
    this.#undos++;
    return this.#moves[this.#position] as HistoryEntry<Move, Outcome>;
  }

  /** Replays one undone move; returns it, or `null` if there is none. */
  redo(): HistoryEntry<Move, Outcome> | null {
    if (!this.canRedo) return null;
    this.#position++;
    return this.#moves[this.#position - 1] as HistoryEntry<Move, Outcome>;
  }

  /** The state after `ply` moves (0: the initial state), for 0 <= ply <= {@link ply}. */
  stateAt(ply: number): State {
    if (!Number.isInteger(ply) || ply < 0 || ply > this.#position) throw new RangeError(`no state at ply ${ply} (0 to ${this.#position})`);
    return this.#states[ply] as State;
  }

  /**
   * A copy of this session cut after its first `ply` moves (0 <= ply <=
   * {@link ply}), nothing to redo, sharing its states: the position a move
   * list shows for review. Playing on it leaves this session as it was.
   */
  upTo(ply: number): Session<State, Move, Options, Outcome> {
    const view = new Session(this.definition, this.initial);
    view.#states = [this.initial];
    for (let i = 1; i <= ply; i++) view.#states.push(this.stateAt(i));
    view.#moves = this.#moves.slice(0, ply);
    view.#position = ply;
    return view;
  }

  /** Every state from the initial one to the current one, in order. */
  *replay(): Generator<State> {
    for (let i = 0; i <= this.#position; i++) yield this.#states[i] as State;
  }

  /**
   * The whole session as a compact string: game id, encoding version,
   * initial state, every move (undone ones too, so redo survives), the
   * position in the history and the undo count, separated by `~` and `.`:
   * `checkbox-squares~1~<state>~<move>.<move>~<position>~<undos>`.
   */
  save(): string {
    const d = this.definition;
    const state = d.encodeState(this.initial);
    const moves = this.#moves.map((e) => d.encodeMove(e.move));
    for (const part of [state, ...moves]) {
      if (!isSafeEncoding(part)) throw new Error(`${d.id}: encoding "${part}" uses characters outside A-Z a-z 0-9 _ -`);
    }
    return [d.id, d.version, state, moves.join('.'), this.#position, this.#undos].join('~');
  }

  /**
   * Rebuilds a session from {@link save}'s string, replaying and checking
   * every move. Throws {@link DecodeError} saying what is wrong; never
   * returns a half-restored session. A text that {@link restoreInSlices}
   * restored recently is copied from its result instead of replayed again.
   */
  static restore<S, M, O>(definition: GameDefinition<S, M, O>, text: string): Session<S, M, O> {
    const kept = recentlyRestored.find((r) => r.definition === definition && r.text === text);
    if (kept) return (kept.session as Session<S, M, O>).#copy();
    const steps = Session.#replaying(definition, text);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * The checks {@link restore} makes before it replays a move (a string, its
   * length, the game, the encoding version, the move count, the initial
   * state): throws the {@link DecodeError} restore would throw for them.
   * A text that passes may still hold an illegal move.
   */
  static checkSave<S, M, O>(definition: GameDefinition<S, M, O>, text: string): void {
    const steps = Session.#replaying(definition, text);
    if (!steps.next().done) void steps.return(undefined as never);
  }

  /** Whether {@link restore} of `text` is a cheap copy: {@link restoreInSlices} replayed it lately. */
  static restoredRecently<S, M, O>(definition: GameDefinition<S, M, O>, text: string): boolean {
    return recentlyRestored.some((r) => r.definition === definition && r.text === text);
  }

  /**
   * {@link restore} in slices: replays the moves for about `sliceMs`
   * milliseconds at a time and gives the event loop a turn between slices
   * (see `yieldToEventLoop`), so a long game (up to {@link MAX_SAVED_MOVES}
   * moves) never blocks a page in one task. Resolves to the same session,
   * or rejects with the same {@link DecodeError}, as `restore` would; resolves
   * to `null` when `signal` aborts it (checked before it starts and after
   * each yield). `onYield` is called before each yield. The result is also
   * remembered (the last few), so that `restore` of the same text and game
   * right after is a cheap copy: a page can prepare a long game in slices and
   * then use its synchronous code unchanged.
   */
  static async restoreInSlices<S, M, O>(
    definition: GameDefinition<S, M, O>,
    text: string,
    options: { readonly signal?: { readonly aborted: boolean }; readonly sliceMs?: number; readonly onYield?: () => void } = {},
  ): Promise<Session<S, M, O> | null> {
    const { signal, sliceMs = 8, onYield } = options;
    if (signal?.aborted) return null;
    // Loaded here, not with the session: only a long saved game needs it (and a game's first download stays without it).
    const { now, runInSlices } = await import('./schedule.js');
    if (signal?.aborted) return null;
    const steps = Session.#replaying(definition, text);
    let session: Session<S, M, O> | undefined;
    const stats = await runInSlices(
      {
        run(until) {
          // At least one step per slice, so that a slice of 0 ms still moves on.
          do {
            const step = steps.next();
            if (step.done) {
              session = step.value;
              return 'done';
            }
          } while (now() < until);
          onYield?.();
          return 'slice';
        },
        release() {
          if (!session) void steps.return(undefined as never);
        },
      },
      now(),
      sliceMs,
      signal,
    );
    if (stats === null || !session) return null;
    recentlyRestored.unshift({ definition: definition as GameDefinition<unknown, unknown, unknown>, text, session: session as Session<unknown, unknown, unknown> });
    recentlyRestored.length = Math.min(recentlyRestored.length, RECENT_RESTORES);
    return notThenable(session.#copy());
  }

  /** An independent copy (states and moves are immutable values, so they are shared). */
  #copy(): Session<State, Move, Options, Outcome> {
    const copy = new Session(this.definition, this.initial);
    copy.#states = this.#states.slice();
    copy.#moves = this.#moves.slice();
    copy.#position = this.#position;
    copy.#undos = this.#undos;
    return copy;
  }

  /** The work of {@link restore}, one step per move (it pauses after each), returning the session. */
  static *#replaying<S, M, O>(definition: GameDefinition<S, M, O>, text: string): Generator<void, Session<S, M, O>, void> {
    if (typeof text !== 'string') throw new DecodeError('a saved game must be a string');
    if (text.length > MAX_SAVE_LENGTH) throw new DecodeError(`a saved game is at most ${MAX_SAVE_LENGTH} characters`);
    const parts = text.trim().split('~');
    if (parts.length !== 6) throw new DecodeError('a saved game has six fields separated by "~"');
    const [id, version, state, moves, position, undos] = parts as [string, string, string, string, string, string];
    if (id !== definition.id) throw new DecodeError(`this saved game is for "${id.slice(0, 40)}", not "${definition.id}"`);
    if (version !== String(definition.version)) {
      throw new DecodeError(`saved with encoding version ${version.slice(0, 10)}, this build reads version ${definition.version}`);
    }
    const count = savedMoveCount(text.trim());
    if (count > MAX_SAVED_MOVES) {
      throw new DecodeError(`a saved game holds at most ${MAX_SAVED_MOVES} moves (undone ones included); this one has ${count}`);
    }
    const session = new Session(definition, definition.decodeState(state));
    const encoded = moves === '' ? [] : moves.split('.');
    for (let i = 0; i < encoded.length; i++) {
      yield;
      const m = encoded[i] as string;
      const move = definition.decodeMove(m);
      try {
        session.play(move);
      } catch (e) {
        throw new DecodeError(`move ${i + 1} (${m.slice(0, 20)}) is not legal: ${(e as Error).message}`);
      }
    }
    const pos = toCount(position, 'position');
    if (pos > encoded.length) throw new DecodeError(`position ${pos} is past the ${encoded.length} saved moves`);
    const undoCount = toCount(undos, 'undo count');
    // Moves past the position are kept for redo, and only an undo leaves one there.
    if (undoCount < encoded.length - pos) {
      throw new DecodeError(`the undo count ${undoCount} is less than the ${encoded.length - pos} undone moves kept for redo`);
    }
    session.#position = pos;
    session.#undos = undoCount;
    return session;
  }
}

/** How many of restoreInSlices()'s results are remembered for restore(). */
const RECENT_RESTORES = 2;
/** restoreInSlices()'s latest results, newest first (never handed out: restore() copies them). */
const recentlyRestored: { definition: GameDefinition<unknown, unknown, unknown>; text: string; session: Session<unknown, unknown, unknown> }[] = [];

function toCount(text: string, what: string): number {
  if (!/^\d{1,9}$/.test(text)) throw new DecodeError(`the ${what} must be a whole number, got "${text.slice(0, 20)}"`);
  return Number(text);
}
