import { createManualClock } from '@portico/test/services/createManualClock'
import { beforeAll, describe, expect, it } from 'vitest'
import { callJson } from '../testing/createTestService'
import { setUpTestService } from '../testing/setUpTestService'
import { signIn } from '../testing/signIn'

const CLUSTER = 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf'
let token = ''

// An RPC URL nothing listens on: every allowed call must fail upstream, never be refused.
const running = setUpTestService({
  clock: createManualClock(),
  config: {
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
    solanaChains: [{ caipNetworkId: CLUSTER, name: 'Local Solana', rpcUrl: 'http://127.0.0.1:9' }],
  },
})
beforeAll(async () => {
  ;({ accessToken: token } = await signIn(
    running,
    'solana-rpc@example.com',
    's'.repeat(43),
    new Set(),
  ))
})

const call = (method: string, chainId = CLUSTER, auth = token, params: unknown[] = []) =>
  callJson(
    running.service.app,
    'POST',
    `/rpc/v1/solana?chainId=${encodeURIComponent(chainId)}`,
    { jsonrpc: '2.0', id: 1, method, params },
    auth,
  )
const MINT = '2sNWg8cPBSeMd4xtEhbEaF989HpSQkceqzrjYcD9eRRH'

describe('POST /rpc/v1/solana', () => {
  it('needs a session', async () => {
    expect((await call('sendTransaction', CLUSTER, '')).status).toBe(401)
  })

  it('forwards sendTransaction, getSignatureStatuses and base64 getAccountInfo only', async () => {
    for (const method of ['requestAirdrop', 'getBalance', 'getProgramAccounts', 'eth_call']) {
      expect(await call(method)).toEqual({
        status: 403,
        body: { code: 'RPC_NOT_ALLOWED', message: 'Requested RPC call is not allowed' },
      })
    }
    for (const method of ['sendTransaction', 'getSignatureStatuses']) {
      expect((await call(method)).body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
    }
    expect(
      (await call('getAccountInfo', CLUSTER, token, [MINT, { encoding: 'base64' }])).body,
    ).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
    // One account in the one encoding the frame reads: no parsed or sliced reads, no batches.
    for (const params of [
      [],
      [MINT],
      [MINT, { encoding: 'jsonParsed' }],
      [MINT, { encoding: 'base64', dataSlice: { offset: 0, length: 1 } }],
      [[MINT], { encoding: 'base64' }],
    ]) {
      expect(await call('getAccountInfo', CLUSTER, token, params)).toEqual({
        status: 400,
        body: { code: 'INVALID_PARAMS', message: 'Invalid getAccountInfo parameters' },
      })
    }
  })

  it('refuses clusters it does not serve', async () => {
    expect((await call('sendTransaction', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).status).toBe(
      400,
    )
    expect((await call('sendTransaction', '31337')).status).toBe(400)
  })
})
