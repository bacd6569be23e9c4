import { createMetrics } from '@portico/server'
import { toHex } from 'viem'
import {
  formatUserOperation,
  getUserOperationHash,
  type RpcUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { openSharedTestDb } from '../testing/openSharedTestDb'
import {
  ask,
  BUDGET_SPENT,
  call,
  clock,
  ENTRY_POINT,
  ORIGIN,
  OTHER,
  operation,
  policyTestConfig,
  refusal,
  transfer,
  usePolicyGateway,
} from '../testing/policyGateway'
import type { SponsorshipDatabase } from './SponsorshipDatabase'

const { gateway, closeAfterEach } = usePolicyGateway()

describe.each(await gatewayTestDialects())('the paymaster’s budgets (%s)', (dialect) => {
  it('counts the wallet frame’s visitors apart only with the frame’s secret: a forged visitor address gets no fresh budget', async () => {
    const secret = 's'.repeat(40)
    const made = await createTestGateway(
      { ...policyTestConfig, walletFrame: { proxySecret: secret } },
      // Every request comes from one address, as a visitor's own calls or the frame's would.
      { dialect, clock: clock(), clientIp: () => '203.0.113.50' },
    )
    closeAfterEach(made.close)
    const askAs = async (headers: Record<string, string>) => {
      const res = await made.app.request(
        '/v1/bundler?projectId=p&chainId=eip155:31337&bundler=pimlico',
        {
          method: 'POST',
          headers: { Origin: ORIGIN, 'content-type': 'application/json', ...headers },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'pm_getPaymasterData',
            params: [operation(), ENTRY_POINT, '0x7a69', {}],
          }),
        },
      )
      const answer = (await res.json()) as {
        result?: unknown
        error?: { data?: { reason: string } }
      }
      return answer.result ? 'signed' : answer.error?.data?.reason
    }
    const asVisitor = (ip: string, withSecret: boolean) =>
      askAs({
        'x-portico-visitor-ip': ip,
        ...(withSecret && { 'x-portico-proxy-secret': secret }),
      })
    // The caller's own client budget: two operations, new sender addresses or not.
    expect(await askAs({})).toBe('signed')
    expect(await askAs({})).toBe('signed')
    expect(await askAs({})).toBe('visitor_budget')
    // Naming another visitor's address without the secret counts as the caller still.
    expect(await asVisitor('198.51.100.77', false)).toBe('visitor_budget')
    // Through the frame (with the secret), each visitor has a budget of their own.
    expect(await asVisitor('198.51.100.77', true)).toBe('signed')
    expect(await asVisitor('198.51.100.78', true)).toBe('signed')
  })

  it('keeps a budget per sender and per client: a visitor cannot spend another’s', async () => {
    const { app } = await gateway(dialect)
    const alice = operation()
    // Alice's operations, one per nonce (the same operation signed twice is reserved once).
    const aliceNext = (nonce: number) => ({ ...alice, nonce: toHex(nonce) })
    const signed = async (userOperation: Record<string, unknown>, client: string) =>
      refusal(await ask(app, 'pm_getPaymasterData', userOperation, { client })) ?? 'signed'
    expect(await signed(alice, '198.51.100.1')).toBe('signed')
    expect(await signed(aliceNext(1), '198.51.100.1')).toBe('signed')
    // Alice's sender is spent for the day, from any client.
    expect(await signed(aliceNext(2), '198.51.100.2')).toEqual({
      code: -32003,
      reason: 'visitor_budget',
      message: BUDGET_SPENT,
    })
    // Her client is spent too: a new address from it gets nothing.
    expect(await signed(operation(), '198.51.100.1')).toMatchObject({ reason: 'visitor_budget' })
    // Bob, elsewhere, still has his: Alice's spending was hers only.
    expect(await signed(operation(), '198.51.100.3')).toBe('signed')
  })

  it('reserves the same signature asked for twice once, under the hash of the operation as it will land', async () => {
    const { app, db } = await gateway(dialect)
    const alice = operation()
    const answers = await Promise.all([1, 2, 3].map(() => ask(app, 'pm_getPaymasterData', alice)))
    const [first] = answers
    for (const answer of answers) expect(answer.result).toEqual(first?.result)
    // One reservation of 0.001: two more operations would overdraw the visitor's 0.0025.
    const signed = async (nonce: number) =>
      refusal(await ask(app, 'pm_getPaymasterData', { ...alice, nonce: toHex(nonce) })) ?? 'signed'
    expect(await signed(1)).toBe('signed')
    expect(await signed(2)).toMatchObject({ reason: 'visitor_budget' })
    const rows = await db
      .withTables<SponsorshipDatabase>()
      .selectFrom('sponsorship_reservations')
      .select(['user_op_hash', 'nonce', 'state', 'reserved_gwei'])
      .where('sender', '=', alice.sender.toLowerCase())
      .orderBy('nonce')
      .execute()
    const landing = formatUserOperation({ ...alice, ...first?.result } as RpcUserOperation<'0.7'>)
    expect(rows.map((row) => ({ ...row, reserved_gwei: Number(row.reserved_gwei) }))).toEqual([
      {
        user_op_hash: getUserOperationHash({
          chainId: 31337,
          entryPointAddress: ENTRY_POINT,
          entryPointVersion: '0.7',
          userOperation: landing as UserOperation<'0.7'>,
        }),
        nonce: '0x0',
        state: 'reserved',
        reserved_gwei: 1_000_000,
      },
      {
        user_op_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        nonce: '0x1',
        state: 'reserved',
        reserved_gwei: 1_000_000,
      },
    ])
  })

  it('keeps a budget per project and day: one project spent leaves the other’s, and the next day starts afresh', async () => {
    const now = clock()
    const { app } = await gateway(dialect, { clock: now })
    const signedFor = async (project: string, client: string) =>
      refusal(await ask(app, 'pm_getPaymasterData', operation(), { project, client })) ?? 'signed'
    for (let i = 0; i < 5; i++) expect(await signedFor('p', `198.51.100.${i}`)).toBe('signed')
    expect(await signedFor('p', '198.51.100.9')).toEqual({
      code: -32003,
      reason: 'project_budget',
      message: BUDGET_SPENT,
    })
    expect(await signedFor('q', '198.51.100.9')).toBe('signed')
    now.advance(12 * 60 * 60_000)
    expect(await signedFor('p', '198.51.100.9')).toBe('signed')
  })

  it('counts what it signs and refuses in the metrics', async () => {
    const metrics = createMetrics({ service: 'gateway', processMetrics: false })
    const { app } = await gateway(dialect, { metrics })
    await ask(app, 'pm_getPaymasterData', operation())
    await ask(app, 'pm_getPaymasterData', operation({ callData: call(OTHER, transfer) }))
    const text = await metrics.render()
    expect(text).toContain(
      'portico_paymaster_sponsored_operations_total{chain="eip155:31337",project="p",service="gateway"} 1',
    )
    expect(text).toContain(
      'portico_paymaster_reserved_wei_total{chain="eip155:31337",project="p",service="gateway"} 1000000000000000',
    )
    expect(text).toContain(
      'portico_paymaster_refusals_total{chain="eip155:31337",project="p",reason="call",service="gateway"} 1',
    )
  })
})

// Gateway nodes share PostgreSQL (production refuses SQLite); a SQLite gateway is one node,
// whose concurrent requests race the same way.
describe.each(await gatewayTestDialects())('requests racing for a budget (%s)', (dialect) => {
  it('spending the last of a budget at once: exactly one is signed', async () => {
    const shared = await openSharedTestDb(dialect, dialect === 'postgres' ? 2 : 1)
    closeAfterEach(shared.close)
    const nodes = await Promise.all(shared.dbs.map((db) => gateway(dialect, { db })))
    const [a, b = a] = nodes
    if (!a || !b) throw new Error('a node expected')
    // Four operations spent on one node: the project has one left, which both nodes race for.
    for (let i = 0; i < 4; i++) {
      const answer = await ask(a.app, 'pm_getPaymasterData', operation(), {
        client: `192.0.2.${i}`,
      })
      expect(answer.result).toBeDefined()
    }
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        [a, b, a, b].map((node, i) =>
          ask(node.app, 'pm_getPaymasterData', operation(), {
            client: `192.0.2.${10 + 4 * round + i}`,
          }),
        ),
      )
      const signed = answers.filter((answer) => answer.result).length
      expect(signed).toBe(round === 0 ? 1 : 0)
      expect(
        answers.filter((answer) => answer.error?.data?.reason === 'project_budget'),
      ).toHaveLength(4 - signed)
    }
  })
})
