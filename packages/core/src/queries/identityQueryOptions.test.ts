import { QueryClient } from '@tanstack/query-core'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBlockchainApiClient } from '../api/createBlockchainApiClient'
import { createGatewayFetch, GATEWAY_TEST_URL } from '../api/testing/createGatewayFetch'
import { identityQueryOptions } from './identityQueryOptions'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let gateway: ReturnType<typeof createGatewayFetch>

beforeAll(async () => {
  gateway = createGatewayFetch()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('identityQueryOptions', () => {
  it('keeps an identity fresh for 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = createBlockchainApiClient({ baseUrl: GATEWAY_TEST_URL, fetch: gateway.fetch })
    const queryClient = new QueryClient()
    const count = () => gateway.requests.filter((r) => r.url.pathname.includes('/identity/')).length
    const options = identityQueryOptions(api, { address: alice })
    expect(await queryClient.fetchQuery(options)).toEqual({ name: null, avatar: null })
    vi.advanceTimersByTime(5 * 60_000 - 1)
    await queryClient.fetchQuery(options)
    expect(count()).toBe(1)
    vi.advanceTimersByTime(1)
    await queryClient.fetchQuery(options)
    expect(count()).toBe(2)
  })
})
