import { SwapAccountRequiredError } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { createSwapContext } from './createSwapContext'
import { swapAccount } from './swapAccount'

describe('swapAccount', () => {
  // A new instance fetches its started parts in the background; a file that ends first would
  // have them imported after its environment is gone.
  afterEach(() => vi.dynamicImportSettled())

  it('refuses to quote or sign without a connected eip155 account', async () => {
    const { portico } = createTestPortico()
    expect(() => swapAccount(createSwapContext(portico))).toThrow(SwapAccountRequiredError)
    await portico.destroy()
  })

  it("gives the connected account's address, CAIP address and network", async () => {
    const { portico } = createTestPortico()
    await portico.connect({ connectorId: 'injected' })
    const { address, caipAddress, caipNetwork } = swapAccount(createSwapContext(portico))
    expect(caipAddress).toBe(`${caipNetwork.caipNetworkId}:${address}`)
    await portico.destroy()
  })
})
