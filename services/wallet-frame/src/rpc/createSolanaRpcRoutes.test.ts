import type { MailCatcher } from '@portico/wallet-frame-dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createManualClock } from '../testing/createManualClock'
import {
  callJson,
  createTestService,
  startTestMailCatcher,
  type TestService,
} from '../testing/createTestService'
import { signIn } from '../testing/signIn'

const CLUSTER = 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf'
let mail: MailCatcher
let service: TestService
let token = ''

beforeAll(async () => {
  mail = await startTestMailCatcher()
  // An RPC URL nothing listens on: every allowed call must fail upstream, never be refused.
  service = await createTestService({
    mail,
    clock: createManualClock(),
    config: {
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }],
      solanaChains: [
        { caipNetworkId: CLUSTER, name: 'Local Solana', rpcUrl: 'http://127.0.0.1:9' },
      ],
    },
  })
  ;({ accessToken: token } = await signIn(
    service,
    mail,
    'solana-rpc@example.com',
    's'.repeat(43),
    new Set(),
  ))
})
afterAll(async () => {
  await service?.close()
  await mail?.stop()
})

const call = (method: string, chainId = CLUSTER, auth = token, params: unknown[] = []) =>
  callJson(
    service.app,
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
