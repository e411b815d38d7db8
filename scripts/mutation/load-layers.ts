/**
 * Loaded before every test file of the mutation run. Modules are shared between test files there
 * (`isolate: false`), so each module's top level runs once, in whichever file imports it first: inside a
 * test when that file imports it lazily (the proposal desk's code does). Stryker would then take its
 * module-level mutants (the proposal schemas) for mutants of that one test and never reload them. Loading
 * both layers here, outside any test, keeps them static, as they are.
 */
export const LAYER_MODULES = import.meta.glob(['/src/domain/**/*.ts', '/src/application/**/*.ts'], {
  eager: true,
});
