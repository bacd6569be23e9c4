import { KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createMemorySiwx } from '../testing/createMemorySiwx'
import { createTestPortico } from '../testing/createTestPortico'

describe('SIWX flow', () => {
  it('after connecting without a session, opens SIWXSignMessage', async () => {
    const siwx = createMemorySiwx()
    const { portico } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(portico.stores.router.getState().view).toEqual({ view: 'SIWXSignMessage' })
  })

  it('with a session already stored, does not ask again', async () => {
    const siwx = createMemorySiwx()
    const { portico, fake } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    await portico.authenticate()
    await portico.disconnect().catch(() => undefined)
    siwx.sessions = [
      {
        data: {
          accountAddress: fake.address,
          chainId: 'eip155:1',
          domain: 'd',
          uri: 'u',
          version: '1',
          nonce: 'n',
        },
        message: 'm',
        signature: 's',
      },
    ]
    await portico.connect({ connectorId: 'injected' })
    expect(portico.stores.modal.getState().open).toBe(false)
    expect(portico.stores.siwx.getState().status).toBe('success')
  })

  it('signing stores the session, emits SIWX_AUTH_SUCCESS and closes the modal', async () => {
    const siwx = createMemorySiwx({ required: true })
    const { portico, fake, events } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    await portico.authenticate()
    expect(siwx.sessions).toHaveLength(1)
    expect(siwx.sessions[0]?.signature).toBe(
      `signed:example.com wants you to sign in with ${fake.address}`,
    )
    expect(portico.stores.siwx.getState().status).toBe('success')
    expect(events).toContain('SIWX_AUTH_SUCCESS')
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('a declined signature keeps the view open with an error', async () => {
    const siwx = createMemorySiwx()
    const { portico, fake, events } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    fake.nextSignError = Object.assign(new Error('no'), { code: 4001 })
    await expect(portico.authenticate()).rejects.toThrow('Signature declined')
    expect(portico.stores.router.getState().view).toEqual({ view: 'SIWXSignMessage' })
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(portico.stores.siwx.getState()).toMatchObject({
      status: 'error',
      error: 'Signature declined',
    })
    expect(portico.stores.toast.getState().message).toBe('Signature declined')
    expect(events).toContain('SIWX_AUTH_ERROR')
  })

  it("a smart account's signature the app refuses: 'This application might not support Smart Accounts'", async () => {
    const siwx = createMemorySiwx()
    const { portico, fake, events } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    portico.stores.account.getState().setAccount('eip155', {
      allAccounts: [
        { namespace: 'eip155', address: fake.address, type: 'smartAccount' },
        { namespace: 'eip155', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' },
      ],
    })
    siwx.refuseNextSession = true
    await expect(portico.authenticate()).rejects.toThrow(
      'This application might not support Smart Accounts',
    )
    expect(portico.stores.siwx.getState()).toMatchObject({
      status: 'error',
      error: 'This application might not support Smart Accounts',
    })
    expect(events).toContain('SIWX_AUTH_ERROR')
    // The same refusal for an EOA is the verifier's own message; a declined smart-account
    // signature is still 'Signature declined'.
    portico.stores.account.getState().setAccount('eip155', {
      allAccounts: [{ namespace: 'eip155', address: fake.address, type: 'eoa' }],
    })
    siwx.refuseNextSession = true
    await expect(portico.authenticate()).rejects.toThrow('Invalid signature')
    portico.stores.account.getState().setAccount('eip155', {
      allAccounts: [{ namespace: 'eip155', address: fake.address, type: 'smartAccount' }],
    })
    fake.nextSignError = Object.assign(new Error('no'), { code: 4001 })
    await expect(portico.authenticate()).rejects.toThrow('Signature declined')
  })

  it('close is blocked on the sign view while required and unsigned', async () => {
    const siwx = createMemorySiwx({ required: true })
    const { portico } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    portico.close()
    expect(portico.stores.modal.getState().open).toBe(true)
  })

  it('cancel disconnects when SIWX is required, then closes', async () => {
    const siwx = createMemorySiwx({ required: true })
    const { portico } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    await portico.cancelAuthentication()
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('cancel only closes when SIWX is optional', async () => {
    const siwx = createMemorySiwx()
    const { portico } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    await portico.cancelAuthentication()
    expect(portico.stores.connection.getState().status.eip155).toBe('connected')
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it('when sessions cannot be read: error, disconnect, back to Connect', async () => {
    const siwx = createMemorySiwx()
    siwx.failGetSessions = true
    const { portico, events } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    expect(portico.stores.connection.getState().status.eip155).toBe('disconnected')
    expect(portico.stores.router.getState().view).toEqual({ view: 'Connect' })
    expect(portico.stores.toast.getState().message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(events).toContain('SIWX_AUTH_ERROR')
  })

  it('disconnect revokes the session', async () => {
    const siwx = createMemorySiwx()
    const { portico, fake } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    await portico.authenticate()
    await portico.disconnect()
    expect(siwx.revoked).toEqual([`eip155:1:${fake.address}`])
    expect(portico.stores.siwx.getState().session).toBeUndefined()
  })

  it("ConnectingSiwe, AppKit's legacy sign-in view, is the sign-in view: close blocked while required, a failure stays on it", async () => {
    const siwx = createMemorySiwx({ required: true })
    const { portico, fake } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    portico.stores.router.getState().reset({ view: 'ConnectingSiwe' })
    portico.close()
    expect(portico.stores.modal.getState().open).toBe(true)
    fake.nextSignError = Object.assign(new Error('no'), { code: 4001 })
    await expect(portico.authenticate()).rejects.toThrow('Signature declined')
    expect(portico.stores.router.getState().view).toEqual({ view: 'ConnectingSiwe' })
    await portico.authenticate()
    expect(siwx.sessions).toHaveLength(1)
    expect(portico.stores.modal.getState().open).toBe(false)
  })

  it("authenticate needs the active namespace's connection client: 'No ConnectionController client found'", async () => {
    const siwx = createMemorySiwx()
    const { portico } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    // An account and network on a namespace no adapter serves.
    portico.stores.account.getState().setAccount('solana', {
      address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    })
    portico.stores.chain.setState({
      activeNamespace: 'solana',
      activeCaipNetwork: KNOWN_CHAINS.solana,
    })
    await expect(portico.authenticate()).rejects.toThrow('No ConnectionController client found')
    portico.stores.chain.setState({ activeCaipNetwork: undefined })
    await expect(portico.authenticate()).rejects.toThrow('No ActiveCaipNetwork or client found')
  })

  it('authenticate without siwx throws SIWX is not enabled', async () => {
    const { portico } = createTestPortico()
    await expect(portico.authenticate()).rejects.toThrow('SIWX is not enabled')
  })

  it('asks again after a switch to a network the visitor has no session for', async () => {
    const siwx = createMemorySiwx()
    const { portico } = createTestPortico({ siwx })
    await portico.connect({ connectorId: 'injected' })
    await portico.authenticate()
    expect(portico.stores.modal.getState().open).toBe(false)
    // Signed in on mainnet only: Base has no session.
    await portico.switchNetwork(KNOWN_CHAINS.base)
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(portico.stores.router.getState().view).toEqual({ view: 'SIWXSignMessage' })
    await portico.authenticate()
    expect(siwx.sessions.map((session) => session.data.chainId)).toEqual([
      'eip155:1',
      'eip155:8453',
    ])
    // Back on mainnet, whose session exists: not asked.
    await portico.switchNetwork(KNOWN_CHAINS.mainnet)
    expect(portico.stores.modal.getState().open).toBe(false)
  })
})
