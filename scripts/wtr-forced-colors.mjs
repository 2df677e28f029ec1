// A test-runner command that turns the forced-colors media feature (Windows
// High Contrast and the like) on or off in Chromium, through the DevTools
// protocol: @web/test-runner-commands' emulateMedia cannot (puppeteer only
// lets through prefers-color-scheme and prefers-reduced-motion). In a test:
//   await executeServerCommand('emulate-forced-colors', { active: true })
// resolves to true where it worked and false where the browser cannot
// (Firefox over WebDriver BiDi), so the test can skip there.
export function forcedColorsPlugin() {
  // One DevTools session per page, kept open: an emulation ends with the session that set it.
  const sessions = new WeakMap();
  return {
    name: 'emulate-forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-forced-colors') return undefined;
      if (session.browser.type !== 'puppeteer') return false;
      const page = session.browser.getPage(session.id);
      if (page.browser().protocol !== 'cdp') return false;
      if (!sessions.has(page)) sessions.set(page, await page.createCDPSession());
      const value = payload?.active ? 'active' : 'none';
      await sessions.get(page).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value }] });
      return true;
    },
  };
}
