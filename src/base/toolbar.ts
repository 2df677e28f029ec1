import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';

/** A button of the toolbar that a game adds (Hint, Show solution, ...). */
export interface ToolAction {
  /** Its part name (after `button`), such as `hint`. */
  readonly part: string;
  readonly label: string;
  readonly run: () => void;
  /** Shown but inactive (`aria-disabled`). */
  readonly disabled?: boolean;
  /** A toggle's state (`aria-pressed`). */
  readonly pressed?: boolean;
  /** Its key, for `aria-keyshortcuts`. */
  readonly keys?: string;
  /**
   * A spoiler: the question asked before it runs (it runs at once when it
   * turns something off, `pressed` true).
   */
  readonly confirm?: string;
}

/** What the toolbar shows in one render. */
interface ToolbarView {
  readonly labels: {
    readonly controls: string;
    readonly undo: string;
    readonly redo: string;
    readonly more: string;
    readonly yes: string;
    readonly cancel: string;
  };
  readonly undo: ToolAction;
  readonly redo: ToolAction;
  /** The one filled button. */
  readonly primary: ToolAction;
  /** The rest, behind "More". */
  readonly more: readonly ToolAction[];
  readonly open: boolean;
  readonly toggle: () => void;
  /** The spoiler waiting for a yes, if any. */
  readonly confirming: ToolAction | null;
  readonly answer: (yes: boolean) => void;
  /** Escape in the open More row or on More: closes it, the focus on More. */
  readonly onKeydown: (event: KeyboardEvent) => void;
}

function button(action: ToolAction, inactive: boolean, extra: { cls?: string } = {}): TemplateResult {
  return html`<button
    part="button ${action.part}"
    class=${extra.cls ?? nothing}
    aria-disabled=${String(inactive || !!action.disabled)}
    aria-pressed=${action.pressed === undefined ? nothing : String(action.pressed)}
    aria-keyshortcuts=${action.keys ?? nothing}
    @click=${action.run}
  >
    ${action.label}
  </button>`;
}

/**
 * Undo and Redo: a button as {@link button} draws it, its icon and label
 * written into its own template (a template per button to clone, rather than
 * four: the button, its content, the icon and the icon's shapes).
 */
const undoButton = (action: ToolAction, inactive: boolean, label: string): TemplateResult => html`<button
    part="button ${action.part}"
    class="iconic"
    aria-disabled=${String(inactive || !!action.disabled)}
    aria-pressed=${action.pressed === undefined ? nothing : String(action.pressed)}
    aria-keyshortcuts=${action.keys ?? nothing}
    @click=${action.run}
  >
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/></svg><span class="btn-label">${label}</span>
  </button>`;
const redoButton = (action: ToolAction, inactive: boolean, label: string): TemplateResult => html`<button
    part="button ${action.part}"
    class="iconic"
    aria-disabled=${String(inactive || !!action.disabled)}
    aria-pressed=${action.pressed === undefined ? nothing : String(action.pressed)}
    aria-keyshortcuts=${action.keys ?? nothing}
    @click=${action.run}
  >
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="m15 14 5-5-5-5"/><path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13"/></svg><span class="btn-label">${label}</span>
  </button>`;

/** What a read-only board still offers: sharing it, its rules, and its moves to review. */
const READ_ONLY_ACTIONS = ['share', 'how-to-play', 'move-list-toggle'];

/** Escape in the confirmation answers Cancel (the focus goes back to the button that asked), and goes no further: the game's own Escape does not run too. */
function cancelOnEscape(event: KeyboardEvent, view: ToolbarView): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  event.preventDefault();
  event.stopPropagation();
  view.answer(false);
}

/**
 * The toolbar every game shows the same way: Undo and Redo, the game's one
 * primary action (filled), and "More", a disclosure with the rest in one
 * tidy row. A spoiler asks first, in place of that row.
 */
function renderToolbar(view: ToolbarView, readonly: boolean): TemplateResult {
  const { labels } = view;
  const panel = view.confirming
    ? html`<div class="confirm" role="group" aria-label=${view.confirming.label} @keydown=${(event: KeyboardEvent) => cancelOnEscape(event, view)}>
        <span>${view.confirming.confirm}</span>
        <button part="button confirm-yes" class="primary" @click=${() => view.answer(true)}>${labels.yes}</button>
        <button part="button confirm-cancel" @click=${() => view.answer(false)}>${labels.cancel}</button>
      </div>`
    : nothing;
  return html`<div class="toolbar" part="toolbar" role="group" aria-label=${labels.controls}>
      ${undoButton(view.undo, readonly, labels.undo)}
      ${redoButton(view.redo, readonly, labels.redo)}
      ${button(view.primary, readonly, { cls: 'primary' })}
      <button
        part="button more"
        class="iconic more"
        aria-expanded=${String(view.open)}
        aria-controls="more-actions"
        @click=${view.toggle}
        @keydown=${view.onKeydown}
      >
        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="5" cy="12" r="1.6"/><circle cx="12" cy="12" r="1.6"/><circle cx="19" cy="12" r="1.6"/></svg><span class="btn-label">${labels.more}</span>
      </button>
    </div>
    <div class="more-actions" id="more-actions" part="more" ?hidden=${!view.open} @keydown=${view.onKeydown}>
      ${view.more.map((a) => button(a, readonly && !READ_ONLY_ACTIONS.includes(a.part)))}
    </div>
    ${panel}`;
}

/** The buttons a game's toolbar shows now, and its words. */
export interface ToolbarContent {
  readonly labels: ToolbarView['labels'];
  readonly undo: ToolAction;
  readonly redo: ToolAction;
  readonly primary: ToolAction;
  readonly more: readonly ToolAction[];
  readonly readonly: boolean;
}

type Host = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * The toolbar's own state, the same in every game: whether More is open, and
 * the spoiler waiting for a yes (a spoiler's first press asks; Cancel, or
 * Escape, or Yes after it runs, puts the focus back on the button that
 * asked).
 */
export class ToolbarController implements ReactiveController {
  readonly #host: Host;
  #open = false;
  #confirming: ToolAction | null = null;

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {}

  #focus(part: string): void {
    void this.#host.updateComplete.then(() => this.#host.renderRoot.querySelector<HTMLElement>(`[part~="${part}"]`)?.focus());
  }

  /** Closes More once one of its actions ran, as a menu does; a keyboard user's focus goes back to More, unless the action took it (a panel). */
  #closeAfter(action: ToolAction): ToolAction {
    return {
      ...action,
      run: () => {
        action.run();
        this.#open = false;
        this.#host.requestUpdate();
        void this.#host.updateComplete.then(() => {
          const root = this.#host.renderRoot as ShadowRoot | HTMLElement;
          const active = 'activeElement' in root ? root.activeElement : null;
          if (!active || active.closest('.more-actions')) root.querySelector<HTMLElement>('[part~="more"].more')?.focus();
        });
      },
    };
  }

  render(content: ToolbarContent): TemplateResult {
    const more = content.more.map((a) =>
      a.confirm && !a.pressed && !a.disabled
        ? {
            ...a,
            run: () => {
              this.#confirming = a;
              this.#host.requestUpdate();
              this.#focus('confirm-cancel');
            },
          }
        : this.#closeAfter(a),
    );
    return renderToolbar(
      {
        ...content,
        more,
        open: this.#open,
        toggle: () => {
          this.#open = !this.#open;
          this.#host.requestUpdate();
        },
        confirming: this.#confirming,
        onKeydown: (event) => {
          // Escape closes an open More row, as a menu does (and is then no game shortcut).
          if (event.key !== 'Escape' || !this.#open || event.defaultPrevented) return;
          event.preventDefault();
          event.stopPropagation();
          this.#open = false;
          this.#host.requestUpdate();
          this.#focus('more');
        },
        answer: (yes) => {
          const action = this.#confirming;
          this.#confirming = null;
          // A spoiler shown closes More too; Cancel goes back to it.
          if (yes) this.#open = false;
          this.#host.requestUpdate();
          if (yes) action?.run();
          this.#focus(yes ? 'more' : (action?.part ?? 'more'));
        },
      },
      content.readonly,
    );
  }
}
