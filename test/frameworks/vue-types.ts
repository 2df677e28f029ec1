// Type checks of the README's Vue example (tsc -p tsconfig.test.json; nothing
// here runs). Vue's template type checker (vue-tsc, Volar) reads a global
// component's props from `$props` and its events from `$emit`, which
// boardlets/vue declares for each element; these lines check those
// declarations the way the template uses them. Each expected error below
// fails the type-check if it stops being an error.
import type { GlobalComponents } from 'vue';
import '../../src/vue.js';
import { GAME_TAGS } from '../../src/registry.js';
import type { InfectionMoveDetail, KitesMoveDetail, StainedGlassGameOverDetail } from '../../src/vue.js';

type Kites = InstanceType<GlobalComponents['kites-board']>;

// The README's handler, as it is there.
declare const last: { value: string };
export function onMove(event: CustomEvent<KitesMoveDetail>) {
  last.value = `kite ${event.detail.cell}: ${event.detail.points} points`;
}

/** `<kites-board :size="3" opponent="human" @move="onMove">`: the props... */
export const props: Kites['$props'] = { size: 3, opponent: 'human' };
/** Props derived from the element follow new attributes, such as those every game shares. */
export const shared: Kites['$props'] = { persist: 'my-kites', share: true, fromHash: true, seed: 'monday', readonly: false };
// @ts-expect-error :size takes a number (size="3", a plain attribute, is not type-checked).
export const badSize: Kites['$props'] = { size: 'three' };
// @ts-expect-error opponent is 'computer' or 'human'.
export const badOpponent: Kites['$props'] = { opponent: 'robot' };
// @ts-expect-error read-only properties are not props.
export const readOnly: Kites['$props'] = { ply: 3 };

/** ...and the event: `@move` hands the handler what the element emits for `move`. */
export function events(kites: Kites, move: Parameters<typeof onMove>[0], gameOver: CustomEvent<StainedGlassGameOverDetail>): void {
  kites.$emit('move', move);
  // @ts-expect-error another game's move detail is not a Kites move.
  kites.$emit('move', new CustomEvent<InfectionMoveDetail>('move'));
  // @ts-expect-error another game's game-over detail is not a Kites game-over.
  kites.$emit('game-over', gameOver);
  // @ts-expect-error no such event.
  kites.$emit('moved', move);
}

/** Every element is declared, settings included; its `messages` prop takes UI strings. */
export const declared: Array<keyof GlobalComponents> = [...GAME_TAGS, 'boardlets-settings'];
export const settings: InstanceType<GlobalComponents['boardlets-settings']>['$props'] = { motion: 'reduce', glyphs: true, messages: { undo: 'Zurück' } };
