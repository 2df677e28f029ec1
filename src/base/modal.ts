import { html, type TemplateResult } from 'lit';

/** What a modal panel of a game needs: its class and part, its title's id, its content and how it closes. */
export interface ModalOptions {
  /** Also the dialog's class beside `modal` (its width and the panel's styles hang on it). */
  readonly name: string;
  readonly part: string;
  readonly labelledBy: string;
  readonly content: unknown;
  close(): void;
}

/**
 * The modal dialog every game panel uses (How to play, the daily result
 * card and statistics): Esc, the backdrop and the panel's own Close button
 * close it, always through `close`, so its controller knows. Styled by
 * `dialog.modal` in the base styles; the panel sets `--_modal-width`.
 */
export function modalDialog(options: ModalOptions): TemplateResult {
  const close = (): void => options.close();
  return html`<dialog
    class="modal ${options.name}"
    part=${options.part}
    aria-labelledby=${options.labelledBy}
    @close=${close}
    @cancel=${(e: Event) => {
      e.preventDefault();
      close();
    }}
    @click=${(e: MouseEvent) => {
      // A click on the backdrop (the dialog itself, outside its content) closes it.
      if (e.target === e.currentTarget) close();
    }}
  >
    ${options.content}
  </dialog>`;
}
