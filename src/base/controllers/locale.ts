import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Translations } from '../messages.js';
import { languageChain, loadLanguage, localeOf, onLanguagesChange, sharedTranslations, translate, type Arrival } from '../locale.js';
import { requestPacedUpdate } from '../render-pacer.js';

type Host = ReactiveControllerHost & HTMLElement;

/** The games on the page, told when a `lang` or `dir` attribute changes anywhere above them. */
const games = new Set<LocaleController>();
let observer: MutationObserver | undefined;

const WATCHED: MutationObserverInit = { attributes: true, attributeFilter: ['lang', 'dir'], subtree: true };

/**
 * One observer for every game on the page: it watches `lang` and `dir` on
 * the document (its root and every element in it), on each game itself, and
 * in every shadow root a game sits in (a game inside another component is
 * not in the document's subtree, nor are the elements around it there).
 */
function watch(controller: LocaleController, host: Host): void {
  games.add(controller);
  observer ??= new MutationObserver(() => {
    for (const game of games) game.refresh();
  });
  observer.observe(host.ownerDocument.documentElement, WATCHED);
  observer.observe(host, { ...WATCHED, subtree: false });
  for (let scope = host.getRootNode(); scope instanceof ShadowRoot; scope = scope.host.getRootNode()) observer.observe(scope, WATCHED);
}

/**
 * The language a game speaks and the direction its text runs, as web
 * components do it: the element's own `lang`/`dir`, else the closest
 * ancestor's, else the document's. It loads the language's strings on
 * first use (English is built in): the shared strings, the element's own
 * tables, and those a feature adds when it loads ({@link use}). It looks
 * strings up in them, and updates the game when any of that changes:
 * `<html lang>` set at run time, a language arriving, or a page registering
 * its own.
 */
export class LocaleController implements ReactiveController {
  readonly #host: Host;
  #lang = 'en';
  #dir: 'ltr' | 'rtl' = 'ltr';
  #loading: Promise<void> | null = null;
  #unsubscribe: (() => void) | undefined;
  /** The translations this element loads in its language: the shared ones, its own, and any a feature added. */
  readonly #tables: Set<Translations>;

  constructor(host: Host, tables: readonly Translations[] = []) {
    this.#host = host;
    this.#tables = new Set([sharedTranslations, ...tables]);
    host.addController(this);
  }

  /** The language's tag, as the page wrote it (`en` when nothing says). */
  get lang(): string {
    return this.#lang;
  }

  get dir(): 'ltr' | 'rtl' {
    return this.#dir;
  }

  /** Whether the language's strings are still loading. */
  get pending(): boolean {
    return this.#loading !== null;
  }

  /** Settles when the language's strings are there (at once for English or a loaded language). */
  get ready(): Promise<void> {
    return this.#loading ?? Promise.resolve();
  }

  hostConnected(): void {
    watch(this, this.#host);
    // A game whose strings are still loading re-renders once they are all there (#wait), not at each table's arrival;
    // nor does one whose strings are there when another game's table arrives (issue 27: on the 200-board page, the
    // French tables arriving over 400 ms re-rendered the games of the earlier ones again: 390 renders, not 200).
    this.#unsubscribe = onLanguagesChange((arrived) => {
      if (!this.#loading && this.#concerns(arrived)) requestPacedUpdate(this.#host);
    });
    this.refresh();
  }

  hostDisconnected(): void {
    games.delete(this);
    this.#unsubscribe?.();
    if (!games.size) observer?.disconnect();
  }

  /** Reads the language and direction again; re-renders (after loading the strings) when they changed. */
  refresh(): void {
    const { lang, dir } = localeOf(this.#host);
    if (lang === this.#lang && dir === this.#dir) return;
    this.#lang = lang;
    this.#dir = dir;
    const loading = loadLanguage(lang, this.#tables);
    this.#wait(loading);
    // Every game on the page changes language at once: their renders go in slices (render-pacer.ts). One whose
    // strings load renders once, when they are there (#wait): not first in English under the new lang.
    if (!loading) requestPacedUpdate(this.#host);
  }

  /**
   * Adds translations this element needs from now on (a panel's, loaded on
   * first use): loads them in its language now and on every change of it.
   * Settles when they are there (at once when nothing is missing).
   */
  use(...tables: readonly Translations[]): Promise<void> {
    const added = tables.filter((table) => !this.#tables.has(table));
    for (const table of added) this.#tables.add(table);
    this.#wait(added.length ? loadLanguage(this.#lang, added) : null);
    return this.ready;
  }

  /** Counts `loading` in `pending` and `ready` until it, and every load before it, settled; then re-renders. */
  #wait(loading: Promise<void> | null): void {
    if (!loading) return;
    const all: Promise<void> = (this.#loading ? Promise.all([this.#loading, loading]) : loading).then(() => {
      if (this.#loading !== all) return;
      this.#loading = null;
      requestPacedUpdate(this.#host);
    });
    this.#loading = all;
  }

  /** Whether strings that arrived may change what the game says: one of its tables, in its language's chain (a page's own: any). */
  #concerns(arrived: Arrival): boolean {
    return arrived === null || (this.#tables.has(arrived.table) && languageChain(this.#lang).includes(arrived.tag));
  }

  /** The string for `key` in the game's language, or undefined where the English table is to be used. */
  translate(key: string): string | undefined {
    return translate(this.#lang, key);
  }
}
