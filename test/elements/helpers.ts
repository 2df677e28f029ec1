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
