// @vitest-environment jsdom
import type { TokenBalance } from '@portico/common'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoContext } from '../../../context/PorticoContext'
import { loadTranslator } from '../../../i18n/loadTranslator'
import type { Translator } from '../../../i18n/Translator'
import { TranslatorContext } from '../../../i18n/TranslatorContext'
import { createApiTestClient, TEST_ADDRESS } from '../../Account/tabs/testing/createApiTestClient'
import WalletSendPreviewView from './WalletSendPreviewView'

// A send starts the kit's lazily loaded chunks; the file must not end while one still loads.
afterEach(async () => {
  await vi.dynamicImportSettled()
  cleanup()
})

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

function renderPreview(translator: Translator, sent?: { hash: string; amount: string }) {
  const { client } = createApiTestClient({
    [`/v1/account/${TEST_ADDRESS}/balance`]: { balances: [ether] },
  })
  const send = client.stores.send.getState()
  send.setToken(ether)
  send.setTokenAmount('0.03283399999')
  send.setReceiverAddress(RECEIVER)
  const view = sent ? { sent: { ...sent, symbol: 'ETH', to: RECEIVER } } : {}
  render(
    <PorticoContext.Provider value={client}>
      <TranslatorContext.Provider value={translator}>
        <WalletSendPreviewView {...view} />
      </TranslatorContext.Provider>
    </PorticoContext.Provider>,
  )
  return client
}

describe('WalletSendPreviewView', () => {
  it('shows the amount and its value truncated, in the visitor’s locale, and no “Sending…” before the wallet answers', async () => {
    const client = renderPreview(await loadTranslator('de'))
    const amount = await screen.findByTestId('portico-preview-amount', undefined, { timeout: 5000 })
    // 0.03283399999 keeps 6 digits from its first non-zero one, cut, not rounded.
    expect(amount.textContent).toContain('0,0328339 ETH')
    expect(screen.getByText('$98,50')).toBeTruthy()
    // No wallet here: the send fails. The visitor never approved, so nothing said it was sending.
    const messages: string[] = []
    client.stores.toast.subscribe((s) => messages.push(s.message))
    await act(async () => fireEvent.click(screen.getByTestId('portico-send-confirm')))
    expect(client.stores.send.getState().loading).toBe(false)
    expect(messages.filter((message) => message.startsWith('Sende'))).toEqual([])
  })

  it('confirms a sent amount the same way', async () => {
    renderPreview(await loadTranslator('de'), { hash: `0x${'ab'.repeat(32)}`, amount: '1234.50' })
    expect(screen.getByTestId('portico-send-sent').textContent).toContain(
      '1.234,5 ETH an 0x70…dc79C8',
    )
  })
})
