import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../testing/createFakeAdapter'
import { createTestPortico } from '../testing/createTestPortico'

/** An instance connected through an embedded wallet (an AUTH connector), whose frame asks. */
async function connectEmbedded() {
  const fake = createFakeAdapter({
    connectors: [{ id: 'embedded', name: 'Email', type: 'AUTH', chain: 'eip155' }],
  })
  const { portico } = createTestPortico({ fake })
  await portico.connect({ connectorId: 'embedded' })
  return { portico, fake }
}

describe('request', () => {
  it('passes a safe request to the wallet on the current network', async () => {
    const { portico, fake } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    await expect(portico.request({ method: 'eth_blockNumber' })).resolves.toBe(
      'result:eth_blockNumber',
    )
    expect(fake.calls.at(-1)).toEqual({ method: 'eth_blockNumber', params: undefined })
  })

  it('checks EIP-5792 calls per spec §5 before the wallet sees them, and passes them through', async () => {
    const { portico, fake } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    const asked = fake.calls.length
    await expect(portico.request({ method: 'wallet_getCapabilities', params: [] })).rejects.toThrow(
      'Invalid address',
    )
    for (const calls of [[], [{ to: '7099' }], [{ to: '0x7099', data: 'abcd' }]]) {
      await expect(
        portico.request({ method: 'wallet_sendCalls', params: [{ calls }] }),
      ).rejects.toThrow('Invalid calls')
    }
    expect(fake.calls.length).toBe(asked)
    await expect(
      portico.request({ method: 'wallet_getCapabilities', params: [fake.address] }),
    ).resolves.toBe('result:wallet_getCapabilities')
    const batch = [
      {
        calls: [
          { to: '0x7099', data: '0x' },
          { to: '0x7099', value: '0x1' },
        ],
      },
    ]
    await expect(portico.request({ method: 'wallet_sendCalls', params: batch })).resolves.toBe(
      'result:wallet_sendCalls',
    )
    expect(fake.calls.at(-1)).toEqual({ method: 'wallet_sendCalls', params: batch })
    fake.request = () => Promise.reject(new Error('unknown bundle'))
    await expect(
      portico.request({ method: 'wallet_getCallsStatus', params: ['0x01'] }),
    ).rejects.toThrow('Fetching call status not approved by the wallet.')
  })

  it('maps wallet rejections to Portico errors', async () => {
    const { portico, fake } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    fake.request = () => Promise.reject(Object.assign(new Error('no'), { code: 4001 }))
    await expect(portico.request({ method: 'personal_sign' })).rejects.toThrow(
      'You declined the request in your wallet.',
    )
  })

  it('through the embedded wallet, an unsafe method opens ApproveTransaction and closes when done', async () => {
    const { portico, fake } = await connectEmbedded()
    fake.holdRequests = true
    const sending = portico.request({ method: 'eth_sendTransaction', params: [{}] })
    await expect
      .poll(() => portico.stores.router.getState().view)
      .toEqual({ view: 'ApproveTransaction', kind: 'transaction' })
    portico.close()
    expect(portico.stores.modal.getState().open).toBe(true)
    fake.heldRequests[0]?.('0xhash')
    await expect(sending).resolves.toBe('0xhash')
    expect(portico.stores.modal.getState().open).toBe(false)

    // A message or typed-data signature is approved as one, not as a transaction.
    for (const method of ['personal_sign', 'eth_signTypedData_v4']) {
      // The view may still show the previous signature's approval: wait for this request.
      const held = fake.heldRequests.length
      const signing = portico.request({ method, params: ['0x00', fake.address] })
      await expect.poll(() => fake.heldRequests.length).toBe(held + 1)
      expect(portico.stores.router.getState().view).toEqual({
        view: 'ApproveTransaction',
        kind: 'signature',
      })
      fake.heldRequests.at(-1)?.('0xsig')
      await expect(signing).resolves.toBe('0xsig')
    }
  })

  it("through the embedded wallet, a request of the modal's own view is approved over it and the modal comes back to it, approved or declined", async () => {
    const { portico, fake } = await connectEmbedded()
    await portico.open({ view: { view: 'Account' } })
    portico.push({ view: 'Swap' })
    portico.push({ view: 'SwapPreview' })
    fake.holdRequests = true
    const views = () => portico.stores.router.getState().history.map((entry) => entry.view)

    // An allowance, then the swap: each approval sits over the preview and leaves it on top.
    for (const hash of ['0xapprove', '0xswap']) {
      const sending = portico.request({ method: 'eth_sendTransaction', params: [{}] })
      await expect.poll(views).toEqual(['Account', 'Swap', 'SwapPreview', 'ApproveTransaction'])
      fake.heldRequests.at(-1)?.(hash)
      await expect(sending).resolves.toBe(hash)
      expect(views()).toEqual(['Account', 'Swap', 'SwapPreview'])
      expect(portico.stores.modal.getState().open).toBe(true)
      expect(portico.stores.router.getState().transactionStack).toEqual([])
    }

    // Declined in the frame: back on the preview too, which shows why.
    fake.holdRequests = false
    fake.request = () => Promise.reject(Object.assign(new Error('no'), { code: 4001 }))
    await expect(portico.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toThrow(
      'You declined the request in your wallet.',
    )
    expect(views()).toEqual(['Account', 'Swap', 'SwapPreview'])
    expect(portico.stores.modal.getState().open).toBe(true)
  })
})
