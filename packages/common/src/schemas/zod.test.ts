// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest'

// A strict Content Security Policy turns every `Function` constructor call into a reported
// violation; counting the calls shows what such a page would report.
afterEach(() => vi.restoreAllMocks())

it('builds and parses the kit schemas in a browser without ever constructing a Function', async () => {
  const functionCalls = vi.spyOn(globalThis, 'Function')
  const { getWalletsResponseSchema } = await import('./api/wallets')
  const { z } = await import('./zodMini')
  const answer = z.object({ ok: z.boolean(), nested: z.object({ n: z.number() }) })
  expect(answer.parse({ ok: true, nested: { n: 1 } })).toEqual({ ok: true, nested: { n: 1 } })
  expect(getWalletsResponseSchema.parse({ data: [], count: 0 })).toEqual({ data: [], count: 0 })
  expect(functionCalls).not.toHaveBeenCalled()
  expect(z.config().jitless).toBe(true)
})
