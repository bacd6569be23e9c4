import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cleanUpAfterEach } from './testing/cleanUpAfterEach'
import { connectTestClient, type TestClient } from './testing/connectTestClient'
import { randomTopic } from './testing/randomTopic'
import { startTestRelay } from './testing/startTestRelay'

type Started = Awaited<ReturnType<typeof startTestRelay>>
const cleanups = cleanUpAfterEach()

async function setup() {
  const relay = await startTestRelay()
  cleanups.push(relay.stop)
  return relay
}

async function client(relay: Started, options?: Parameters<typeof connectTestClient>[1]) {
  const c = await connectTestClient(relay.url, options)
  cleanups.push(c.close)
  return c
}

const publish = (c: TestClient, topic: string, message: string, extra: object = {}) =>
  c.request('irn_publish', { topic, message, ttl: 300, tag: 1108, prompt: true, ...extra })

describe('subscribe and publish', () => {
  it('answers irn_subscribe with sha256(topic + clientId), the id the SDK computes', async () => {
    const relay = await setup()
    const wallet = await client(relay)
    const topic = randomTopic()
    const response = await wallet.request('irn_subscribe', { topic })
    const expected = createHash('sha256')
      .update(topic + wallet.identity.clientId)
      .digest('hex')
    expect(response).toEqual({ id: 1, jsonrpc: '2.0', result: expected })
  })

  it('pushes a published message to subscribers as irn_subscription and takes the ack', async () => {
    const relay = await setup()
    const dapp = await client(relay)
    const wallet = await client(relay)
    const topic = randomTopic()
    const { result: subscriptionId } = await wallet.request('irn_subscribe', { topic })
    const before = Date.now()
    expect(await publish(dapp, topic, 'AAEChello')).toMatchObject({ result: true })
    const [push] = await wallet.waitForPushes(1)
    expect(push).toMatchObject({
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId,
        data: { topic, message: 'AAEChello', tag: 1108, attestation: '' },
      },
    })
    expect(Number.isSafeInteger(push?.id)).toBe(true)
    expect(push?.params?.data.publishedAt).toBeGreaterThanOrEqual(before)
    // The publisher, though not subscribed here, never receives anything back.
    expect(dapp.pushes).toHaveLength(0)
  })

  it('never delivers a message back to the client that published it', async () => {
    const relay = await setup()
    const dapp = await client(relay)
    const wallet = await client(relay)
    const topic = randomTopic()
    await dapp.request('irn_subscribe', { topic })
    await wallet.request('irn_subscribe', { topic })
    await publish(dapp, topic, 'from-dapp')
    await wallet.waitForPushes(1)
    await publish(wallet, topic, 'from-wallet')
    const [push] = await dapp.waitForPushes(1)
    expect(push?.params?.data.message).toBe('from-wallet')
    expect(wallet.pushes.map((p) => p.params?.data.message)).toEqual(['from-dapp'])
  })

  it('stores a message published before anyone subscribed and delivers it on subscribe', async () => {
    const relay = await setup()
    const dapp = await client(relay)
    const topic = randomTopic()
    await publish(dapp, topic, 'early')
    const wallet = await client(relay)
    await wallet.request('irn_subscribe', { topic })
    const [push] = await wallet.waitForPushes(1)
    expect(push?.params?.data).toMatchObject({ topic, message: 'early' })
  })

  it('delivers an acknowledged message once per subscriber, an unacknowledged one again', async () => {
    const relay = await setup()
    const dapp = await client(relay)
    const topic = randomTopic()
    await publish(dapp, topic, 'one')
    const first = await client(relay, { autoAck: false })
    await first.request('irn_subscribe', { topic })
    await first.waitForPushes(1)
    await first.close()
    // Never acked: the same client gets it again on its next connection.
    const second = await client(relay, { identity: first.identity })
    await second.request('irn_subscribe', { topic })
    await second.waitForPushes(1)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await second.close()
    // Acked now: a later subscribe delivers nothing more.
    const third = await client(relay, { identity: first.identity })
    await third.request('irn_subscribe', { topic })
    await publish(dapp, topic, 'two')
    const pushes = await third.waitForPushes(1)
    expect(pushes.map((p) => p.params?.data.message)).toEqual(['two'])
  })

  it('accepts a duplicate publish (an SDK retry) without delivering it twice', async () => {
    const relay = await setup()
    const dapp = await client(relay)
    const wallet = await client(relay)
    const topic = randomTopic()
    await wallet.request('irn_subscribe', { topic })
    await publish(dapp, topic, 'same')
    expect(await publish(dapp, topic, 'same')).toMatchObject({ result: true })
    await publish(dapp, topic, 'next')
    const pushes = await wallet.waitForPushes(2)
    expect(pushes.map((p) => p.params?.data.message)).toEqual(['same', 'next'])
  })

  it('stops pushes after irn_unsubscribe with the matching id', async () => {
    const relay = await setup()
    const dapp = await client(relay)
    const wallet = await client(relay)
    const topic = randomTopic()
    const other = randomTopic()
    const { result: id } = await wallet.request('irn_subscribe', { topic })
    await wallet.request('irn_subscribe', { topic: other })
    expect(await wallet.request('irn_unsubscribe', { topic, id })).toMatchObject({ result: true })
    await publish(dapp, topic, 'ignored')
    await publish(dapp, other, 'marker')
    const pushes = await wallet.waitForPushes(1)
    expect(pushes.map((p) => p.params?.data.topic)).toEqual([other])
  })

  it('echoes string ids and ids above 2^53 exactly', async () => {
    const relay = await setup()
    const wallet = await client(relay)
    const topic = randomTopic()
    const raw: string[] = []
    wallet.socket.on('message', (data) => raw.push(String(data)))
    await wallet.request('irn_subscribe', { topic }, '1732000000000000123')
    wallet.sendRaw(
      `{"id":1732000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
    )
    await wallet.waitFor(() => (wallet.frames.length >= 2 ? true : undefined))
    await new Promise((resolve) => setImmediate(resolve))
    expect(raw[0]?.startsWith('{"id":"1732000000000000123",')).toBe(true)
    expect(raw[1]?.startsWith('{"id":1732000000000000123,')).toBe(true)
  })
})

describe('batch methods and fetch', () => {
  it('batch-subscribes (ids in order), batch-publishes and batch-unsubscribes', async () => {
    const relay = await setup()
    const dapp = await client(relay)
    const wallet = await client(relay)
    const topics = [randomTopic(), randomTopic()]
    const { result: ids } = await wallet.request('irn_batchSubscribe', { topics })
    expect(ids).toEqual(
      topics.map((t) =>
        createHash('sha256')
          .update(t + wallet.identity.clientId)
          .digest('hex'),
      ),
    )
    const messages = topics.map((topic, i) => ({ topic, message: `m${i}`, ttl: 300, tag: 1 }))
    expect(await dapp.request('irn_batchPublish', { messages })).toMatchObject({ result: true })
    const pushes = await wallet.waitForPushes(2)
    expect(pushes.map((p) => p.params?.data.message).sort()).toEqual(['m0', 'm1'])
    const subscriptions = topics.map((topic, i) => ({ topic, id: (ids as string[])[i] }))
    expect(await wallet.request('irn_batchUnsubscribe', { subscriptions })).toMatchObject({
      result: true,
    })
    await dapp.request('irn_batchPublish', {
      messages: messages.map((m) => ({ ...m, message: `${m.message}!` })),
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(wallet.pushes).toHaveLength(2)
  })

  it('fetches stored messages page by page with hasMore', async () => {
    const relay = await startTestRelay({ config: { fetchLimit: 2 } })
    cleanups.push(relay.stop)
    const dapp = await client(relay)
    const wallet = await client(relay)
    const topic = randomTopic()
    for (const message of ['a', 'b', 'c']) await publish(dapp, topic, message)
    const first = await wallet.request('irn_batchFetchMessages', { topics: [topic] })
    expect(first.result).toMatchObject({
      hasMore: true,
      messages: [
        { topic, message: 'a', tag: 1108, attestation: '' },
        { topic, message: 'b', tag: 1108, attestation: '' },
      ],
    })
    const second = await wallet.request('irn_batchFetchMessages', { topics: [topic] })
    expect(second.result).toMatchObject({ hasMore: false, messages: [{ message: 'c' }] })
  })
})

describe('session handshake', () => {
  it('wc_proposeSession subscribes the dapp to the pairing topic and stores the proposal', async () => {
    const relay = await setup()
    const dapp = await client(relay)
    const pairingTopic = randomTopic()
    const response = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'proposal',
      ttl: 300,
      correlationId: 1732000000000001,
    })
    expect(response).toMatchObject({ result: true })
    const wallet = await client(relay)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    const [proposal] = await wallet.waitForPushes(1)
    expect(proposal?.params?.data).toMatchObject({
      topic: pairingTopic,
      message: 'proposal',
      tag: 1100,
    })
    // The dapp was subscribed by the relay: the wallet's reply on the pairing topic reaches it.
    await publish(wallet, pairingTopic, 'reply')
    const [reply] = await dapp.waitForPushes(1)
    expect(reply?.params?.data.message).toBe('reply')
  })

  it('wc_approveSession stores the response and the settlement and subscribes the wallet', async () => {
    const relay = await setup()
    const dapp = await client(relay)
    const wallet = await client(relay)
    const pairingTopic = randomTopic()
    const sessionTopic = randomTopic()
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal' })
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    await wallet.waitForPushes(1)
    const approved = await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
      correlationId: 1,
      approvedChains: ['eip155:1'],
    })
    expect(approved).toMatchObject({ result: true })
    const [response] = await dapp.waitForPushes(1)
    expect(response?.params?.data).toMatchObject({
      topic: pairingTopic,
      message: 'response',
      tag: 1101,
    })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const pushes = await dapp.waitForPushes(2)
    expect(pushes[1]?.params?.data).toMatchObject({
      topic: sessionTopic,
      message: 'settle',
      tag: 1102,
    })
    await publish(dapp, sessionTopic, 'settled')
    const walletPushes = await wallet.waitForPushes(2)
    expect(walletPushes[1]?.params?.data).toMatchObject({ topic: sessionTopic, message: 'settled' })
  })
})
