// @vitest-environment jsdom
import type { Features } from '@portico/common'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithClient } from '../../../testing/renderWithClient'
import { createApiTestClient } from '../tabs/testing/createApiTestClient'
import { WalletFeatures } from './WalletFeatures'

afterEach(cleanup)

// The gateway lists a token to swap on the devnet: the network offers swaps.
const routes = {
  '/v1/convert/tokens': {
    tokens: [
      {
        address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        symbol: 'ETH',
        decimals: 18,
      },
    ],
  },
}

function renderFeatures(features?: Partial<Features>) {
  const { client, requests } = createApiTestClient(routes, features ? { features } : {})
  renderWithClient(<WalletFeatures />, client)
  return Object.assign(client, { requests })
}

describe('WalletFeatures (spec §1 swaps, receive and send flags)', () => {
  it('shows Receive and Send by default, each opening its view', () => {
    const client = renderFeatures()
    fireEvent.click(screen.getByTestId('portico-wallet-feature-receive'))
    expect(client.stores.router.getState().history.at(-1)?.view).toBe('WalletReceive')
    fireEvent.click(screen.getByTestId('portico-wallet-feature-send'))
    expect(client.stores.router.getState().history.at(-1)?.view).toBe('WalletSend')
  })

  it('has no Receive button with features.receive off', () => {
    renderFeatures({ receive: false })
    expect(screen.getByTestId('portico-wallet-feature-send')).toBeTruthy()
    expect(screen.queryByTestId('portico-wallet-feature-receive')).toBeNull()
  })

  it('has no Send button with features.send off', () => {
    renderFeatures({ send: false })
    expect(screen.getByTestId('portico-wallet-feature-receive')).toBeTruthy()
    expect(screen.queryByTestId('portico-wallet-feature-send')).toBeNull()
  })

  it('shows Swap where the network offers swaps, and not with features.swaps off', async () => {
    renderFeatures()
    // The swap client and the gateway's rules are fetched on first use: their first import in a
    // worker busy with other files can take longer than findBy's 1 s default.
    const swap = await screen.findByTestId('portico-wallet-feature-swaps', undefined, {
      timeout: 20_000,
    })
    expect(swap).toBeTruthy()
    cleanup()
    const { requests } = renderFeatures({ swaps: false })
    await screen.findByTestId('portico-wallet-feature-receive')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId('portico-wallet-feature-swaps')).toBeNull()
    // Off means the network is not even asked about: no convert call at all.
    expect(requests.some((url) => url.pathname.startsWith('/v1/convert/'))).toBe(false)
  })
})
