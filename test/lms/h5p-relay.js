// Loaded by h5p-standalone into H5P's frame (its customJs option) before the
// content starts, for test/lms/h5p.test.ts: relays every xAPI statement that
// H5P's dispatcher emits in the frame to the test page, in order.
/* global H5P, window */
H5P.externalDispatcher.on('xAPI', function (event) {
  window.parent.postMessage({ type: 'boardlets-test:xapi', statement: JSON.parse(JSON.stringify(event.data.statement)) }, '*');
});
