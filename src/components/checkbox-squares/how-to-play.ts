import { svg, type SVGTemplateResult } from 'lit';
import { historyKeys, type HowToPlay, type Msg, withPanelStrings } from '../../base/how-to-play.js';
import { checkboxSquaresHowToPlayMessages } from './how-to-play.messages.js';

export { checkboxSquaresHowToPlayTranslations } from './how-to-play.messages.js';
import type { MessageKey } from '../../base/messages.js';
import { clickMask, type Variant } from '../../games/checkbox-squares/rules.js';

/** A 3x3 square of boxes of 24, 6 apart, from (6, 6): the boxes a click on `box` toggles are ticked, the clicked one has the pointer. */
function square(variant: Variant, box: number): SVGTemplateResult {
  const mask = clickMask(variant, box);
  const boxes = Array.from({ length: 9 }, (_, i) => {
    const x = 6 + (i % 3) * 30;
    const y = 6 + Math.floor(i / 3) * 30;
    return mask & (1 << i)
      ? svg`<rect class="d-box d-checked" x=${x} y=${y} width="24" height="24" rx="4"/><path class="d-tick" d="M${x + 6} ${y + 12.5}l4 4 8-9"/>`
      : svg`<rect class="d-box" x=${x} y=${y} width="24" height="24" rx="4"/>`;
  });
  const px = 6 + (box % 3) * 30 + 16;
  const py = 6 + Math.floor(box / 3) * 30 + 15.5;
  return svg`${boxes}<path class="d-pointer" d="M${px} ${py}v14l3.7-3.3 2.6 5.8 2.8-1.2-2.6-5.6 5-.4z"/>`;
}

const CLICKED: readonly [number, MessageKey][] = [
  [0, 'csDiagramCorner'],
  [1, 'csDiagramSide'],
  [4, 'csDiagramCentre'],
];

/** `<checkbox-squares>`'s "How to play" for a variant (1, 2 or 3): what a click on a corner, a side's middle and the centre toggles. */
export function checkboxSquaresHowToPlay(msg: Msg, variant: Variant): HowToPlay {
  msg = withPanelStrings(msg, checkboxSquaresHowToPlayMessages);
  const texts: readonly MessageKey[] =
    variant === 1 ? ['csCardCorner1', 'csCardSide1', 'csCardCentre1'] : ['csCardCorner2', 'csCardSide2', variant === 2 ? 'csCardCentre1' : 'csCardCentre3'];
  return {
    goal: msg('csGoal'),
    rules: CLICKED.map(([box, name], i) => {
      const mask = clickMask(variant, box);
      const ticked = Array.from({ length: 9 }, (_, b) => b).filter((b) => mask & (1 << b));
      const boxes = ticked.map((b) => msg('csSolutionBox', { row: Math.floor(b / 3) + 1, column: (b % 3) + 1 })).join('; ');
      return {
        diagram: square(variant, box),
        label: msg('csDiagramClick', { square: msg(name), count: ticked.length, boxes }),
        text: msg(texts[i]!),
      };
    }),
    notes: [msg('csNoteLeft'), msg('csNoteOrder')],
    keys: [
      { keys: [msg('htpTab')], text: msg('csKeySquare') },
      { keys: [msg('htpArrows')], text: msg('htpMoveCursor') },
      { keys: [msg('htpSpace'), msg('htpEnter')], text: msg('csKeyToggle') },
      { keys: ['H'], text: msg('hint') },
      ...historyKeys(msg),
    ],
  };
}
