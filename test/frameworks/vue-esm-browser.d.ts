// Vue's ESM browser build (full build, template compiler included) has the
// same API as the `vue` package, whose types it has none of.
declare module 'vue/dist/vue.esm-browser.js' {
  export * from 'vue';
}
