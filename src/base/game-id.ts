import type { PropertyDeclaration } from 'lit';
import { DecodeError, type GameDefinition } from '../engine/game.js';
import { MAX_SAVED_MOVES, SLICED_RESTORE_MOVES, Session, savedMoveCount } from '../engine/session.js';
import { describeValue, safeText } from './describe-value.js';
import { formatGameId, parseGameId } from './persistence.js';
import { safeStringify } from './safe-json.js';

/** An attribute that defines a game (the seed aside), with how to read it. */
export interface SettingField {
  readonly property: string;
  readonly attribute: string;
  readonly boolean: boolean;
  read(value: string): unknown;
}

/** The fields of a game element's game properties (but the seed), from its property declarations. */
export function settingFields(gameProperties: readonly string[], declarations: ReadonlyMap<PropertyKey, PropertyDeclaration>): SettingField[] {
  return gameProperties
    .filter((property) => property !== 'seed')
    .map((property) => {
      const options = declarations.get(property);
      const attribute = typeof options?.attribute === 'string' ? options.attribute : property.toLowerCase();
      const converter = options?.converter;
      const from = typeof converter === 'function' ? converter : converter?.fromAttribute;
      return { property, attribute, boolean: options?.type === Boolean, read: (value: string) => (from ? from(value, options?.type) : value) };
    });
}

/** The settings a game ID records: each field's value as the attribute would say it (booleans as 1, unset ones left out). */
export function settingsOf(element: object, fields: readonly SettingField[]): Map<string, string> {
  const self = element as Record<string, unknown>;
  const settings = new Map<string, string>();
  for (const field of fields) {
    const value = self[field.property];
    if (field.boolean) {
      if (value) settings.set(field.attribute, '1');
    } else if (typeof value === 'string' ? value.trim() !== '' : typeof value === 'number' && Number.isFinite(value)) {
      settings.set(field.attribute, String(value));
    }
  }
  return settings;
}

/** A game ID that this game can play: its seed and settings, or its saved position. */
export type CheckedGameId = { readonly seed: string; readonly settings: ReadonlyMap<string, string> } | { readonly save: string };

/**
 * Reads a game ID for `definition`: what it holds, or why it cannot be
 * played here (malformed, another game's, an unknown or bad setting, a
 * damaged position).
 */
export function checkGameId(text: unknown, definition: GameDefinition<unknown, unknown, unknown>, fields: readonly SettingField[], tag: string): CheckedGameId | string {
  const parts = parseGameId(text);
  if (typeof parts === 'string') return parts;
  const id = definition.id;
  if (parts.game !== id) return `it is a game ID for "${parts.game.slice(0, 40)}", not "${id}"`;
  for (const [name, value] of parts.settings) {
    const field = fields.find((f) => f.attribute === name);
    if (!field) return `"${name.slice(0, 40)}" is not a setting of <${tag}> (${fields.map((f) => f.attribute).join(', ')})`;
    if (field.boolean && value !== '1' && value !== '0') return `${name} is 1 or 0, not ${describeValue(value)}`;
  }
  if (parts.seed === '') return 'its seed is empty';
  if (parts.save === undefined) return { seed: parts.seed as string, settings: parts.settings };
  try {
    // A long position is replayed in slices when played (the element reports a move found illegal then).
    if (sliced(definition, parts.save)) Session.checkSave(definition, parts.save);
    else Session.restore(definition, parts.save);
  } catch (e) {
    return `its position is damaged: ${e instanceof DecodeError ? e.message : safeText((e as Error)?.message)}`;
  }
  return { save: parts.save };
}

/** The game in progress, as its game ID sees it. */
export interface GameInProgress<Options> {
  readonly definition: GameDefinition<unknown, unknown, Options>;
  /** The attributes that define a game (but the seed). */
  readonly fields: readonly SettingField[];
  /** The seed it was set up from; empty for a restored game. */
  readonly seed: string;
  /** The options it was set up with. */
  readonly options: Options | undefined;
  /** Whether a game with these options is dealt from the seed. */
  usesSeed(options: Options): boolean;
  /** The options a new element with the same attributes would use, or `undefined` when it would not accept them as they are. */
  fresh(): Options | undefined;
  /** Its save text. */
  save(): string;
}

/** Whether a new element with these attributes deals exactly the game in progress from its seed. */
function startsFromSeed<Options>(game: GameInProgress<Options>): boolean {
  const { options, seed } = game;
  if (!seed || options === undefined || !game.usesSeed(options)) return false;
  try {
    // Attributes a fresh element would not accept as they are (brought into range) cannot deal the same game.
    const fresh = game.fresh();
    if (fresh === undefined || safeStringify(fresh) !== safeStringify(options)) return false;
    return Session.start(game.definition, options, seed).save() === game.save();
  } catch {
    return false;
  }
}

/** The game ID of `element`'s game in progress: its settings and seed while it is at its start, or its settings and position. */
export function gameIdOf<Options>(element: object, game: GameInProgress<Options>): string {
  const settings = settingsOf(element, game.fields);
  const id = game.definition.id;
  return startsFromSeed(game) ? formatGameId({ game: id, settings, seed: game.seed }) : formatGameId({ game: id, settings, save: game.save() });
}

/** How to play a game ID on an element. */
export interface GameIdTarget<Options> {
  readonly definition: GameDefinition<unknown, unknown, unknown>;
  readonly fields: readonly SettingField[];
  /** Resumes a position; whether it worked. */
  restore(save: string): boolean;
  /** The options for the settings just set, or `undefined` when they are not accepted (with a warning). */
  resolve(): Options | undefined;
  /** Deals the game from `seed` with `options`. */
  start(seed: string, options: Options): void;
}

/** Plays a game ID on `element`; returns why it cannot, or `null`. */
export function playGameId<Options>(element: HTMLElement, text: unknown, target: GameIdTarget<Options>): string | null {
  const { fields } = target;
  const parts = checkGameId(text, target.definition, fields, element.localName);
  if (typeof parts === 'string') return parts;
  if ('save' in parts) {
    // A position carries its own settings (restore adopts them): the page's
    // attributes need not accept the sharing page's values (which may have
    // been brought into range there, such as too many obstacles).
    return target.restore(parts.save) ? null : 'its position could not be restored';
  }
  const self = element as unknown as Record<string, unknown>;
  const previous = fields.map((f) => self[f.property]);
  for (const field of fields) {
    const value = parts.settings.get(field.attribute);
    self[field.property] = field.boolean ? value === '1' : value === undefined ? null : field.read(value);
  }
  const options = target.resolve();
  if (options === undefined) {
    fields.forEach((f, i) => (self[f.property] = previous[i]));
    return 'its settings are not accepted here (see the warning above)';
  }
  target.start(parts.seed, options);
  return null;
}

/** Whether restore() replays `saved` in slices: a long game (under the cap, which restore refuses at once) not replayed lately. */
export function sliced(definition: GameDefinition<unknown, unknown, unknown>, saved: unknown): boolean {
  if (typeof saved !== 'string') return false;
  const count = savedMoveCount(saved);
  return count > SLICED_RESTORE_MOVES && count <= MAX_SAVED_MOVES && !Session.restoredRecently(definition, saved);
}
