import { createPortico } from '@portico/core'
import { createMemoryStorage } from '@portico/test/adapterContract'
import { solanaNetwork } from '@portico/test/adapterContract/solana'
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
} from '@portico/test/solana/createSolanaTestWallet'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import { address, createSolanaRpc, generateKeyPairSigner, lamports } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'

let chains: TestSolanaChain[] = []
beforeAll(async () => {
  chains = await Promise.all([startSolanaRpc(), startSolanaRpc({ cluster: 'portico-core-b' })])
}, 60_000)
afterAll(async () => {
  await Promise.all(chains.map((chain) => chain.close()))
})

function page(shared: {
  storage: ReturnType<typeof createMemoryStorage>
  wallet: SolanaTestWallet
}) {
  const networks = chains.map((chain, i) =>
    solanaNetwork(chain.genesisHash, chain.url, `Local ${i}`),
  )
  const adapter = createSolanaAdapter({
    networks,
    storage: shared.storage,
    blockPollingIntervalMs: 200,
  })
  const portico = createPortico({
    networks: [networks[0]!, ...networks.slice(1)],
    adapters: [adapter],
    storage: shared.storage,
  })
  return { portico, networks }
}

/** Seeded test account `index` as a wallet on the local chain, registered with the page. */
async function registerTestWallet(index: number) {
  const signer = await solanaTestSigner(index)
  const wallet = createSolanaTestWallet({
    signers: [signer],
    chains: { 'solana:localnet': chains[0]!.url },
  })
  return { signer, wallet, unregister: getWallets().register(wallet) }
}

describe('with @portico/core', () => {
  it('fills the stores: connector, account, balance, network, signing, sending, wallet events, reload', async () => {
    const { signer, wallet, unregister } = await registerTestWallet(1)
    const storage = createMemoryStorage()
    try {
      const first = page({ storage, wallet })
      await first.portico.init()
      const { stores } = first.portico
      expect(stores.connectors.getState().connectors.map((c) => c.id)).toContain(wallet.name)

      await first.portico.connect({ connectorId: wallet.name, namespace: 'solana' })
      expect(stores.connection.getState().status.solana).toBe('connected')
      expect(stores.account.getState().accounts.solana?.address).toBe(signer.address)
      await expect.poll(() => stores.account.getState().accounts.solana?.balance).toBe('1000')

      await first.portico.switchNetwork(first.networks[1]!)
      expect(stores.chain.getState().activeCaipNetwork?.caipNetworkId).toBe(
        first.networks[1]!.caipNetworkId,
      )
      await first.portico.switchNetwork(first.networks[0]!)

      const signature = await first.portico.signMessage({ message: 'gm', namespace: 'solana' })
      expect(signature.length).toBeGreaterThan(80)
      const to = (await generateKeyPairSigner()).address
      await first.portico.sendTransaction({ to, value: 3_000_000n })
      const rpc = createSolanaRpc(chains[0]!.url)
      expect((await rpc.getBalance(address(to)).send()).value).toBe(3_000_000n)
      // The kit reads the balance again after its own transaction: 0.003 SOL and the fee less.
      await expect.poll(() => stores.account.getState().accounts.solana?.balance).toBe('999.996995')

      await first.portico.destroy()
      const reloaded = page({ storage, wallet })
      await reloaded.portico.init()
      const after = reloaded.portico.stores
      await expect.poll(() => after.connection.getState().status.solana).toBe('connected')
      expect(after.account.getState().accounts.solana?.address).toBe(signer.address)
      await expect.poll(() => after.account.getState().accounts.solana?.balance).toBe('999.996995')

      wallet.setSigners([])
      await expect.poll(() => after.connection.getState().status.solana).toBe('disconnected')
      await reloaded.portico.destroy()
    } finally {
      unregister()
    }
  }, 60_000)

  it('shows SOL that arrives from outside the kit (an airdrop) without being asked', async () => {
    const { signer, wallet, unregister } = await registerTestWallet(2)
    const { portico } = page({ storage: createMemoryStorage(), wallet })
    try {
      await portico.init()
      await portico.connect({ connectorId: wallet.name, namespace: 'solana' })
      const balance = () => portico.stores.account.getState().accounts.solana?.balance
      await expect.poll(balance).toBe('1000')
      const rpc = createSolanaRpc(chains[0]!.url)
      await rpc.requestAirdrop(address(signer.address), lamports(2_500_000_000n)).send()
      // Nothing in the kit asked for a refresh: the new slot did.
      await expect.poll(balance, { timeout: 5_000 }).toBe('1002.5')
    } finally {
      await portico.destroy()
      unregister()
    }
  }, 60_000)
})
