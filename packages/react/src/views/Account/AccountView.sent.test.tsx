// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithClient } from '../../testing/renderWithClient'
import { AccountView } from './AccountView'
import { createApiTestClient, TEST_ADDRESS } from './tabs/testing/createApiTestClient'

afterEach(cleanup)

describe('the Account view after an ERC-20 or Solana send', () => {
  it('shows what was sent, its hash and Done, which shows the account', async () => {
    const { client, requests } = createApiTestClient({
      [`/v1/account/${TEST_ADDRESS}/balance`]: { balances: [] },
      [`/v1/account/${TEST_ADDRESS}/history`]: { data: [], next: null },
    })
    const hash = `0x${'ab'.repeat(32)}`
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    // Where core's send leaves the router (spec §2), with the result the send view added.
    client.stores.router.getState().reset({
      view: 'Account',
      sent: { hash, amount: '1.5', symbol: 'PTT', to },
    })
    renderWithClient(<AccountView />, client)
    expect(screen.getByTestId('portico-send-sent-summary').textContent).toContain(
      '1.5 PTT to 0x70…dc79C8',
    )
    expect(screen.getByTestId('portico-send-sent-hash').textContent).toContain('0xab')
    fireEvent.click(screen.getByTestId('portico-send-done'))
    expect(client.stores.router.getState().view).toEqual({ view: 'Account' })
    expect(await screen.findByRole('tablist')).toBeTruthy()
    // The account's tabs load their chunk and ask for the balances: the test ends after that
    // load, not while it is under way (a fresh-clone run once saw it land after teardown).
    await waitFor(() =>
      expect(requests.map((url) => url.pathname)).toContain(`/v1/account/${TEST_ADDRESS}/balance`),
    )
  })
})
