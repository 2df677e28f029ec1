import type { PropertyDeclaration } from 'lit';
import { DecodeError, type GameDefinition } from '../engine/game.js';
import { Session } from '../engine/session.js';
import { describeValue, safeText } from './describe-value.js';
import { parseGameId } from './persistence.js';

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
    Session.restore(definition, parts.save);
  } catch (e) {
    return `its position is damaged: ${e instanceof DecodeError ? e.message : safeText((e as Error)?.message)}`;
  }
  return { save: parts.save };
}
