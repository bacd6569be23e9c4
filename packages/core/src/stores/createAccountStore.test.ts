import { describe, expect, it } from 'vitest'
import { createAccountStore, emptyAccount } from './createAccountStore'

describe('createAccountStore', () => {
  it('keeps one account per namespace', () => {
    const account = createAccountStore()
    account.getState().setAccount('eip155', { address: '0x1', balance: '1.5' })
    account.getState().setAccount('solana', { address: 'So1' })
    expect(account.getState().accounts.eip155).toMatchObject({ address: '0x1', balance: '1.5' })
    expect(account.getState().accounts.solana?.address).toBe('So1')
  })

  it('resetAccount empties the namespace but keeps preferred account types', () => {
    const account = createAccountStore()
    account.getState().setAccount('eip155', {
      address: '0x1',
      currentTab: 'activity',
      preferredAccountTypes: { eip155: 'eoa' },
    })
    account.getState().resetAccount('eip155')
    expect(account.getState().accounts.eip155).toEqual(emptyAccount({ eip155: 'eoa' }))
  })
})
