/** Nederlands (`nl`): Checkbox Squares’ strings (messages.ts), loaded with the game. Words as in the glossary of src/i18n/nl.ts; a missing key falls back to English. */
import type { Translated } from '../../../base/messages.js';
import type { checkboxSquaresMessages } from '../messages.js';

const nl: Translated<typeof checkboxSquaresMessages> = {
  csTarget: 'Doel',
  csBoard: 'Puzzel',
  csBox: 'Rij {row}, kolom {column}',
  csMoves: 'Zetten: {count}',
  csNeeded: 'Nog minstens {count} {count:one=klik|other=klikken}',
  csSolved: 'Opgelost in {count} {count:one=zet|other=zetten}!',
  csHintIs: 'Tip: klik in de puzzel op rij {row}, kolom {column}.',
  csSolutionIs: 'Oplossing: klik op {boxes}.',
  csSolutionBox: 'rij {row}, kolom {column}',
  csSolveConfirm: 'De hele oplossing tonen? Dan is de puzzel verklapt.',
  csSolutionNone: 'Niets te klikken: de vierkanten zijn gelijk.',
  csMovedTarget: 'Doel, rij {row}, kolom {column}: {state}.',
  csMovedBoard: 'Rij {row}, kolom {column}: {count} {count:one=vakje|other=vakjes} gewisseld. Nog {needed} {needed:one=klik|other=klikken} tot de oplossing.',
  csMovedBoardSolved: 'Rij {row}, kolom {column}: {count} {count:one=vakje|other=vakjes} gewisseld.',
  csTargetLocked: 'Het doel is vergrendeld.',
  csLocked: 'vergrendeld',
  csHinted: 'tip',
  csInSolution: 'deel van de oplossing',
  csChecked: 'aangevinkt',
  csUnchecked: 'niet aangevinkt',
  csVariantHelp1: 'Een hoek wisselt zijn 2x2-blok, een zijmidden zijn zijde, het midden zijn kruis.',
  csVariantHelp2: 'Een hoek wisselt zichzelf en zijn buren in rij en kolom, een zijmidden zijn zijde en het midden, het midden zijn kruis.',
  csVariantHelp3: 'Een hoek wisselt zichzelf en zijn buren in rij en kolom, een zijmidden zijn zijde en het midden, het midden alleen zichzelf.',
  csGoal: 'Maak de puzzel gelijk aan het doel.',
  csValue: 'toestand {value} (0 tot en met {max})',
  csMovedTargetValue: 'Doel, rij {row}, kolom {column}: nu toestand {value}.',
  csMovedBoardStates: 'Rij {row}, kolom {column}: {count} {count:one=vakje|other=vakjes} één toestand verder.',
  csNeededSentence: 'Nog {needed} {needed:one=klik|other=klikken} tot de oplossing.',
  csUnreachable: 'Geen enkele reeks klikken op de puzzel bereikt dit doel: verander het doel of begin een nieuw spel.',
  csUnreachableWhy: 'Klikken veranderen de som van de vakjes {boxes} (genummerd van 1 tot 9, rij voor rij) mod {k} nooit, en die som verschilt tussen de twee vierkanten.',
  csUnreachableShort: 'Doel onbereikbaar',
  csInSolutionTimes: 'deel van de oplossing, {count} klikken',
  csSolutionBoxTimes: '{box} ({count} keer)',
  csMathsShow: 'Wiskunde tonen',
};

export default nl;
