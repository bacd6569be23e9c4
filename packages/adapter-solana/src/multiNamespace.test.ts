import { createEthersAdapter } from '@portico/adapter-ethers'
import { createPortico } from '@portico/core'
import { type Anvil, startAnvil } from '@portico/test'
import { createMemoryStorage, devnetNetwork } from '@portico/test/adapterContract'
import { solanaNetwork } from '@portico/test/adapterContract/solana'
import { createSolanaTestWallet } from '@portico/test/solana/createSolanaTestWallet'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import { announcedWalletInfo, announceWallet } from '@portico/test/wallet/announceWallet'
import { createTestWalletProvider } from '@portico/test/wallet/createTestWalletProvider'
import { getWallets } from '@wallet-standard/app'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'

const evmAccount = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
let anvil: Anvil | undefined
let solana: TestSolanaChain | undefined
beforeAll(async () => {
  ;[anvil, solana] = await Promise.all([startAnvil({ chainId: 31337 }), startSolanaRpc()])
}, 60_000)
afterAll(async () => {
  await Promise.all([anvil?.stop(), solana?.close()])
})

describe('an app with EVM and Solana networks', () => {
  it('connects a wallet per namespace and switching namespace switches the active account', async () => {
    const evm = devnetNetwork(31337, anvil!.rpcUrl)
    const sol = solanaNetwork(solana!.genesisHash, solana!.url, 'Local Solana')
    const storage = createMemoryStorage()
    const target = new EventTarget()
    announceWallet(
      target,
      createTestWalletProvider({
        account: evmAccount,
        chains: [{ id: 31337, rpcUrl: anvil!.rpcUrl }],
      }),
    )
    const signer = await solanaTestSigner(2)
    const wallet = createSolanaTestWallet({
      signers: [signer],
      chains: { 'solana:localnet': solana!.url },
    })
    const unregister = getWallets().register(wallet)
    const portico = createPortico({
      networks: [evm, sol],
      adapters: [
        createEthersAdapter({ networks: [evm], storage, discoveryTarget: target }),
        createSolanaAdapter({ networks: [sol], storage }),
      ],
      storage,
    })
    try {
      await portico.init()
      const { stores } = portico
      const connectorIds = stores.connectors.getState().connectors.map((c) => `${c.chain}:${c.id}`)
      expect(connectorIds).toEqual(
        expect.arrayContaining([`eip155:${announcedWalletInfo.rdns}`, `solana:${wallet.name}`]),
      )

      await portico.connect({ connectorId: announcedWalletInfo.rdns, namespace: 'eip155' })
      await portico.connect({ connectorId: wallet.name, namespace: 'solana', caipNetwork: sol })
      expect(stores.connection.getState().status).toMatchObject({
        eip155: 'connected',
        solana: 'connected',
      })
      expect(stores.account.getState().accounts.eip155?.address).toBe(evmAccount.address)
      expect(stores.account.getState().accounts.solana?.address).toBe(signer.address)

      await portico.switchNetwork(evm)
      expect(stores.chain.getState().activeNamespace).toBe('eip155')
      await portico.switchNetwork(sol)
      expect(stores.chain.getState().activeNamespace).toBe('solana')
      await expect.poll(() => stores.account.getState().accounts.solana?.balance).toBe('1000')

      // Disconnecting one namespace leaves the other connected.
      await portico.disconnect({ namespace: 'solana' })
      expect(stores.connection.getState().status).toMatchObject({
        eip155: 'connected',
        solana: 'disconnected',
      })
    } finally {
      await portico.destroy()
      unregister()
    }
  }, 60_000)
})
