// The virtual screen reader's browser bundle (one file, its CommonJS
// dependencies built in) has the package's API, whose types it has none of.
declare module '@guidepup/virtual-screen-reader/browser.js' {
  export * from '@guidepup/virtual-screen-reader';
}
