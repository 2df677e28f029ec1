/** Nederlands (`nl`): Checkbox Squares’ maths panel (maths.messages.ts), loaded with the panel. Words as in the glossary of src/i18n/nl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { mathsMessages } from '../maths.messages.js';

const nl: Translated<typeof mathsMessages> = {
  csMathsTitle: 'De wiskunde',
  csMathsIntro: 'Knop j telt 1 op (mod {k}) bij elk vakje met een 1 in kolom j van A. Als x aangeeft hoe vaak elke knop wordt ingedrukt, verandert de puzzel met A·x. Hij is dus gelijk aan het doel als A·x = d (mod {k}), waarbij d is wat er moet veranderen. Gauss-eliminatie (vegen) lost deze 9 vergelijkingen op.',
  csMathsCaption: 'Klikmatrix A (rijen: vakjes 1–9, kolommen: knoppen 1–9, rij voor rij genummerd) en d = doel − puzzel, mod {k}',
  csMathsBoxHeader: 'Vakje (vergelijking)',
  csMathsButton: 'Knop {n}',
  csMathsNeedHeader: 'd: wat er moet veranderen',
  csMathsChanged: 'gewijzigd in deze stap',
  csMathsPivot: 'pivot',
  csMathsStart: 'Start: [A | d], mod {k}. Elke rij is één vakje: de knoppen die het veranderen, moeten samen optellen tot wat daar moet veranderen.',
  csMathsSwap: 'Rijen {a} en {b} verwisselen, om een pivot naar boven te halen.',
  csMathsScale: 'Rij {a} met {factor} vermenigvuldigen (mod {k}), zodat de pivot 1 wordt.',
  csMathsEliminate: 'Rij {a} min {factor} × rij {b} (mod {k}): in kolom {column} komt onder de pivot een 0.',
  csMathsBackSub: 'Rij {a} min {factor} × rij {b} (mod {k}): in kolom {column} komt boven de pivot een 0.',
  csMathsUnreachable: 'Rij {a} zegt nu 0 = een getal dat niet 0 is: met geen enkele combinatie van knoppen wordt de puzzel gelijk aan dit doel.',
  csMathsInconsistent: 'zegt 0 = een getal dat niet 0 is',
  csMathsFree: 'Kolom {columns} heeft geen spil, dus knop {columns} is vrij: elk aantal keren drukken (0 tot {max}) geeft een oplossing, en x is die met de minste klikken.',
  csMathsSolution: 'Oplossing, aangegeven op de puzzel: {presses}.',
  csMathsNothing: 'd bestaat alleen uit nullen: niets in te drukken, de vierkanten zijn gelijk.',
  csMathsPressOnce: 'knop {n}',
  csMathsPressTimes: 'knop {n} ({count} keer)',
  csMathsSteps: 'Stappen van de eliminatie',
  csMathsStepOf: 'Stap {n} van {total}',
  csMathsBack: 'Terug',
  csMathsNext: 'Volgende',
  csMathsPlay: 'Afspelen',
  csMathsPause: 'Pauze',
};

export default nl;
