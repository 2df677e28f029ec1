import { svg, type SVGTemplateResult } from 'lit';
import { arrow, at, historyKeys, squares, type HowToPlay, type Msg, withPanelStrings } from '../../base/how-to-play.js';
import { infectionHowToPlayMessages } from './how-to-play.messages.js';

export { infectionHowToPlayTranslations } from './how-to-play.messages.js';

// A 3x3 cut-out of the board: squares of 28 from (6, 6).
const S = 28;
const O = 6;
const c = (col: number, row: number): [number, number] => at(O, O, S, col, row);

/** Green a disc, Yellow a rounded square, as on the board. */
function green([x, y]: [number, number]): SVGTemplateResult {
  return svg`<circle class="d-fill d-p1" cx=${x} cy=${y} r="9.5"/>`;
}
function yellow([x, y]: [number, number]): SVGTemplateResult {
  return svg`<rect class="d-fill d-p2" x=${x - 8.5} y=${y - 8.5} width="17" height="17" rx="4"/>`;
}
/** Where a piece was: a dashed outline. */
function left([x, y]: [number, number]): SVGTemplateResult {
  return svg`<circle class="d-ghost" cx=${x} cy=${y} r="9.5"/>`;
}
/** The board's mark for a copy: a plus. */
function plus([x, y]: [number, number]): SVGTemplateResult {
  return svg`<path class="d-mark" d="M${x - 4} ${y}h8M${x} ${y - 4}v8"/>`;
}

function copy(): SVGTemplateResult {
  const marks = [c(0, 0), c(1, 0), c(0, 1), c(2, 1), c(0, 2), c(1, 2), c(2, 2)].map(plus);
  const [x1, y1] = c(1, 1);
  const [x2, y2] = c(2, 0);
  const d = 11 / Math.SQRT2;
  return svg`${squares(O, O, 3, 3, S)}${marks}${green(c(1, 1))}${green(c(2, 0))}${arrow([
    [x1 + d, y1 - d],
    [x2 - d, y2 + d],
  ])}`;
}

function jump(over: 'empty' | 'piece'): SVGTemplateResult {
  const [x1, y] = c(0, 1);
  const [x2] = c(2, 1);
  return svg`${squares(O, O, 3, 3, S)}${left(c(0, 1))}${over === 'piece' ? yellow(c(1, 1)) : svg``}${green(c(2, 1))}${arrow([
    [x1, y - 12],
    [x2, y - 12],
  ], 14)}`;
}

function knight(): SVGTemplateResult {
  const [x1, y1] = c(0, 2);
  const [, y0] = c(0, 0);
  const [x2] = c(1, 0);
  return svg`${squares(O, O, 3, 3, S)}${left(c(0, 2))}${green(c(1, 0))}${arrow([
    [x1, y1 - 12],
    [x1, y0],
    [x2 - 11.5, y0],
  ])}`;
}

/** Before (above) and after (below) a green piece lands in the middle of two yellow ones. */
function convert(): SVGTemplateResult {
  const s = 26;
  const x = 9;
  const top = 6;
  const bottom = 64;
  const row = (y: number): [number, number][] => [0, 1, 2].map((i) => at(x, y, s, i, 0));
  const [b0, b1, b2] = row(top);
  const after = row(bottom);
  return svg`${squares(x, top, 3, 1, s)}${squares(x, bottom, 3, 1, s)}${yellow(b0!)}${yellow(b2!)}
    <circle class="d-mark" cx=${b1![0]} cy=${b1![1]} r="6.5"/>
    ${after.map(green)}${arrow([
      [48, 38],
      [48, 58],
    ])}`;
}

/** `<infection-board>`'s "How to play": the four moves and the conversion. */
export function infectionHowToPlay(msg: Msg): HowToPlay {
  msg = withPanelStrings(msg, infectionHowToPlayMessages);
  return {
    goal: msg('infGoal'),
    rules: [
      { diagram: copy(), label: msg('infDiagramCopy'), text: msg('infRuleCopy') },
      { diagram: jump('empty'), label: msg('infDiagramJump'), text: msg('infRuleJump') },
      { diagram: jump('piece'), label: msg('infDiagramChecker'), text: msg('infRuleChecker') },
      { diagram: knight(), label: msg('infDiagramKnight'), text: msg('infRuleKnight') },
      { diagram: convert(), label: msg('infDiagramConvert'), text: msg('infRuleConvert') },
    ],
    notes: [msg('infNoteObstacle'), msg('infNoteEnd'), msg('infNoteRepetition')],
    keys: [
      { keys: [msg('htpArrows')], text: msg('htpMoveCursor') },
      { keys: [msg('htpEnter'), msg('htpSpace')], text: msg('infKeyPick') },
      { keys: [msg('htpEsc')], text: msg('infKeyPutBack') },
      { keys: ['H'], text: msg('hint') },
      ...historyKeys(msg),
    ],
  };
}

/** `<infection-board rules="ataxx">`'s "How to play": Infection's diagrams of a copy, a jump and the conversion, with Ataxx's rules. */
export function ataxxHowToPlay(msg: Msg): HowToPlay {
  msg = withPanelStrings(msg, infectionHowToPlayMessages);
  return {
    goal: msg('infGoal'),
    rules: [
      { diagram: copy(), label: msg('infDiagramCopy'), text: msg('infRuleCopy') },
      { diagram: jump('piece'), label: msg('infDiagramChecker'), text: msg('ataxxRuleJump') },
      { diagram: knight(), label: msg('infDiagramKnight'), text: msg('infRuleKnight') },
      { diagram: convert(), label: msg('infDiagramConvert'), text: msg('infRuleConvert') },
    ],
    notes: [msg('ataxxNoteGap'), msg('ataxxNotePass'), msg('ataxxNoteEnd')],
    keys: infectionHowToPlay(msg).keys,
  };
}
