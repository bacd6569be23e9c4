import { describe, expect, it } from 'vitest'
import { isAccountTypedData } from './refuseAccountTypedData'

const smart = '0x8Ba1f109551bD432803012645Ac136ddd64DBA72'

describe('isAccountTypedData: what the EOA must not sign', () => {
  it('is the account’s own structures, whatever the domain, and with no account known', () => {
    for (const primaryType of ['PorticoUserOperation', 'PorticoMessage']) {
      expect(isAccountTypedData({ primaryType }, undefined)).toBe(true)
      expect(isAccountTypedData({ primaryType, domain: { chainId: 1 } }, smart)).toBe(true)
    }
  })

  it('is ERC-4337’s typed user operation, which a delegated (EIP-7702) EOA accepts as its own', () => {
    const domain = {
      name: 'ERC4337',
      version: '1',
      chainId: 31337,
      verifyingContract: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    }
    expect(isAccountTypedData({ primaryType: 'PackedUserOperation', domain }, undefined)).toBe(true)
    expect(isAccountTypedData({ primaryType: 'PackedUserOperation' }, smart)).toBe(true)
  })

  it('is anything under the smart account’s domain, in any letter case, on any chain', () => {
    for (const verifyingContract of [
      smart,
      smart.toLowerCase(),
      `0x${smart.slice(2).toUpperCase()}`,
    ])
      expect(
        isAccountTypedData(
          { primaryType: 'Permit', domain: { chainId: 5, verifyingContract } },
          smart,
        ),
      ).toBe(true)
  })

  it('is not other typed data', () => {
    const other = { primaryType: 'Mail', domain: { verifyingContract: `0x${'12'.repeat(20)}` } }
    expect(isAccountTypedData(other, smart)).toBe(false)
    expect(isAccountTypedData({ primaryType: 'Mail' }, smart)).toBe(false)
    expect(
      isAccountTypedData({ primaryType: 'Mail', domain: { verifyingContract: smart } }, undefined),
    ).toBe(false)
  })
})
