// @vitest-environment jsdom
import type { AccountType } from '@portico/common'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithClient } from '../../testing/renderWithClient'
import { AccountTypeRow } from './AccountTypeRow'
import { createApiTestClient, TEST_ADDRESS } from './tabs/testing/createApiTestClient'

afterEach(cleanup)

const SMART = '0x8Ba1f109551bD432803012645Ac136ddd64DBA72'

/**
 * The row for an embedded wallet whose frame lists its smart account, its EOA and the EOA's
 * EIP-7702 upgrade (one address, two kinds), connected as `used`.
 */
function renderRow(used: AccountType) {
  const { client } = createApiTestClient({})
  const accounts = [
    { address: SMART, type: 'smartAccount' as const },
    { address: TEST_ADDRESS, type: 'eoa' as const },
    { address: TEST_ADDRESS, type: 'eip7702' as const },
  ]
  client.stores.account.getState().setAccount('eip155', {
    address: used === 'smartAccount' ? SMART : TEST_ADDRESS,
    allAccounts: accounts.map((account) => ({ ...account, namespace: 'eip155' as const })),
    user: { address: TEST_ADDRESS, chainId: 31337, accounts, preferredAccountType: used },
  })
  renderWithClient(<AccountTypeRow />, client, null)
}

const row = () => screen.queryByTestId('portico-account-type')

describe('AccountTypeRow', () => {
  it('names the account in use and offers the other, the EOA listed twice', () => {
    renderRow('eoa')
    expect(row()?.textContent).toBe('Standard accountSwitch to your smart account')
    cleanup()
    renderRow('smartAccount')
    expect(row()?.textContent).toBe('Smart AccountSwitch to your standard account')
  })

  it('is not there for the EOA upgraded to a smart account (EIP-7702), the project’s choice', () => {
    renderRow('eip7702')
    expect(row()).toBeNull()
  })
})
