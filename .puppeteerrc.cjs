/**
 * Puppeteer must never download its own browser: the machines we run on are
 * offline except for the npm registry, and the tests drive Debian's chromium
 * and firefox-esr (see scripts/test.mjs).
 */
module.exports = { skipDownload: true };
