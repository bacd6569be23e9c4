/**
 * Source text that runs `fn` in a page, with `arg` (JSON) as its argument. Node-side TypeScript
 * loaders (tsx/esbuild) wrap named inner functions in a `__name` helper that does not exist in
 * the page, so a no-op one is defined first.
 * @example
 * await context.addInitScript({ content: inPageSource(pageProbe, PORTICO_UI) })
 */
export function inPageSource<Arg>(fn: (arg: Arg) => unknown, arg?: Arg): string {
  const passed = arg === undefined ? '' : JSON.stringify(arg)
  return `(() => { var __name = (target) => target; return (${fn.toString()})(${passed}) })()`
}
