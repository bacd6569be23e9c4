import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@portico/scripts'

const SECTION = '## Use Portico in your app'

/**
 * The quick start's code as the root README shows it: the first ```tsx block of the section
 * "Use Portico in your app".
 * @example
 * writeFileSync(join(app, 'src/main.tsx'), readQuickStart())
 */
export function readQuickStart(): string {
  const readme = readFileSync(join(repoRoot(), 'README.md'), 'utf8')
  const start = readme.indexOf(SECTION)
  if (start < 0) throw new Error(`README.md has no "${SECTION}" section`)
  const block = /```tsx\n([\s\S]*?)```/.exec(readme.slice(start))
  if (!block?.[1]) throw new Error(`README.md: no tsx block under "${SECTION}"`)
  return block[1]
}

/**
 * The quick start pointed at a stack on other ports: its gateway and relay URLs (the only
 * addresses it names) replaced by the given ones.
 * @example
 * quickStartFor({ gateway: 'http://127.0.0.1:15787', relay: 'ws://127.0.0.1:15788' })
 */
export function quickStartFor(urls: { gateway: string; relay: string }): string {
  const code = readQuickStart()
  for (const address of ['http://127.0.0.1:8787', 'ws://127.0.0.1:8788']) {
    if (!code.includes(`'${address}'`))
      throw new Error(`the quick start no longer names ${address}`)
  }
  return code
    .replace("'http://127.0.0.1:8787'", `'${urls.gateway}'`)
    .replace("'ws://127.0.0.1:8788'", `'${urls.relay}'`)
}
