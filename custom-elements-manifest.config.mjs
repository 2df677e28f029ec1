// `cem analyze` reads this file: the manifest covers the public element
// modules, with Lit-specific analysis (static properties, attributes).
export default {
  globs: ['src/components/**/*.ts', 'src/base/shell.ts', 'src/base/game-host.ts', 'src/base/boardlet-element.ts', 'src/base/square-board-element.ts', 'src/base/daily-date.ts'],
  // Translations (src/components/<game>/i18n/) are string tables, not element API.
  exclude: ['src/**/*.styles.ts', 'src/**/i18n/**'],
  litelement: true,
  packagejson: false,
  plugins: [
    {
      // The analyzer lists modules in the order the file system hands them
      // over, which differs between machines; sort them so the committed
      // manifest is the same wherever it is made.
      name: 'boardlets-sort-modules',
      packageLinkPhase({ customElementsManifest }) {
        customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      },
    },
  ],
};
