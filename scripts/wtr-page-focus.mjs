// A test-runner command that gives the test's page the system focus, as the
// window a person types in has: without it, Chromium moves
// `document.activeElement` on `element.focus()` but fires no focus or focusin
// event (Blink dispatches them only in a focused page), and a page the runner
// opened after others is not always focused (issue 27: the crowded-language
// focus test saw `document.hasFocus()` false in the elements suite, never
// when run alone). In a test:
//   await executeServerCommand('focus-page')
// resolves to whether it could (Chromium: focus emulation over the DevTools
// protocol, kept for the page's life; elsewhere: the page brought to front).
export function pageFocusPlugin() {
  // One DevTools session per page, kept open: an emulation ends with the session that set it.
  const sessions = new WeakMap();
  return {
    name: 'focus-page',
    async executeCommand({ command, session }) {
      if (command !== 'focus-page') return undefined;
      if (session.browser.type !== 'puppeteer') return false;
      const page = session.browser.getPage(session.id);
      if (page.browser().protocol !== 'cdp') {
        await page.bringToFront();
        return true;
      }
      if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
      await sessions.get(page).send('Emulation.setFocusEmulationEnabled', { enabled: true });
      return true;
    },
  };
}
