import { createEthersAdapter } from '@portico/adapter-ethers'
import { createPortico, type Portico, type PorticoOptions } from '@portico/core'
import { type Anvil, anvilAccounts } from '@portico/test'
import { createMemoryStorage, devnetNetwork } from '@portico/test/adapterContract'
import { announcedWalletInfo, announceWallet } from '@portico/test/wallet/announceWallet'
import { createTestWalletProvider } from '@portico/test/wallet/createTestWalletProvider'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * A real client on the devnets: the ethers adapter, and a signing test wallet announced on a
 * page of its own (EIP-6963), starting on the first devnet. `overrides` go over its options (a
 * gateway's `fetch`, features).
 * @example
 * const { client, connectorId } = devnetClient([devnetA, devnetB])
 * await client.connect({ connectorId })
 */
export function devnetClient(
  devnets: readonly Pick<Anvil, 'chainId' | 'rpcUrl'>[],
  overrides: Partial<PorticoOptions> = {},
): {
  client: Portico
  connectorId: string
  address: `0x${string}`
} {
  const account = privateKeyToAccount(anvilAccounts[0]?.privateKey ?? '0x')
  const [first, ...rest] = devnets.map((d) => devnetNetwork(d.chainId, d.rpcUrl))
  if (!first) throw new Error('devnetClient needs at least one devnet')
  const networks = [first, ...rest] as const
  const provider = createTestWalletProvider({
    account,
    chains: devnets.map((d) => ({ id: d.chainId, rpcUrl: d.rpcUrl })),
  })
  const page = new EventTarget()
  announceWallet(page, provider)
  const client = createPortico({
    networks,
    adapters: [
      createEthersAdapter({ networks, discoveryTarget: page, storage: createMemoryStorage() }),
    ],
    storage: null,
    // No gateway in these tests: its project checks and catalogue are not what they are about.
    apiUrl: 'http://127.0.0.1:9',
    logger: { warn: () => {}, error: () => {} },
    ...overrides,
  })
  return { client, connectorId: announcedWalletInfo.rdns, address: account.address }
}
