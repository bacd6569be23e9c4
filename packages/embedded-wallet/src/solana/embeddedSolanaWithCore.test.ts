// @vitest-environment jsdom
import { EMBEDDED_WALLET_CONNECTOR_ID, KNOWN_CHAINS } from '@portico/common'
import type { ChainAdapter } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { createAppAdapter } from '../testing/createAppAdapter'
import { createFakeFrame } from '../testing/createFakeFrame'
import { createTestStorage } from '../testing/createTestStorage'
import { signInByCode } from '../testing/signInByCode'
import { FAKE_FRAME_URL, useEmbeddedClients } from '../testing/useEmbeddedClients'

const client = useEmbeddedClients()

async function signedIn(
  adapters: ChainAdapter[],
  networks = [KNOWN_CHAINS.mainnet, KNOWN_CHAINS.solana],
) {
  const frame = createFakeFrame(window, FAKE_FRAME_URL)
  const portico = client({
    networks: networks as [(typeof networks)[number], ...typeof networks],
    adapters,
    storage: createTestStorage(),
  })
  await portico.init()
  await signInByCode(portico, frame)
  return { frame, portico }
}

describe('the embedded wallet on Solana inside a Portico client', () => {
  it('connects on a Solana network with the Solana address, beside the EVM connection', async () => {
    const { frame, portico } = await signedIn([
      createAppAdapter('eip155'),
      createAppAdapter('solana'),
    ])
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'eip155' })
    await portico.switchNetwork(KNOWN_CHAINS.solana)
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'solana' })
    const { accounts } = portico.stores.account.getState()
    expect(accounts.solana?.address).toBe(frame.state.solanaAddress)
    expect(accounts.solana?.caipAddress).toBe(
      `${KNOWN_CHAINS.solana.caipNetworkId}:${frame.state.solanaAddress}`,
    )
    expect(accounts.eip155?.address).toBe(frame.state.user.address)
    expect(
      frame.state.received.filter((m) => m.type === '@portico-app/GET_USER').at(-1),
    ).toMatchObject({ payload: { chainId: KNOWN_CHAINS.solana.caipNetworkId } })
  })

  it('disconnecting one embedded-wallet chain disconnects the other (spec §4)', async () => {
    const { frame, portico } = await signedIn([
      createAppAdapter('eip155'),
      createAppAdapter('solana'),
    ])
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'eip155' })
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'solana' })
    await portico.disconnect({ namespace: 'solana' })
    const status = portico.stores.connection.getState().status
    expect(status.solana).toBe('disconnected')
    expect(status.eip155).toBe('disconnected')
    expect(frame.state.signedIn).toBe(false)
  })

  it('serves an app with Solana networks only', async () => {
    const { frame, portico } = await signedIn([createAppAdapter('solana')], [KNOWN_CHAINS.solana])
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(portico.stores.account.getState().accounts.solana?.address).toBe(
      frame.state.solanaAddress,
    )
  })

  it('protecting recovery refreshes the Solana user too, and connects nothing that was not', async () => {
    const { frame, portico } = await signedIn([
      createAppAdapter('eip155'),
      createAppAdapter('solana'),
    ])
    frame.state.recoveryProtected = false
    await portico.switchNetwork(KNOWN_CHAINS.solana)
    await portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID, namespace: 'solana' })
    const user = () => portico.stores.account.getState().accounts.solana?.user
    expect(user()?.recoveryProtected).toBe(false)
    const wallet = await portico.loadEmbeddedWallet()
    await wallet?.protectRecovery()
    await expect.poll(() => user()?.recoveryProtected).toBe(true)
    expect(portico.stores.account.getState().accounts.solana?.address).toBe(
      frame.state.solanaAddress,
    )
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
    expect(portico.stores.account.getState().accounts.eip155?.address).toBeUndefined()
  })
})
