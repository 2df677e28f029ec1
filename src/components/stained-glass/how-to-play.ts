import { svg, type SVGTemplateResult } from 'lit';
import { arrow, at, historyKeys, type HowToPlay, type Msg, withPanelStrings } from '../../base/how-to-play.js';
import { stainedGlassHowToPlayMessages } from './how-to-play.messages.js';

export { stainedGlassHowToPlayTranslations } from './how-to-play.messages.js';
import { BLACK, BLUE, GREEN, jumpResult, landResult, ORANGE, PURPLE, RED, YELLOW, type Colour } from '../../games/stained-glass/rules.js';

/** The diagram's colour class of each colour (0 black .. 7 white). */
const CLASS = ['d-black', 'd-blue', 'd-red', 'd-violet', 'd-yellow', 'd-green', 'd-orange', 'd-white'] as const;
/** The trigram's bars from the top, as on the board: red, yellow, blue. */
const BARS = [RED, YELLOW, BLUE] as const;

/** A tile of side `s` with its top-left at (x, y), with its trigram (none on black). */
function tile(x: number, y: number, s: number, colour: Colour): SVGTemplateResult {
  const bars =
    colour === BLACK
      ? svg``
      : BARS.map((bit, i) => {
          const by = y + s * (0.22 + i * 0.22);
          const h = s * 0.13;
          const w = s * 0.62;
          const bx = x + (s - w) / 2;
          return colour & bit
            ? svg`<rect class="d-on" x=${bx} y=${by} width=${w} height=${h} rx="0.8"/>`
            : svg`<rect class="d-on d-off" x=${bx} y=${by} width=${w * 0.38} height=${h} rx="0.8"/><rect class="d-on d-off" x=${bx + w * 0.62} y=${by} width=${w * 0.38} height=${h} rx="0.8"/>`;
        });
  return svg`<g class=${CLASS[colour]}><rect class="d-fill" x=${x} y=${y} width=${s} height=${s} rx=${s * 0.16}/>${bars}</g>`;
}

/** A 3x3 board of squares of 28 from (6, 6), row by row. */
function board(colours: readonly Colour[]): SVGTemplateResult {
  return svg`${colours.map((colour, i) => tile(6 + (i % 3) * 28 + 1.5, 6 + Math.floor(i / 3) * 28 + 1.5, 25, colour))}`;
}

/** A hop along a row of three tiles (above), and the same row after it, by the rules (below). */
function beforeAfter(before: readonly [Colour, Colour, Colour]): SVGTemplateResult {
  const [mover, over, target] = before;
  const after: Colour[] = [BLACK, jumpResult(mover, over)!, landResult(mover, target)!];
  const s = 26;
  const x = 6;
  const step = s + 3;
  const top = 17;
  const bottom = 66;
  const row = (y: number, colours: readonly Colour[]): SVGTemplateResult => svg`${colours.map((colour, i) => tile(x + i * step, y, s, colour))}`;
  return svg`${row(top, before)}${arrow([
    [x + s / 2, top - 2],
    [x + 2 * step + s / 2, top - 2],
  ], 11)}${arrow([
    [48, top + s + 4],
    [48, bottom - 3],
  ])}${row(bottom, after)}`;
}

function hop(): SVGTemplateResult {
  const [x1, y1] = at(6, 6, 28, 0, 2);
  const [x2, y2] = at(6, 6, 28, 2, 0);
  return svg`${board([BLACK, BLACK, BLACK, BLACK, ORANGE, BLACK, RED, BLACK, BLACK])}${arrow([
    [x1 + 4, y1 - 4],
    [x2 - 2, y2 + 2],
  ], 16)}`;
}

function end(): SVGTemplateResult {
  const [x, y] = at(6, 6, 28, 2, 0);
  return svg`${board([BLACK, BLACK, BLACK, BLACK, PURPLE, BLACK, BLACK, BLACK, BLACK])}
    <circle class="d-dot" cx=${x + 6} cy=${y - 6} r="10"/>
    <path class="d-tick" d="M${x + 1} ${y - 6}l3.5 3.5 6-7"/>`;
}

/** `<stained-glass-board>`'s "How to play": the hop, what the jumped tile and the landing square become, the end. */
export function stainedGlassHowToPlay(msg: Msg): HowToPlay {
  msg = withPanelStrings(msg, stainedGlassHowToPlayMessages);
  return {
    goal: msg('sgGoal'),
    rules: [
      { diagram: hop(), label: msg('sgDiagramHop'), text: msg('sgCardHop') },
      { diagram: beforeAfter([RED, ORANGE, BLACK]), label: msg('sgDiagramJump'), text: msg('sgCardJump') },
      { diagram: beforeAfter([BLUE, RED, BLACK]), label: msg('sgDiagramPrimary'), text: msg('sgCardPrimary') },
      { diagram: beforeAfter([YELLOW, GREEN, RED]), label: msg('sgDiagramLand'), text: msg('sgCardLand') },
      { diagram: end(), label: msg('sgDiagramEnd'), text: msg('sgCardEnd') },
    ],
    notes: [msg('sgGlyphHelp'), msg('sgNoteScore')],
    keys: [
      { keys: [msg('htpArrows')], text: msg('htpMoveCursor') },
      { keys: [msg('htpEnter'), msg('htpSpace')], text: msg('sgKeySelect') },
      { keys: [msg('htpEsc')], text: msg('sgKeyCancel') },
      { keys: ['H'], text: msg('hint') },
      ...historyKeys(msg),
    ],
  };
}
