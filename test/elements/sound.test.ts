import { expect, fixture, html } from '@open-wc/testing';
import '../../src/checkbox-squares.js';
import '../../src/infection-board.js';
import '../../src/boardlets-settings.js';
import type { CheckboxSquares } from '../../src/checkbox-squares.js';
import type { InfectionBoard } from '../../src/infection-board.js';
import type { BoardletsSettingsElement } from '../../src/boardlets-settings.js';
import { clickMask } from '../../src/games/checkbox-squares/clicks.js';
import { box } from './helpers.js';

const xor = (a: string, mask: number): string => [...a].map((c, i) => String(Number(c) ^ ((mask >>> i) & 1))).join('');

/**
 * A stand-in for Web Audio that records the notes started, so the tests hear
 * what a game plays without a sound card, and wait for the notes rather than
 * for a clock.
 */
const started: number[][] = [];
let current: number[] | null = null;
let waiting: (() => void) | null = null;
class FakeContext {
  currentTime = 0;
  state = 'running';
  destination = {};
  resume(): Promise<void> {
    return Promise.resolve();
  }
  createGain(): object {
    const param = { setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain: param, connect: () => undefined };
  }
  createOscillator(): object {
    const osc = {
      type: '',
      frequency: { value: 0 },
      connect: () => undefined,
      start: () => {
        // The notes of one sound are started together, in one turn.
        if (!current) {
          current = [];
          started.push(current);
          queueMicrotask(() => {
            current = null;
            const wake = waiting;
            waiting = null;
            wake?.();
          });
        }
        current.push(Math.round(osc.frequency.value));
      },
      stop: () => undefined,
    };
    return osc;
  }
}
(window as unknown as { AudioContext: unknown }).AudioContext = FakeContext;

/** The next sound's notes (Hz, rounded). */
function nextSound(): Promise<number[]> {
  const before = started.length;
  return new Promise((resolve) => {
    waiting = () => resolve(started[before]!);
  });
}

describe('sound', () => {
  beforeEach(() => {
    started.length = 0;
  });

  it('is off by default; the sound attribute plays a quiet tick for a move and a rising phrase for a win', async () => {
    // One click on the top-left box solves it (variant 1's default).
    const start = xor('000000000', clickMask(1, 0));
    const el = await fixture<CheckboxSquares>(html`<checkbox-squares target="000000000" start=${start}></checkbox-squares>`);
    expect(el.sound).to.equal(false);
    // A move with sound off: no note.
    box(el, 'board', 8).click();
    await el.updateComplete;
    el.sound = true;
    await el.updateComplete;
    expect(el.hasAttribute('sound')).to.equal(true);
    // Box 8 again (back to the start): a move's tick.
    const tick = nextSound();
    box(el, 'board', 8).click();
    expect(await tick).to.deep.equal([392]);
    // The solving click: the win's phrase, in place of the tick.
    const won = nextSound();
    box(el, 'board', 0).click();
    expect(await won).to.deep.equal([523, 659, 784]);
    expect(started.length, 'sounds played: the first click, with sound off, played none').to.equal(2);
  });

  it('a conversion in Infection sounds apart from a plain move; <boardlets-settings sound> turns it on for the games inside', async () => {
    const wrapper = await fixture<BoardletsSettingsElement>(html`<boardlets-settings sound motion="reduce">
      <infection-board position="gx3/y1y2/5/5/4y g" mode="two-player"></infection-board>
    </boardlets-settings>`);
    const el = wrapper.querySelector<InfectionBoard>('infection-board')!;
    await el.updateComplete;
    expect(el.sound).to.equal(false);
    const cell = (i: number): HTMLElement => el.shadowRoot!.querySelector<HTMLElement>(`[role="gridcell"][data-index="${i}"]`)!;
    // a5 copies to b4, converting a4 and c4.
    const converted = nextSound();
    cell(0).click();
    await el.updateComplete;
    cell(6).click();
    expect(await converted).to.deep.equal([523, 659]);
    // Yellow's e1 copies to d2: nothing beside it to convert.
    const plain = nextSound();
    cell(24).click();
    await el.updateComplete;
    cell(18).click();
    expect(await plain).to.deep.equal([392]);
  });
});
