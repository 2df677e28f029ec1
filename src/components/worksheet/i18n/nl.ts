/** Nederlands (`nl`): <boardlets-worksheet>’s strings (messages.ts), loaded with the element. Words as in the glossary of src/i18n/nl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { worksheetMessages } from '../messages.js';

const nl: Translated<typeof worksheetMessages> = {
  wsCheckboxTitle: 'Vinkvierkanten',
  wsStainedGlassTitle: 'Glas-in-lood',
  wsName: 'Naam',
  wsDate: 'Datum',
  wsPrint: 'Afdrukken',
  wsPreparing: 'Werkblad wordt klaargemaakt…',
  wsReady: 'Werkblad klaar.',
  wsPuzzle: 'Puzzel {number}',
  wsAnswerKey: 'Antwoorden',
  wsCheckboxTask: 'Zoek bij elke puzzel de vakjes van het puzzelvierkant waarop je moet klikken om het gelijk te maken aan het doel, en zet ze bij ‘Jouw klikken’. Gebruik zo weinig mogelijk klikken.',
  wsClickRule: 'Wat een klik op een vakje van het puzzelvierkant omzet (het aangeklikte vakje is omcirkeld):',
  wsTickLegend: 'Een vinkje is een aangevinkt vakje.',
  wsDotsLegend: 'Vakjes tellen in stippen: een klik geeft elk vakje dat hij verandert een stip erbij, en een vakje met de meeste stippen wordt weer leeg.',
  wsBoxState: 'rij {row}, kolom {column}: {state}',
  wsBoxPresses: 'rij {row}, kolom {column} ×{count}',
  wsChecked: '{square}, aangevinkt: {boxes}',
  wsNoneChecked: '{square}, geen vakje aangevinkt',
  wsFewest: 'Minste klikken: {count}',
  wsYourClicks: 'Jouw klikken',
  wsStainedGlassTask: 'Schrijf bij elk bord je sprongen op volgorde op, zoals ‘b2 over c2 naar d2’, tot er één tegel over is.',
  wsTile: '{square} {color}',
  wsHop: '{from} over {over} naar {to}',
  wsSheet: 'Blad {seed}',
};

export default nl;
