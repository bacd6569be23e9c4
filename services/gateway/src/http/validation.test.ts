import { afterEach, describe, expect, it } from 'vitest'
import {
  createGuardedGateway,
  expectApiError as expectError,
} from '../testing/createGuardedGateway'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
let close: (() => Promise<void>) | undefined
afterEach(async () => close?.())

async function gateway(options: Parameters<typeof createGuardedGateway>[0] = {}) {
  const created = await createGuardedGateway(options)
  close = created.close
  return created
}

describe('validation', () => {
  it.each([
    [
      `/v1/account/0x123/balance?projectId=demo&currency=usd&chainId=eip155:31337`,
      "Invalid path parameter 'address'",
    ],
    [
      `/v1/account/${ADDRESS}/balance?projectId=demo&chainId=31337`,
      "Invalid query parameter 'chainId'",
    ],
    [
      `/v1/account/${ADDRESS}/balance?projectId=demo&currency=eur`,
      "Invalid query parameter 'currency'",
    ],
    [
      `/v1/account/${ADDRESS}/balance?projectId=demo&forceUpdate=maybe`,
      "Invalid query parameter 'forceUpdate'",
    ],
    [
      `/v1/account/${SOLANA}/balance?projectId=demo&chainId=eip155:31337`,
      "Invalid path parameter 'address'",
    ],
    [
      `/v1/account/${ADDRESS}/history?projectId=demo&cursor=bogus`,
      "Invalid query parameter 'cursor'",
    ],
    [
      `/v1/account/eip155:1:${ADDRESS}/history?projectId=demo&chainId=eip155:31337`,
      "Invalid path parameter 'address'",
    ],
    [`/v1/identity/not-an-address?projectId=demo`, "Invalid path parameter 'address'"],
    [`/getWallets?projectId=demo&entries=500`, "Invalid query parameter 'entries'"],
  ])('rejects %s', async (path, message) => {
    const { app } = await gateway()
    const body = await expectError(await app.request(path), 400, 'INVALID_PARAMS')
    expect(body.message).toContain(message)
  })

  it('accepts a Solana address on a Solana chain it does not serve, with empty results', async () => {
    const { app } = await gateway()
    const res = await app.request(
      `/v1/account/${SOLANA}/balance?projectId=demo&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
    )
    expect(await res.json()).toEqual({ balances: [] })
  })

  it('rejects bodies that are too large or not JSON', async () => {
    const { app } = await gateway()
    const big = JSON.stringify({ projectId: 'demo', addresses: [], pad: 'x'.repeat(2048) })
    await expectError(
      await app.request('/v1/fungible/price', { method: 'POST', body: big }),
      413,
      'PAYLOAD_TOO_LARGE',
    )
    await expectError(
      await app.request('/v1/fungible/price?projectId=demo', { method: 'POST', body: '{nope' }),
      400,
      'INVALID_JSON',
    )
    await expectError(
      await app.request('/v1/fungible/price?projectId=demo', {
        method: 'POST',
        body: JSON.stringify({ addresses: ['eip155:1'] }),
      }),
      400,
      'INVALID_PARAMS',
    )
  })

  it('answers 503 when the chain RPC is down, 400 for swaps without a router and 404 elsewhere', async () => {
    const { app } = await gateway()
    await expectError(
      await app.request(`/v1/account/${ADDRESS}/balance?projectId=demo&chainId=eip155:31337`),
      503,
      'UPSTREAM_UNAVAILABLE',
    )
    // The JSON-RPC helper has landed (rpc/createRpcRoutes): a call without a chain is refused.
    await expectError(
      await app.request('/v1?projectId=demo', { method: 'POST', body: '{}' }),
      400,
      'INVALID_PARAMS',
    )
    await expectError(await app.request('/nothing-here?projectId=demo'), 404, 'NOT_FOUND')
    // Swaps have landed: a chain without a router says so in the spec's words.
    const swaps = await expectError(
      await app.request('/v1/convert/tokens?chainId=eip155:31337&projectId=demo'),
      400,
      'SWAPS_NOT_SUPPORTED',
    )
    expect(swaps.message).toBe('Network not supported for Swaps')
    await expectError(await app.request('/v1/convert/nothing?projectId=demo'), 404, 'NOT_FOUND')
  })
})
