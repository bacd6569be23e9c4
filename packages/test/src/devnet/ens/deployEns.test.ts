import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../startAnvil'
import { deployEns } from './deployEns'
import { defaultDevnetEns } from './devnetEns'

let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

describe('deployEns', () => {
  it('lands at the addresses services are configured with on a fresh devnet', async () => {
    const ens = await deployEns(anvil.rpcUrl)
    expect({
      registry: ens.registry,
      publicResolver: ens.publicResolver,
      reverseRegistrar: ens.reverseRegistrar,
      universalResolver: ens.universalResolver,
    }).toEqual(
      Object.fromEntries(
        Object.entries(defaultDevnetEns).map(([key, address]) => [key, address.toLowerCase()]),
      ),
    )
  }, 60_000)
})
