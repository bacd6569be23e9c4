import { createManualClock } from '@portico/test/services/createManualClock'
import { beforeAll, describe, expect, it } from 'vitest'
import { callJson } from '../testing/createTestService'
import { setUpTestService } from '../testing/setUpTestService'
import { signIn } from '../testing/signIn'

let token = ''

// An RPC URL nothing listens on: every allowed call must fail upstream, never be refused.
const running = setUpTestService({
  clock: createManualClock(),
  config: { chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }] },
})
beforeAll(async () => {
  ;({ accessToken: token } = await signIn(running, 'rpc@example.com', 'r'.repeat(43), new Set()))
})

const call = (method: string, chainId = '31337', auth = token) =>
  callJson(
    running.service.app,
    'POST',
    `/rpc/v1?chainId=${chainId}`,
    { jsonrpc: '2.0', id: 1, method, params: [] },
    auth,
  )

describe('POST /rpc/v1', () => {
  it('needs a session', async () => {
    expect((await call('eth_blockNumber', '31337', '')).status).toBe(401)
  })

  it('forwards read methods and raw transactions only', async () => {
    for (const method of [
      'eth_sendTransaction',
      'personal_sign',
      'eth_sign',
      'anvil_setBalance',
      'debug_traceTransaction',
      'wallet_getCapabilities',
    ]) {
      expect(await call(method)).toEqual({
        status: 403,
        body: { code: 'RPC_NOT_ALLOWED', message: 'Requested RPC call is not allowed' },
      })
    }
    expect((await call('eth_blockNumber')).body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
    expect((await call('eth_sendRawTransaction')).body).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
    })
  })

  it('refuses chains it does not serve', async () => {
    expect((await call('eth_blockNumber', '1')).status).toBe(400)
    expect((await call('eth_blockNumber', 'abc')).status).toBe(400)
  })
})
