/**
 * A board cell's own element, drawn by one directive bound to it: the
 * attributes every game's cells have (class, part, label, tab index) are
 * written only when they changed since the cell last drew, and the game draws
 * the rest (what the cell holds) in {@link CellDirective.drawInside}. One
 * binding per cell instead of four attribute parts: a click touches the cells
 * that changed, not all of them. Used by Infection's and Stained Glass's
 * squares and Kites' kites.
 */
import { noChange, nothing } from 'lit';
import { Directive, type ElementPart, type PartInfo } from 'lit/directive.js';

/** What a cell's own element shows: its class and part strings, its label and tab index. */
export interface CellLook {
  readonly cls: string;
  readonly part: string;
  readonly label: string;
  readonly tab: 0 | -1;
}

/** The attributes a cell has in its board's template: only what differs from them is written. */
export interface CellStart {
  readonly cls: string;
  readonly part: string;
  readonly tab: string;
}

export abstract class CellDirective<L extends CellLook> extends Directive {
  #cls: string;
  #part: string;
  #label = '';
  #tab: string;

  constructor(info: PartInfo, start: CellStart) {
    super(info);
    this.#cls = start.cls;
    this.#part = start.part;
    this.#tab = start.tab;
  }

  render(_look: L): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [look]: [L]): typeof noChange {
    const cell = part.element;
    if (look.cls !== this.#cls) cell.setAttribute('class', (this.#cls = look.cls));
    if (look.part !== this.#part) cell.setAttribute('part', (this.#part = look.part));
    if (look.label !== this.#label) cell.setAttribute('aria-label', (this.#label = look.label));
    const tab = String(look.tab);
    if (tab !== this.#tab) cell.setAttribute('tabindex', (this.#tab = tab));
    this.drawInside(cell, look);
    return noChange;
  }

  /** Draws what the cell holds, after its attributes (the game keeps what it needs to skip unchanged work). */
  protected abstract drawInside(cell: Element, look: L): void;
}
