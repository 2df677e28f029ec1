/**
 * The games' few sounds, made with Web Audio (no audio files): a short tick
 * for a move, two rising notes for a capture or conversion, and a phrase for
 * the end (rising for a win, falling for a loss, level for a draw). Quiet,
 * and only ever played because a person or the computer moved in a game whose
 * `sound` is on (off by default: an embed must not make noise unasked).
 *
 * Loaded on first use, so a page without sound never downloads it.
 */

/** What a sound says. */
export type SoundKind = 'move' | 'capture' | 'win' | 'loss' | 'draw';

/** Each sound's notes: frequency (Hz), start and length (seconds). */
const NOTES: Readonly<Record<SoundKind, readonly (readonly [number, number, number])[]>> = {
  move: [[392, 0, 0.05]],
  capture: [
    [523.25, 0, 0.05],
    [659.25, 0.05, 0.07],
  ],
  win: [
    [523.25, 0, 0.09],
    [659.25, 0.09, 0.09],
    [783.99, 0.18, 0.16],
  ],
  loss: [
    [392, 0, 0.12],
    [311.13, 0.12, 0.2],
  ],
  draw: [
    [440, 0, 0.1],
    [440, 0.14, 0.1],
  ],
};

/** The loudest a note gets (of 1): well under what a page's media would play. */
const PEAK = 0.06;

/** The parts of Web Audio used here (the engine-free DOM types would do, but this keeps what is needed in view). */
interface Ctx {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  createOscillator(): { type: string; frequency: { value: number }; connect(n: unknown): unknown; start(t: number): void; stop(t: number): void };
  createGain(): { gain: { setValueAtTime(v: number, t: number): void; linearRampToValueAtTime(v: number, t: number): void; exponentialRampToValueAtTime(v: number, t: number): void }; connect(n: unknown): unknown };
}

interface SoundGlobals {
  AudioContext?: new () => Ctx;
  webkitAudioContext?: new () => Ctx;
  navigator?: { audioSession?: { type: string } };
  document?: { hidden?: boolean };
}

let context: Ctx | null | undefined;

/** The page's one audio context, made on first use; `null` where there is no Web Audio (or making one failed). */
function audio(): Ctx | null {
  if (context !== undefined) return context;
  const g = globalThis as unknown as SoundGlobals;
  const Make = g.AudioContext ?? g.webkitAudioContext;
  context = null;
  if (!Make) return null;
  try {
    // Safari: "ambient" sound is silenced by the phone's mute switch and mixes with the reader's own audio.
    if (g.navigator?.audioSession) g.navigator.audioSession.type = 'ambient';
    context = new Make();
  } catch {
    context = null;
  }
  return context;
}

/**
 * Plays `kind` now. Returns whether it was played: not in a hidden tab, not
 * without Web Audio. Never throws (a browser that refuses audio is quiet).
 */
export function playSound(kind: SoundKind): boolean {
  const g = globalThis as unknown as SoundGlobals;
  if (g.document?.hidden) return false;
  const ctx = audio();
  if (!ctx) return false;
  try {
    // A context made before the reader's first click starts suspended; a click's move resumes it.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const t0 = ctx.currentTime + 0.01;
    for (const [frequency, start, length] of NOTES[kind]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      const t = t0 + start;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.linearRampToValueAtTime(PEAK, t + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + length);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(t);
      osc.stop(t + length + 0.02);
    }
    return true;
  } catch {
    return false;
  }
}
