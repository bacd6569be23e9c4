import { DEVNET_CHAINS } from '@portico/common'
import { createPortico } from '@portico/core'
import { createWalletConnectAdapter, createWalletConnectConnector } from '@portico/walletconnect'
import { afterEach, describe, expect, it } from 'vitest'
import { localSolana } from '../../testing/localSolana'
import { findWalletConnect } from './findWalletConnect'

const walletConnect = createWalletConnectConnector({ relayUrl: 'ws://127.0.0.1:9' })

afterEach(async () => {
  await walletConnect.destroy()
})

describe('findWalletConnect', () => {
  it("picks the active namespace's entry when one connector serves EVM and Solana", async () => {
    const client = createPortico({
      projectId: 'portico-demo',
      networks: [DEVNET_CHAINS.devnetA, localSolana],
      adapters: [
        createWalletConnectAdapter({ namespace: 'eip155', walletConnect }),
        createWalletConnectAdapter({ namespace: 'solana', walletConnect }),
      ],
    })
    await client.init()
    expect(findWalletConnect(client)?.connector.chain).toBe('eip155')
    client.stores.chain.getState().setActiveNetwork(localSolana)
    const found = findWalletConnect(client)
    expect(found?.connector.chain).toBe('solana')
    expect(found?.walletConnect).toBe(walletConnect)
  })
})
