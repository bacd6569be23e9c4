import { SwapAccountRequiredError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { createSwapContext } from './createSwapContext'
import { swapAccount } from './swapAccount'

describe('swapAccount', () => {
  it('refuses to quote or sign without a connected eip155 account', () => {
    const { portico } = createTestPortico()
    expect(() => swapAccount(createSwapContext(portico))).toThrow(SwapAccountRequiredError)
  })

  it("gives the connected account's address, CAIP address and network", async () => {
    const { portico } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    const { address, caipAddress, caipNetwork } = swapAccount(createSwapContext(portico))
    expect(caipAddress).toBe(`${caipNetwork.caipNetworkId}:${address}`)
    await portico.destroy()
  })
})
