import usdcBackground from '@web3icons/core/svgs/tokens/background/USDC.svg.js'
import metamaskBackground from '@web3icons/core/svgs/wallets/background/metamask.svg.js'
import { describe, expect, it } from 'vitest'
import { readIconSvg } from './readIconSvg'

describe('readIconSvg', () => {
  it('reads the background variant of an icon from the installed package', async () => {
    expect(await readIconSvg({ folder: 'wallets', name: 'metamask' })).toBe(
      metamaskBackground.trim(),
    )
    expect(await readIconSvg({ folder: 'tokens', name: 'USDC' })).toBe(usdcBackground.trim())
  })

  it('answers undefined for an icon the package does not have', async () => {
    expect(await readIconSvg({ folder: 'wallets', name: 'no-such-wallet' })).toBeUndefined()
  })
})
