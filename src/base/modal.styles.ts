import { css } from 'lit';

/**
 * A game's modal panels (modal.ts: How to play, the daily card and
 * statistics): over the page, scrolled within the viewport. Part of each
 * panel's own styles (how-to-play.styles.ts, daily.styles.ts), adopted when
 * the panel loads: a closed dialog shows nothing, so the first paint needs
 * none of it.
 */
export const modalStyles = css`
  dialog.modal {
    padding: 0;
    border: none;
    background: transparent;
    color: var(--_ink);
    inline-size: min(var(--_modal-width, 44rem), 100vw - 1rem);
    max-inline-size: none;
    max-block-size: calc(100dvh - 1rem);
    overflow: auto;
    overscroll-behavior: contain;
  }
  dialog.modal::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
`;
