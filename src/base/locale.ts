import { ownMessage, type Messages, type Translations } from './messages.js';

/**
 * A language's strings: every key for a shipped language, any of them for
 * one a page registers (the missing ones fall back along the language's
 * chain, then to English).
 */
export type Translation = Partial<Messages>;

/**
 * The strings every element shares (toolbar, feedback, the How to play
 * panel's frame) in the languages that ship with boardlets besides English,
 * each its own module (its own CDN chunk), loaded the first time an element
 * on the page needs it. Each game's own strings are beside it
 * (`src/components/<game>/i18n/`), loaded with the game.
 */
export const sharedTranslations: Translations = {
  ar: () => import('../i18n/ar.js'),
  de: () => import('../i18n/de.js'),
  es: () => import('../i18n/es.js'),
  fr: () => import('../i18n/fr.js'),
  he: () => import('../i18n/he.js'),
  it: () => import('../i18n/it.js'),
  ja: () => import('../i18n/ja.js'),
  nl: () => import('../i18n/nl.js'),
  pl: () => import('../i18n/pl.js'),
  pt: () => import('../i18n/pt.js'),
  tr: () => import('../i18n/tr.js'),
  uk: () => import('../i18n/uk.js'),
  zh: () => import('../i18n/zh.js'),
};

/** The codes of the languages that ship with boardlets, English first. */
export const shippedLanguages: readonly string[] = ['en', ...Object.keys(sharedTranslations)];

/** Scripts written right to left (by primary language subtag). */
const RTL = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

/** Per language tag, the shipped strings loaded so far, every table's merged (their keys differ). */
const loaded = new Map<string, Record<string, string>>();
/** Per table of translations and language tag: its load while it runs, `true` once it settled. */
const loads = new WeakMap<Translations, Map<string, Promise<void> | true>>();
const registered = new Map<string, Translation>();
/** A shipped table's strings that arrived: which table, in which language (`null`: a page registered its own, any game may use them). */
export type Arrival = { readonly table: Translations; readonly tag: string } | null;
/** Games to tell when a language arrives or changes. */
const listeners = new Set<(arrived: Arrival) => void>();

/** `pt-BR` → `['pt-br', 'pt']`: the tags to try, most specific first (English is the last resort, not listed). */
export function languageChain(lang: string): string[] {
  const parts = lang.trim().toLowerCase().replace(/_/g, '-').split('-').filter(Boolean);
  const chain: string[] = [];
  for (let n = parts.length; n > 0; n--) chain.push(parts.slice(0, n).join('-'));
  return chain;
}

/** Whether text in `lang` runs right to left. */
export const isRightToLeft = (lang: string): boolean => RTL.has(languageChain(lang).at(-1) ?? '');

/**
 * Adds or overrides a language for every game on the page, as a page's own
 * table: `registerTranslation('de', { undo: 'Zurück' })` changes one German
 * string; `registerTranslation('eo', {...})` adds Esperanto. Keys it leaves
 * out come from the shipped table of that language (if any), then English.
 * Games showing that language update at once.
 */
export function registerTranslation(code: string, table: Translation): void {
  const key = languageChain(String(code))[0];
  if (!key || table === null || typeof table !== 'object') {
    console.warn(`registerTranslation: expected a language code (like "de" or "pt-BR") and a table of strings; got ${String(code)}.`);
    return;
  }
  const strings: Record<string, string> = {};
  for (const [k, v] of Object.entries(table)) if (typeof v === 'string') strings[k] = v;
  registered.set(key, { ...registered.get(key), ...strings });
  notify();
}

/** Bumped whenever a language's strings arrive or a page registers its own: what an element looked up before may have changed. */
let generation = 0;

/** How many times the languages' strings changed so far (a page's registered tables, shipped ones loading). */
export function languagesGeneration(): number {
  return generation;
}

function notify(arrived: Arrival = null): void {
  generation++;
  for (const listener of [...listeners]) listener(arrived);
}

/**
 * Starts loading the translations `lang` falls back through, of each of
 * `tables` (the shared strings unless told), if any are missing; the promise
 * settles when they are there (or failed to load, with a warning: those
 * strings stay English). `null` when nothing is missing.
 */
export function loadLanguage(lang: string, tables: Iterable<Translations> = [sharedTranslations]): Promise<void> | null {
  const waiting: Promise<void>[] = [];
  const chain = languageChain(lang);
  for (const table of tables) {
    let started = loads.get(table);
    if (!started) loads.set(table, (started = new Map()));
    for (const tag of chain) {
      if (!Object.hasOwn(table, tag)) continue;
      let load = started.get(tag);
      if (load === true) continue;
      if (!load) {
        const done = started;
        load = table[tag]!().then(
          (module) => {
            const strings = loaded.get(tag) ?? {};
            for (const [key, value] of Object.entries(module.default)) if (typeof value === 'string') strings[key] = value;
            loaded.set(tag, strings);
            done.set(tag, true);
            notify({ table, tag });
          },
          (error: unknown) => {
            done.set(tag, true);
            console.warn(`boardlets: could not load the "${tag}" strings (${(error as Error)?.message ?? error}); showing English.`);
          },
        );
        started.set(tag, load);
      }
      waiting.push(load);
    }
  }
  return waiting.length ? Promise.all(waiting).then(() => undefined) : null;
}

/** Each language's chain, worked out once: a render looks up dozens of strings. */
const chains = new Map<string, readonly string[]>();

/** The string for `key` in `lang` (the page's registered tables first, then the shipped ones, along the chain), or undefined for English. */
export function translate(lang: string, key: string): string | undefined {
  if (!registered.size && !loaded.size) return undefined;
  let chain = chains.get(lang);
  if (!chain) {
    chain = languageChain(lang);
    if (chains.size < 64) chains.set(lang, chain);
  }
  for (const tag of chain) {
    const said = ownMessage(registered.get(tag), key) ?? ownMessage(loaded.get(tag), key);
    if (said !== undefined) return said;
  }
  return undefined;
}

/** Calls `listener` whenever a language loads (with the table and tag that arrived) or a page registers one (`null`); returns the unsubscribe function. */
export function onLanguagesChange(listener: (arrived: Arrival) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The element or shadow host one step up, crossing shadow roots. */
function parentAcross(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * The language and direction an element shows: its own `lang` and `dir`,
 * else the closest ancestor's (crossing shadow roots), else the document's.
 * Without a `dir` as close as the `lang`, the direction follows the
 * language (Arabic and Hebrew read right to left).
 */
export function localeOf(element: Element): { lang: string; dir: 'ltr' | 'rtl' } {
  let lang = '';
  let dir = '';
  let dirFirst = false;
  for (let node: Element | null = element; node && !(lang && dir); node = parentAcross(node)) {
    const ownDir = node.getAttribute('dir')?.trim().toLowerCase();
    if (!dir && (ownDir === 'ltr' || ownDir === 'rtl')) {
      dir = ownDir;
      dirFirst = !lang;
    }
    const ownLang = node.getAttribute('lang')?.trim();
    if (!lang && ownLang) lang = ownLang;
  }
  lang ||= 'en';
  return { lang, dir: dir && dirFirst ? (dir as 'ltr' | 'rtl') : isRightToLeft(lang) ? 'rtl' : 'ltr' };
}
