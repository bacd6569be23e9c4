import { describe, expect, it } from 'vitest'
import * as exports from './nuxt'

describe('@portico/vue/nuxt', () => {
  it('exports the module, as Nuxt loads it (default) and by name', async () => {
    expect(Object.keys(exports).sort()).toEqual(['default', 'porticoNuxtModule'])
    expect(exports.default).toBe(exports.porticoNuxtModule)
    expect(await exports.default.getMeta()).toEqual({ name: '@portico/vue/nuxt' })
  })
})
