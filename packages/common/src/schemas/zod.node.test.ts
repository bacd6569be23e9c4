import { expect, it } from 'vitest'
import { z } from './zod'

// The relay and the gateway parse every request: off the page they keep zod's compiled parsers.
it('leaves zod compiling its parsers outside a browser', () => {
  expect(z.config().jitless).toBeUndefined()
  expect(z.object({ ok: z.boolean() }).parse({ ok: true })).toEqual({ ok: true })
})
