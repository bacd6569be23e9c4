// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => vi.restoreAllMocks())

// Classic zod (the relay schemas, `@portico/common/zod`) compiles object parsers with
// `new Function` unless switched; the switch sits with the kit's zod/mini `z`, and zod's
// configuration is shared, so importing the classic entry alone must switch it too.
it('switches classic zod to interpreted parsers in a browser', async () => {
  const functionCalls = vi.spyOn(globalThis, 'Function')
  const { z } = await import('./zod')
  const answer = z.object({ ok: z.boolean(), nested: z.object({ n: z.number() }) })
  expect(answer.parse({ ok: true, nested: { n: 1 } })).toEqual({ ok: true, nested: { n: 1 } })
  expect(functionCalls).not.toHaveBeenCalled()
  expect(z.config().jitless).toBe(true)
})
