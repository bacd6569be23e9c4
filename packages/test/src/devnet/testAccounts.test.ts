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
    // Ten seeds of 2,048 PBKDF2 rounds each, in JavaScript: over 5 s on a loaded 2-core machine
    // (a fresh-clone run beside other test suites timed out here).
  }, 30_000)
})
