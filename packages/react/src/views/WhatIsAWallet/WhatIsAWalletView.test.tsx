// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoContext } from '../../context/PorticoContext'
import { createTestClient } from '../../testing/createTestClient'
import { ConnectView } from '../Connect/ConnectView'
import { WhatIsAWalletView } from './WhatIsAWalletView'

afterEach(cleanup)

function renderWith(client: ReturnType<typeof createTestClient>['client'], node: React.ReactNode) {
  return render(<PorticoContext.Provider value={client}>{node}</PorticoContext.Provider>)
}

describe('What is a wallet?', () => {
  it('is one step from Connect', () => {
    const { client } = createTestClient()
    client.stores.router.getState().reset({ view: 'Connect' })
    renderWith(client, <ConnectView />)
    fireEvent.click(screen.getByRole('button', { name: /What is a wallet\?/ }))
    expect(client.stores.router.getState().view).toEqual({ view: 'WhatIsAWallet' })
  })

  it('explains wallets in three points, leads to the wallet list, and links to learn more', () => {
    const { client } = createTestClient()
    renderWith(client, <WhatIsAWalletView />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByText('A new way to sign in')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Get a wallet' }))
    expect(client.stores.router.getState().view).toEqual({ view: 'AllWallets' })
    const learn = screen.getByRole('link', { name: 'Learn more about wallets' })
    expect(learn.getAttribute('href')).toMatch(/^https:\/\//)
    expect(learn.getAttribute('rel')).toContain('noopener')
  })
})
