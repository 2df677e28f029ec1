import { svg, type SVGTemplateResult } from 'lit';
import { arrow, historyKeys, label, type HowToPlay, type Msg, withPanelStrings } from '../../base/how-to-play.js';
import { kitesHowToPlayMessages } from './how-to-play.messages.js';

export { kitesHowToPlayTranslations } from './how-to-play.messages.js';
import type { MessageKey } from '../../base/messages.js';
import { DEFAULT_COLORS, MAX_COLORS } from '../../games/kites/rules.js';

const CLASS = ['d-red', 'd-yellow', 'd-green', 'd-cyan', 'd-blue', 'd-violet'] as const;
const NAMES: readonly MessageKey[] = ['ktRed', 'ktYellow', 'ktGreen', 'ktCyan', 'ktBlue', 'ktViolet'];
const RAD = Math.PI / 180;
const n = (v: number): string => String(Math.round(v * 100) / 100);
const toward = (x: number, y: number, length: number, degrees: number): [number, number] => [
  x + length * Math.cos(degrees * RAD),
  y + length * Math.sin(degrees * RAD),
];

/**
 * A kite as on the board: its 60° tip at (x, y), its axis at `degrees` (y
 * down), in a honeycomb whose centres are `s` apart: the right angles half a
 * step from the tip at ±30°, the wide angle at the triangle's centre.
 */
function kite(x: number, y: number, degrees: number, s: number, colour: number, letters: string): SVGTemplateResult {
  const corners = [[x, y], toward(x, y, s / 2, degrees - 30), toward(x, y, s / Math.sqrt(3), degrees), toward(x, y, s / 2, degrees + 30)];
  const [lx, ly] = toward(x, y, 0.36 * s, degrees);
  return svg`<g class=${CLASS[colour]!}>
    <polygon class="d-fill" points=${corners.map(([px, py]) => `${n(px!)},${n(py!)}`).join(' ')}/>
    <text class="d-text d-on" x=${n(lx)} y=${n(ly)} font-size="11">${letters[colour] ?? ''}</text>
  </g>`;
}

const meeting = (x: number, y: number): SVGTemplateResult => svg`<circle class="d-dot" cx=${n(x)} cy=${n(y)} r="4"/>`;

function order(colors: number, letters: string): SVGTemplateResult {
  const discs = Array.from({ length: colors }, (_, i) => {
    const [x, y] = toward(48, 48, 34, -90 + (360 / colors) * i);
    return svg`<g class=${CLASS[i]!}><circle class="d-fill" cx=${n(x)} cy=${n(y)} r="11"/><text class="d-text d-on" x=${n(x)} y=${n(y)} font-size="11">${letters[i] ?? ''}</text></g>`;
  });
  const turn = Array.from({ length: 28 }, (_, i) => toward(48, 48, 15, -60 + i * 10));
  return svg`${discs}${arrow(turn)}`;
}

function triangle(letters: string): SVGTemplateResult {
  const s = 88;
  const gx = 48;
  const gy = 60.7;
  const r = s / Math.sqrt(3);
  const corners = [-90, 30, 150].map((d) => toward(gx, gy, r, d));
  const kites = corners.map(([x, y], i) => kite(x, y, [90, 210, 330][i]!, s, [0, 2, 4][i]!, letters));
  return svg`${kites}${meeting(gx, gy)}${label(86, 10, '+1')}`;
}

function quartet(letters: string): SVGTemplateResult {
  const s = 80;
  const [x1, x2] = [48 - s / 2, 48 + s / 2];
  const y = 52;
  const kites = [kite(x1, y, -30, s, 0, letters), kite(x2, y, 210, s, 1, letters), kite(x2, y, 150, s, 2, letters), kite(x1, y, 30, s, 3, letters)];
  return svg`${kites}${meeting(48, y)}${label(86, 10, '+1')}`;
}

function wheel(letters: string): SVGTemplateResult {
  const s = 72;
  const kites = Array.from({ length: 6 }, (_, i) => kite(48, 48, -90 + 60 * i, s, i, letters));
  return svg`${kites}${meeting(48, 48)}${label(86, 10, '+1')}`;
}

function halfWheel(letters: string): SVGTemplateResult {
  const s = 84;
  const y = 24;
  const kites = [30, 90, 150].map((d, i) => kite(48, y, d, s, i + 1, letters));
  return svg`<path class="d-edge" d="M2 ${y}H94"/>${kites}${meeting(48, y)}`;
}

function penalty(letters: string): SVGTemplateResult {
  const s = 84;
  const x = 37.5;
  const y = 26;
  const [ex, ey] = toward(x, y, s / 2, 60);
  return svg`${kite(x, y, 30, s, 0, letters)}${kite(x, y, 90, s, 0, letters)}
    <path class="d-mark" d="M${n(x)} ${n(y)}L${n(ex)} ${n(ey)}"/>${label(86, 10, '−1')}`;
}

/**
 * `<kites-board>`'s "How to play": the colour cycle, the four configurations
 * and the penalty. `colors` is the number of colours in play (3..6).
 */
export function kitesHowToPlay(msg: Msg, colors: number = DEFAULT_COLORS): HowToPlay {
  msg = withPanelStrings(msg, kitesHowToPlayMessages);
  const letters = msg('ktLetters');
  const inPlay = Math.min(MAX_COLORS, Math.max(1, Math.round(colors)));
  // A list, joined for the language (Intl.ListFormat: "red, yellow and green", "الأحمر والأصفر والأخضر").
  const names = NAMES.slice(0, inPlay).map((key) => msg(key));
  return {
    goal: msg('ktGoal'),
    rules: [
      { diagram: order(inPlay, letters), label: msg('ktDiagramOrder'), text: msg('ktCardOrder', { colors: names }) },
      { diagram: triangle(letters), label: msg('ktDiagramTriangle'), text: msg('ktCardTriangle') },
      { diagram: quartet(letters), label: msg('ktDiagramQuartet'), text: msg('ktCardQuartet') },
      { diagram: wheel(letters), label: msg('ktDiagramWheel'), text: msg('ktCardWheel') },
      { diagram: halfWheel(letters), label: msg('ktDiagramHalfWheel'), text: msg('ktCardHalfWheel') },
      { diagram: penalty(letters), label: msg('ktDiagramPenalty'), text: msg('ktCardPenalty') },
    ],
    notes: [msg('ktRuleExtra'), ...(inPlay < MAX_COLORS ? [msg('ktRuleFewer')] : []), msg('ktRuleEnd')],
    keys: [
      { keys: [msg('htpArrows')], text: msg('htpMoveCursor') },
      { keys: ['7', '9', '1', '3'], text: msg('ktKeyDiagonal') },
      { keys: [msg('htpEnter'), msg('htpSpace')], text: msg('ktKeyPlace') },
      { keys: ['B', msg('htpEsc'), msg('htpBackspace')], text: msg('ktKeyBack') },
      { keys: ['N'], text: msg('newGame') },
      { keys: ['H'], text: msg('hint') },
      ...historyKeys(msg),
    ],
  };
}
