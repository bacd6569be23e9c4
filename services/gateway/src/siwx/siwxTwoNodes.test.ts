import { createManualClock } from '@portico/test/services/createManualClock'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { openSharedTestDb } from '../testing/openSharedTestDb'
import { signSiwxMessage } from '../testing/signInWithSiwx'

const ORIGIN = 'http://127.0.0.1:5173'
const chains = [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9/' }]
const projects = [{ projectId: 'p', allowedOrigins: [ORIGIN] }]
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})

async function twoNodes(dialect: 'sqlite' | 'postgres') {
  const shared = await openSharedTestDb(dialect, 2)
  closers.push(shared.close)
  const clock = createManualClock(Date.parse('2026-01-01T00:00:00Z'))
  return Promise.all(
    shared.dbs.map(
      async (db) => (await createTestGateway({ chains, projects }, { clock, db })).app,
    ),
  )
}

async function signedMessage(app: Awaited<ReturnType<typeof twoNodes>>[number]) {
  const { message, signature } = await signSiwxMessage(app, {
    origin: ORIGIN,
    nonceProject: 'p',
    issuedAt: '2026-01-01T00:00:00Z',
  })
  return JSON.stringify({ message, signature })
}

const signIn = (app: Awaited<ReturnType<typeof twoNodes>>[number], body: string) =>
  app.request('/v1/siwx/sessions?projectId=p', {
    method: 'POST',
    headers: { Origin: ORIGIN, 'content-type': 'application/json' },
    body,
  })

describe.each(await gatewayTestDialects())('SIWX on two gateway nodes (%s)', (dialect) => {
  it('a nonce issued by one node signs in on the other, once', async () => {
    const [a, b] = await twoNodes(dialect)
    if (!a || !b) throw new Error('two nodes expected')
    const body = await signedMessage(a)
    expect((await signIn(b, body)).status).toBe(201)
    expect((await signIn(a, body)).status).toBe(401)
  })

  it('the same signed message raced on both nodes makes exactly one session', async () => {
    const [a, b] = await twoNodes(dialect)
    if (!a || !b) throw new Error('two nodes expected')
    for (let round = 0; round < 5; round++) {
      const body = await signedMessage(round % 2 === 0 ? a : b)
      const statuses = await Promise.all([signIn(a, body), signIn(b, body)]).then((all) =>
        all.map((res) => res.status).sort(),
      )
      expect(statuses).toEqual([201, 401])
    }
  })
})
