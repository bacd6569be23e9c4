import { describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../testing/createFakeAdapter'
import { createTestPortico } from '../testing/createTestPortico'

const API = 'http://gateway.test'
const calls = [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }]

/**
 * An instance of project `demo` whose gateway sponsors mainnet (1) but not Base (8453), connected
 * through `connectorId`; its wallet answers `wallet_getCapabilities` with `capabilities`.
 */
async function connected(
  connectorId: 'injected' | 'embedded',
  capabilities: unknown,
  gatewayUp = true,
) {
  const fake = createFakeAdapter({
    connectors: [
      { id: 'injected', name: 'Injected', type: 'INJECTED', chain: 'eip155' },
      { id: 'embedded', name: 'Email', type: 'AUTH', chain: 'eip155' },
    ],
  })
  const asked: string[] = []
  const logger = { warn: vi.fn(), error: vi.fn() }
  const { portico } = createTestPortico({
    fake,
    logger,
    projectId: 'demo',
    apiUrl: API,
    fetch: async (url) => {
      if (!gatewayUp || new URL(String(url)).pathname !== '/v1/bundler/networks')
        return Response.json({ message: 'not found' }, { status: 404 })
      asked.push(String(url))
      return Response.json({ smartAccountEnabledNetworks: [1, 8453], sponsoredNetworks: [1] })
    },
  })
  const request = fake.request.bind(fake)
  fake.request = (args) =>
    args.method === 'wallet_getCapabilities'
      ? Promise.resolve(capabilities)
      : (request(args) as Promise<unknown>)
  await portico.connect({ connectorId })
  return { portico, fake, asked, logger }
}

describe('the paymasterService capability (ERC-7677) for the project’s own paymaster', () => {
  it('hands an external wallet’s batch the gateway’s paymaster URL where the project pays', async () => {
    const { portico, fake, asked } = await connected('injected', {})
    await portico.request({ method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls }] })
    const [sent] = (fake.calls.at(-1)?.params ?? []) as [{ capabilities: Record<string, unknown> }]
    const { paymasterService } = sent.capabilities as {
      paymasterService: { url: string; optional: boolean }
    }
    expect(paymasterService.optional).toBe(true)
    const url = new URL(paymasterService.url)
    expect(url.origin + url.pathname).toBe(`${API}/v1/bundler`)
    expect(url.searchParams.get('projectId')).toBe('demo')
    expect(url.searchParams.get('chainId')).toBe('eip155:1')
    expect(asked).toHaveLength(1)
    // Base is not sponsored: the batch goes as the page sent it.
    const onBase = [{ chainId: '0x2105', calls }]
    await portico.request({ method: 'wallet_sendCalls', params: onBase })
    expect(fake.calls.at(-1)?.params).toEqual(onBase)
    // The networks were read once: cached.
    expect(asked).toHaveLength(1)
  })

  it('sends the batch as it is when the gateway cannot say where the project pays', async () => {
    const { portico, fake, logger } = await connected('injected', {}, false)
    const batch = [{ chainId: '0x1', calls }]
    await portico.request({ method: 'wallet_sendCalls', params: batch })
    expect(fake.calls.at(-1)?.params).toEqual(batch)
    expect(logger.warn).toHaveBeenCalledWith(
      'Portico: sponsored networks unavailable',
      expect.anything(),
    )
  })

  it('leaves a paymaster the page chose for an external wallet as it is', async () => {
    const { portico, fake } = await connected('injected', {})
    const own = [{ calls, capabilities: { paymasterService: { url: 'https://pm.example/rpc' } } }]
    await portico.request({ method: 'wallet_sendCalls', params: own })
    expect(fake.calls.at(-1)?.params).toEqual(own)
  })

  it('never adds a paymaster URL to the embedded wallet’s batch: its frame asks its own gateway', async () => {
    const { portico, fake } = await connected('embedded', {})
    const batch = [{ chainId: '0x1', calls }]
    await portico.request({ method: 'wallet_sendCalls', params: batch })
    expect(fake.calls.at(-1)).toMatchObject({ method: 'wallet_sendCalls', params: batch })
  })

  it('reports where the site pays: the embedded wallet always, an external one that supports ERC-7677', async () => {
    const embedded = await connected('embedded', {
      '0x1': { atomic: { status: 'supported' } },
      '0x2105': { atomic: { status: 'supported' } },
    })
    expect(
      await embedded.portico.request({
        method: 'wallet_getCapabilities',
        params: [embedded.fake.address],
      }),
    ).toEqual({
      '0x1': {
        atomic: { status: 'supported' },
        paymasterService: { supported: true, sponsored: true },
      },
      '0x2105': { atomic: { status: 'supported' } },
    })
    const answer = {
      '0x1': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
      '0x2105': { paymasterService: { supported: true } },
    }
    const external = await connected('injected', answer)
    expect(
      await external.portico.request({
        method: 'wallet_getCapabilities',
        params: [external.fake.address],
      }),
    ).toEqual({
      ...answer,
      '0x1': {
        atomic: { status: 'supported' },
        paymasterService: { supported: true, sponsored: true },
      },
    })
    // A wallet without paymaster support is not said to have it.
    const plain = await connected('injected', { '0x1': { atomic: { status: 'supported' } } })
    expect(
      await plain.portico.request({
        method: 'wallet_getCapabilities',
        params: [plain.fake.address],
      }),
    ).toEqual({ '0x1': { atomic: { status: 'supported' } } })
  })
})
