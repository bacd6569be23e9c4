import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { anvilAccounts, anvilMnemonic } from './testAccounts'

describe('anvilAccounts', () => {
  it('lists the ten accounts anvil derives from its default mnemonic', () => {
    expect(anvilAccounts).toHaveLength(10)
    anvilAccounts.forEach((entry, addressIndex) => {
      expect(privateKeyToAccount(entry.privateKey).address).toBe(entry.address)
      expect(mnemonicToAccount(anvilMnemonic, { addressIndex }).address).toBe(entry.address)
    })
  })
})
