import { type CaipNetwork, formatUnits } from '@portico/common'
import { devnetChain } from '@portico/test'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createRecordingContext } from '../testing/createRecordingContext'
import { useWalletConnectFixture } from '../testing/useWalletConnectFixture'
import { createWalletConnectAdapter } from './createWalletConnectAdapter'

const fixture = useWalletConnectFixture()

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('the WalletConnect adapter against a real relay, wallet and devnets', () => {
  it('pairs, signs, sends, follows a wallet-side chain change and a wallet-side disconnect', async () => {
    const [devnetA, devnetB] = fixture().networks as [CaipNetwork, CaipNetwork]
    const walletConnect = fixture().createConnector()
    const adapter = createWalletConnectAdapter({ namespace: 'eip155', walletConnect })
    const context = createRecordingContext(fixture().networks)
    await adapter.setup(context)
    expect(adapter.getConnectors()).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ])

    // connect → the pairing uri reaches the stores → the wallet pairs and approves
    const connecting = adapter.connect({ connectorId: 'walletConnect', caipNetwork: devnetA })
    await vi.waitFor(() => expect(context.pairings).toHaveLength(1), { timeout: 15_000 })
    const [pairing] = context.pairings
    expect(pairing?.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(pairing?.expiry).toBeGreaterThan(Date.now() + 3 * 60_000)
    await fixture().wallet.pair(pairing?.uri ?? '')
    const connection = await connecting
    expect(connection).toEqual({
      connectorId: 'walletConnect',
      address: fixture().wallet.address,
      chainId: 31337,
      accounts: [{ namespace: 'eip155', address: fixture().wallet.address, type: 'eoa' }],
    })
    expect(walletConnect.getPeer()?.name).toBe('Test Wallet')
    expect(walletConnect.getProvider()?.session?.namespaces.eip155?.chains).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])

    // personal_sign: the signature verifies for the wallet's address
    const message = 'Sign in to Portico ✓'
    const signature = await adapter.signMessage({
      connectorId: 'walletConnect',
      message,
      address: connection.address,
    })
    expect(
      await verifyMessage({
        address: fixture().wallet.address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(fixture().wallet.requests.at(-1)?.method).toBe('personal_sign')

    // eth_sendTransaction lands on devnet A
    const client = createPublicClient({
      chain: devnetChain(31337, fixture().anvils[0].rpcUrl),
      transport: http(fixture().anvils[0].rpcUrl),
    })
    const before = await client.getBalance({ address: RECIPIENT })
    const hash = await adapter.sendTransaction({
      connectorId: 'walletConnect',
      caipNetwork: devnetA,
      from: connection.address,
      to: RECIPIENT,
      value: parseEther('1.5'),
    })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('1.5'))
    expect(await adapter.getBalance({ address: RECIPIENT, caipNetwork: devnetA })).toEqual({
      balance: formatUnits(before + parseEther('1.5'), 18),
      symbol: 'ETH',
    })

    // the wallet switches to devnet B: the adapter reports it and requests follow
    await fixture().wallet.switchChain(31338)
    await vi.waitFor(() =>
      expect(context.chains.at(-1)).toEqual({ chainId: 31338, connectorId: 'walletConnect' }),
    )
    expect(walletConnect.getChain('eip155')).toBe('eip155:31338')
    expect(await adapter.request({ connectorId: 'walletConnect', method: 'eth_chainId' })).toBe(
      '0x7a6a',
    )
    expect(
      await adapter.request({
        connectorId: 'walletConnect',
        method: 'eth_blockNumber',
        caipNetwork: devnetB,
      }),
    ).toMatch(/^0x[0-9a-f]+$/)

    // the wallet ends the session: the adapter reports the disconnect, the provider forgets it
    await fixture().wallet.disconnect()
    await vi.waitFor(() => expect(context.disconnects).toEqual([{ connectorId: 'walletConnect' }]))
    const provider = walletConnect.getProvider()
    expect(provider?.session).toBeUndefined()
    expect(provider?.namespaces).toBeUndefined()
    expect(walletConnect.getConnection('eip155')).toBeUndefined()
    await expect(
      adapter.signMessage({ connectorId: 'walletConnect', message, address: connection.address }),
    ).rejects.toMatchObject({ shortMessage: 'Please call connect() before request()' })
    expect(fixture().outbound).toEqual([])
  }, 60_000)
})
