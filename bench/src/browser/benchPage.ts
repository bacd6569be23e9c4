import { existsSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The HTML shell of a bench page: its title, extra `<head>` markup, and its module script
 * (relative to the page's folder).
 * @example
 * const page: BenchPage = { title: 'wagmi-baseline', script: './main.tsx' }
 */
export type BenchPage = { title: string; script: string; head?: string }

/**
 * The `index.html` of a bench page. Every page built from a folder gets this same shell, so two
 * pages measured against each other differ only in their scripts.
 * @example
 * benchPageHtml({ title: 'wagmi-portico', script: './main.tsx' }) // '<!doctype html>…'
 */
export function benchPageHtml({ title, script, head }: BenchPage): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
${head ? `    ${head}\n` : ''}    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`
}

/**
 * A Vite plugin that gives the site rooted at `root` its `index.html` from
 * {@link benchPageHtml}: titled after the folder and loading its `main.tsx` (or `main.ts`)
 * unless `page` says otherwise. An `index.html` in the folder is not read.
 * @example
 * await build({ root, plugins: [react(), benchPagePlugin(root)] })
 */
export function benchPagePlugin(root: string, page: Partial<BenchPage> = {}): Plugin {
  const file = join(root, 'index.html')
  const script = page.script ?? (existsSync(join(root, 'main.tsx')) ? './main.tsx' : './main.ts')
  const html = benchPageHtml({ title: basename(root), ...page, script })
  return {
    name: 'portico-bench-page',
    enforce: 'pre',
    resolveId: (id) => (id === file || id === 'index.html' ? file : undefined),
    load: (id) => (id === file ? html : undefined),
  }
}
