import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'
import { expect, it } from 'vitest'

/**
 * The packages a bundler asks for when an app imports this package: every bare import of the
 * modules reachable from the entry, lazily loaded ones included.
 */
async function bareImports(): Promise<string[]> {
  const seen = new Set<string>()
  await build({
    input: fileURLToPath(new URL('./index.ts', import.meta.url)),
    platform: 'browser',
    logLevel: 'silent',
    resolve: { conditionNames: ['portico-source', 'import', 'browser', 'default'] },
    external: (id) => {
      const bare = !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0')
      if (bare) seen.add(id)
      return bare && !id.startsWith('@portico/common')
    },
    write: false,
  })
  return [...seen].sort()
}

// An EVM-only app installs no @portico/adapter-solana (an optional peer) and no @solana/kit:
// a bare `import()` of a missing package fails Vite's and rolldown's builds, so none may exist.
it('imports neither the Solana adapter nor any Solana library, not even lazily', async () => {
  const imports = await bareImports()
  expect(imports).toContain('@walletconnect/universal-provider')
  expect(imports.filter((id) => /^@portico\/adapter-|^@solana\//.test(id))).toEqual([])
}, 60_000)
