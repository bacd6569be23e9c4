import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFirstLoad } from './buildFirstLoad'
import { useBuiltOnce } from './useBuiltOnce'

const scenarios = join(import.meta.dirname, 'scenarios')

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
