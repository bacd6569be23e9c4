import type { Plugin } from 'rolldown'

/** A module's leading `'use client'` directive, as a source or rolldown's output writes it. */
const CLIENT_DIRECTIVE = /^(['"])use client\1;?/

/**
 * A React entry's two faces. Bundlers of React Server Components resolve the entry through its
 * `react-server` condition, where the `'use client'` directive marks where the server hands over
 * to the browser; every other bundler (Vite, Nuxt, a Vue app that loads the modal) resolves its
 * `import` file and only warns that it cannot keep a module-level directive. So the `import` file
 * ships without the directive, and the `react-server` file is a client boundary that re-exports
 * it by name (Next.js refuses `export *` in a client boundary).
 * @example
 * writeFileSync(join(dist, 'index.react-server.js'), clientBoundaryModule('./index.js', ['ConnectButton']))
 */
export function clientBoundaryModule(specifier: string, names: readonly string[]): string {
  return `"use client";\nexport { ${[...names].sort().join(', ')} } from ${JSON.stringify(specifier)};\n`
}

/**
 * The rolldown plugin that drops the `'use client'` directive from the given source modules,
 * blanked to spaces so that every other character, and so the source map, stays where it was.
 * @example
 * await build({ input, plugins: [withoutClientDirective(new Set([join(dir, 'src/index.ts')]))] })
 */
export function withoutClientDirective(sources: ReadonlySet<string>): Plugin {
  return {
    name: 'portico-without-client-directive',
    transform(code, id) {
      if (!sources.has(id)) return undefined
      return {
        code: code.replace(CLIENT_DIRECTIVE, (directive) => ' '.repeat(directive.length)),
        map: null,
      }
    },
  }
}
