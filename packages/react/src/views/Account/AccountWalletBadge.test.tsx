// @vitest-environment jsdom
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithClient } from '../../testing/renderWithClient'
import { AccountWalletBadge } from './AccountWalletBadge'
import { createApiTestClient, TEST_ADDRESS } from './tabs/testing/createApiTestClient'

afterEach(cleanup)

function badgeFor(
  walletInfo: { name: string; type: 'AUTH' | 'INJECTED'; icon?: string },
  authProvider?: 'email' | 'google',
) {
  const { client } = createApiTestClient({})
  if (authProvider)
    client.stores.account.getState().setAccount('eip155', {
      user: {
        email: 'ada@example.com',
        address: TEST_ADDRESS,
        chainId: 31337,
        accounts: [],
        authProvider,
      },
    })
  const { container } = renderWithClient(<AccountWalletBadge walletInfo={walletInfo} />, client)
  return container
}

describe('AccountWalletBadge', () => {
  it('shows an email login as an envelope, not the connector’s initial', () => {
    const badge = badgeFor({ name: 'Email', type: 'AUTH' }, 'email')
    expect(badge.querySelector('[data-testid="portico-account-email-mark"] svg')).not.toBeNull()
    expect(badge.textContent).not.toContain('E')
  })

  it('shows a social login as its provider’s logo', () => {
    const badge = badgeFor({ name: 'Email', type: 'AUTH' }, 'google')
    expect(
      decodeURIComponent(
        badge.querySelector('.portico-social-mark img')?.getAttribute('src') ?? '',
      ),
    ).toContain('social:google')
  })

  it('shows another wallet’s own icon', () => {
    const badge = badgeFor({
      name: 'Test Wallet',
      type: 'INJECTED',
      icon: 'data:image/png;base64,AA',
    })
    expect(badge.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AA')
  })
})
