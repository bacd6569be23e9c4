import { describe, expect, it } from 'vitest'
import {
  approveSessionParamsSchema,
  batchFetchMessagesResultSchema,
  batchSubscribeParamsSchema,
  proposeSessionParamsSchema,
  publishParamsSchema,
  RELAY_BATCH_LIMIT,
  relayJwtClaimsSchema,
  relayRequestSchema,
  relayResponseSchema,
  subscriptionParamsSchema,
} from './index'

const topic = 'ab'.repeat(32)

describe('relay frame schemas', () => {
  it('accept what the 2.25 SDK sends, dropping its analytics fields', () => {
    expect(
      publishParamsSchema.parse({
        topic,
        message: 'AAEC',
        ttl: 300,
        tag: 1108,
        prompt: true,
        correlationId: 1732000000000001,
        rpcMethods: ['personal_sign'],
      }),
    ).toEqual({ topic, message: 'AAEC', ttl: 300, tag: 1108, prompt: true })
    expect(
      proposeSessionParamsSchema.parse({
        pairingTopic: topic,
        sessionProposal: 'AAEC',
        ttl: 300,
        correlationId: 1,
      }),
    ).toEqual({ pairingTopic: topic, sessionProposal: 'AAEC', ttl: 300 })
    expect(
      approveSessionParamsSchema.safeParse({
        sessionTopic: topic,
        pairingTopic: topic,
        sessionProposalResponse: 'a',
        sessionSettlementRequest: 'b',
        ttl: 300,
        attestation: null,
        approvedChains: ['eip155:1'],
      }).success,
    ).toBe(true)
  })

  it('reject malformed topics, TTLs and oversized batches', () => {
    expect(publishParamsSchema.safeParse({ topic: 'xyz', message: 'm', ttl: 1 }).success).toBe(
      false,
    )
    expect(publishParamsSchema.safeParse({ topic, message: 'm', ttl: 0 }).success).toBe(false)
    expect(publishParamsSchema.safeParse({ topic, message: 'm', ttl: 31 * 86_400 }).success).toBe(
      false,
    )
    expect(publishParamsSchema.safeParse({ topic, message: '', ttl: 10 }).success).toBe(false)
    const topics = Array.from({ length: RELAY_BATCH_LIMIT + 1 }, () => topic)
    expect(batchSubscribeParamsSchema.safeParse({ topics }).success).toBe(false)
  })

  it('describe requests, acks and pushes', () => {
    expect(
      relayRequestSchema.safeParse({ id: '17', jsonrpc: '2.0', method: 'irn_subscribe' }).success,
    ).toBe(true)
    expect(relayRequestSchema.safeParse({ id: 1, jsonrpc: '1.0', method: 'x' }).success).toBe(false)
    expect(relayResponseSchema.safeParse({ id: 1, jsonrpc: '2.0', result: true }).success).toBe(
      true,
    )
    expect(
      relayResponseSchema.safeParse({
        id: null,
        jsonrpc: '2.0',
        error: { code: -32700, message: 'Parse error' },
      }).success,
    ).toBe(true)
    const data = { topic, message: 'm', publishedAt: 1_732_000_000_000, tag: 1108, attestation: '' }
    expect(subscriptionParamsSchema.parse({ id: 'sub', data })).toEqual({ id: 'sub', data })
    expect(
      batchFetchMessagesResultSchema.parse({ messages: [data], hasMore: false }).messages,
    ).toHaveLength(1)
  })

  it('accept only base58btc did:key issuers in relay JWTs', () => {
    const claims = { sub: 's', aud: 'ws://127.0.0.1:8788', iat: 1, exp: 2 }
    expect(
      relayJwtClaimsSchema.safeParse({
        ...claims,
        iss: 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
      }).success,
    ).toBe(true)
    expect(relayJwtClaimsSchema.safeParse({ ...claims, iss: 'did:web:example.org' }).success).toBe(
      false,
    )
    expect(relayJwtClaimsSchema.safeParse({ ...claims, iss: 'did:key:z0OIl' }).success).toBe(false)
  })
})
