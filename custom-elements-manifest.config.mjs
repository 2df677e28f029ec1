// `cem analyze` reads this file: the manifest covers the public element
// modules, with Lit-specific analysis (static properties, attributes).
export default {
  globs: ['src/components/**/*.ts', 'src/base/boardlet-element.ts'],
  exclude: ['src/**/*.styles.ts'],
  litelement: true,
  packagejson: false,
};
