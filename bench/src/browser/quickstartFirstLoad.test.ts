import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFirstLoad } from './buildFirstLoad'
import { buildPackagesIfStale } from './buildPackagesIfStale'
import { lazyRootFiles } from './lazyRootFiles'
import { useBuiltOnce } from './useBuiltOnce'

const scenarios = join(import.meta.dirname, 'scenarios')
const repo = resolve(import.meta.dirname, '../../..')

// The root README's quick start (`withWalletConnect(createWagmiAdapter(…),
// createWalletConnectConnector(…))`, the kit's buttons) as a site's Vite builds it: WalletConnect
// waits for its first use, so none of its session code, answer schemas or encodings is in the
// first load.
describe("the README quick start's first load", () => {
  const built = useBuiltOnce('quickstart', (work) =>
    buildFirstLoad({
      root: join(scenarios, 'quickstart-portico'),
      outDir: join(work, 'quickstart'),
    }),
  )

  it("carries the WalletConnect connector's shell only: no session actions, families, zod or base58", () => {
    const quickstart = built()
    const ids = quickstart.files.flatMap((file) => quickstart.site.moduleIds.get(file) ?? [])
    const walletConnect = ids
      .filter((id) => id.includes('/packages/walletconnect/src/'))
      .map((id) => id.slice(id.indexOf('/packages/walletconnect/src/') + 28))
    expect(walletConnect.length).toBeGreaterThan(0)
    for (const lazy of [
      /^connector\/actions\//,
      /^connector\/routeRequest/,
      /^session\//,
      /^eip155\/eip155Family/,
      /^solana\//,
    ]) {
      expect(walletConnect.filter((id) => lazy.test(id))).toEqual([])
    }
    expect(ids.filter((id) => /[\\/]node_modules[\\/](zod|@scure[\\/]base)[\\/]/.test(id))).toEqual(
      [],
    )
  })
})

// The same page as a site that installed the packages builds it (from their dist/, as the
// consumer bench does). A site's bundler gives each combination of lazy chunks that share a module
// a file of its own; the lazy roots that run only in a started client re-export core's started
// parts so that what they share with it stays in its file.
describe("the README quick start's requests on intent, built from dist/", () => {
  const built = useBuiltOnce('quickstart-dist', async (work) => {
    buildPackagesIfStale(repo, () => undefined)
    return buildFirstLoad({
      root: join(scenarios, 'quickstart-portico'),
      outDir: join(work, 'quickstart'),
      packagesFrom: 'dist',
    })
  })

  it('fetches the modal and the started client in at most 5 files', () => {
    const files = lazyRootFiles(
      built().site.outDir,
      /(modal\/Modal\.js|setup\/adapterParts\.js|^startedParts)$/,
    )
    expect(files.length).toBeGreaterThan(2)
    expect(files.length).toBeLessThanOrEqual(5)
  })

  it("keeps the re-export of core's started parts in WalletConnect's and the own transports' lazy roots", () => {
    const { outDir } = built().site
    const startedParts = lazyRootFiles(outDir, /^startedParts$/)
    for (const root of [
      /connector\/sessionActions\.js$/,
      /adapter\/WALLET_CONNECT_FAMILIES\.js$/,
      /transports\/loadOwnTransports\.js$/,
    ]) {
      expect(lazyRootFiles(outDir, root)).toEqual(expect.arrayContaining(startedParts))
    }
  })
})
