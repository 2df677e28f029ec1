import { inputLoader } from '../../src/components/stained-glass/input-slot.js';
import { inputLoader as infectionInputLoader } from '../../src/components/infection/input-slot.js';
import { inputLoader as kitesInputLoader } from '../../src/components/kites/input-slot.js';
import { touchLift } from '../../src/base/controllers/pointer-drag-impl.js';
import type { CheckboxSquares } from '../../src/components/checkbox-squares/checkbox-squares.js';

/** A check box of a `<checkbox-squares>`: `target` (left) or `board` (right), box 0-8 row by row. */
export function box(el: CheckboxSquares, square: 'target' | 'board', index: number): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(`[data-square="${square}"][data-box="${index}"]`);
  if (!found) throw new Error(`no box ${square} ${index}`);
  return found;
}

/** The pattern a square shows to assistive tech, read from aria-checked. */
export function shown(el: CheckboxSquares, square: 'target' | 'board'): string {
  return Array.from({ length: 9 }, (_, i) => (box(el, square, i).getAttribute('aria-checked') === 'true' ? '1' : '0')).join('');
}

export function button(el: HTMLElement, part: string): HTMLButtonElement {
  const found = el.shadowRoot!.querySelector<HTMLButtonElement>(`button[part~="${part}"]`);
  if (!found) throw new Error(`no ${part} button`);
  return found;
}

/** Records the events of the given types fired on (or bubbling to) a target. */
export function record(target: EventTarget, types: string[]): CustomEvent[] {
  const seen: CustomEvent[] = [];
  for (const t of types) target.addEventListener(t, (e) => seen.push(e as CustomEvent));
  return seen;
}

/** Collects console.warn calls while `fn` runs. */
export async function warnings(fn: () => unknown): Promise<string[]> {
  const original = console.warn;
  const seen: string[] = [];
  console.warn = (...args: unknown[]) => seen.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.warn = original;
  }
  return seen;
}

/** The element focused inside the shadow root, if any. */
export function focused(el: HTMLElement): Element | null {
  return el.shadowRoot!.activeElement;
}

/** Presses a key or a chord like `Control+z` with real keyboard input (puppeteer takes no chords). */
export async function press(chord: string): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  const keys = chord.split('+');
  const key = keys.pop()!;
  for (const m of keys) await sendKeys({ down: m });
  await sendKeys({ press: key });
  for (const m of keys.reverse()) await sendKeys({ up: m });
}

/**
 * Loads the boards' input code (which a page loads while idle after the
 * first paint) before a file's tests, so that each element starts with it
 * and a click, key or drag dispatched at once is done at once: Stained
 * Glass's, Infection's and Kites' input (their input-slot.ts; the drag comes
 * with the first two). The games' *-input tests cover input that comes
 * before it.
 */
export async function loadInputCode(): Promise<void> {
  inputLoader.loaded = await inputLoader.load();
  infectionInputLoader.loaded = await infectionInputLoader.load();
  kitesInputLoader.loaded = await kitesInputLoader.load();
}

/** The middle of an element, in viewport coordinates. */
function centre(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/**
 * Drags from the middle of one element to the middle of another with
 * synthetic pointer events (down on `from`, moves and up dispatched where
 * pointer capture would send them: to `from`). For touch and pen, which
 * the test browsers cannot drive for real. A finger ends below `to` by the
 * piece's lift, so that the piece it carries lands on `to` (`aim: 'finger'`
 * puts the finger itself on `to`).
 */
export function pointerDrag(from: Element, to: Element, pointerType: 'mouse' | 'touch' | 'pen' = 'touch', aim: 'piece' | 'finger' = 'piece'): void {
  const a = centre(from);
  const b = centre(to);
  if (pointerType === 'touch' && aim === 'piece') b.y += touchLift(from.closest('[data-index]') ?? from);
  const fire = (type: string, t: number, buttons: number): void => {
    from.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        composed: true,
        cancelable: true,
        pointerId: 17,
        pointerType,
        isPrimary: true,
        button: type === 'pointermove' ? -1 : 0,
        buttons,
        clientX: a.x + (b.x - a.x) * t,
        clientY: a.y + (b.y - a.y) * t,
      }),
    );
  };
  fire('pointerdown', 0, 1);
  for (const t of [0.1, 0.4, 0.8, 1]) fire('pointermove', t, 1);
  fire('pointerup', 1, 0);
}

/** Drags with the real mouse (press on `from`, move in steps, release on `to`). */
export async function mouseDrag(from: Element, to: Element): Promise<void> {
  const { sendMouse, resetMouse } = await import('@web/test-runner-commands');
  const a = centre(from);
  const b = centre(to);
  const at = (t: number): [number, number] => [Math.round(a.x + (b.x - a.x) * t), Math.round(a.y + (b.y - a.y) * t)];
  await sendMouse({ type: 'move', position: at(0) });
  await sendMouse({ type: 'down' });
  for (const t of [0.2, 0.5, 0.8, 1]) await sendMouse({ type: 'move', position: at(t) });
  await sendMouse({ type: 'up' });
  await resetMouse();
}

/** Runs `fn` with `Date.now()` at noon (UTC) of a given day. */
export async function on<T>(year: number, month: number, day: number, fn: () => Promise<T>): Promise<T> {
  const real = Date.now;
  Date.now = () => Date.UTC(year, month - 1, day, 12);
  try {
    return await fn();
  } finally {
    Date.now = real;
  }
}
