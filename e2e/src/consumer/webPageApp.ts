import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readCodeBlocks, repoRoot } from '@portico/scripts'
import type { ConsumerAppOptions } from './ConsumerAppOptions'
import { consumerVersions } from './consumerVersions'
import type { AppSpec } from './installApp'

/** The dev stack's gateway as @portico/web's README names it. */
const README_GATEWAY = 'http://127.0.0.1:8787'

/**
 * A page without React as `@portico/web`'s README shows it: the README's html block is the
 * page's body (its gateway pointed at `gateway`), built by Vite, which bundles the module
 * script's imports by name.
 * @example
 * await installApp(dir, webPageApp({ packages, gateway: stack.urls.gateway }), registry.url)
 */
export function webPageApp(options: ConsumerAppOptions): AppSpec {
  const readme = readFileSync(join(repoRoot(), 'packages/web/README.md'), 'utf8')
  const block = readCodeBlocks(readme).find((entry) => entry.lang === 'html')
  if (!block) throw new Error('packages/web/README.md has no html block')
  if (!block.code.includes(`'${README_GATEWAY}'`))
    throw new Error(`packages/web/README.md's page no longer names ${README_GATEWAY}`)
  const range = (name: string) => {
    const found = options.packages.get(name)
    if (!found) throw new Error(`${name} is not published`)
    return found
  }
  const v = consumerVersions()
  return {
    dependencies: {
      '@portico/web': range('@portico/web'),
      '@portico/common': range('@portico/common'),
    },
    devDependencies: { vite: v.vite },
    files: {
      'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>A plain page with Portico</title>
  </head>
  <body>
${block.code.replaceAll(`'${README_GATEWAY}'`, `'${options.gateway}'`)}
  </body>
</html>
`,
    },
  }
}
