import { type Anvil, startAnvil } from '@portico/test'
import { afterAll, beforeAll } from 'vitest'

/**
 * Devnets A and B (chains 31337 and 31338) for the calling test file: started before its tests,
 * stopped after them. Returns a getter.
 * @example
 * const devnets = useTestDevnets()
 * it('…', () => { const { client } = devnetClient(devnets()) })
 */
export function useTestDevnets(): () => Anvil[] {
  let devnets: Anvil[] = []
  beforeAll(async () => {
    devnets = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  })
  afterAll(async () => {
    await Promise.all(devnets.map((d) => d.stop()))
  })
  return () => devnets
}
