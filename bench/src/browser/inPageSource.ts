/**
 * Source text that runs `fn` in a page. Node-side TypeScript loaders (tsx/esbuild) wrap named
 * inner functions in a `__name` helper that does not exist in the page, so a no-op one is
 * defined first.
 * @example
 * await context.addInitScript({ content: inPageSource(pageProbe) })
 */
export function inPageSource(fn: () => unknown): string {
  return `(() => { var __name = (target) => target; return (${fn.toString()})() })()`
}
