// @vitest-environment jsdom
import { DEVNET_CHAINS, type TokenBalance } from '@portico/common'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadTranslator } from '../../../i18n/loadTranslator'
import type { Translator } from '../../../i18n/Translator'
import { CurrentView } from '../../../testing/CurrentView'
import { createTestClient } from '../../../testing/createTestClient'
import { renderWithClient } from '../../../testing/renderWithClient'
import { createApiTestClient, TEST_ADDRESS } from '../../Account/tabs/testing/createApiTestClient'
import { ETHER_BALANCE } from '../../Account/tabs/testing/etherBalance'
import WalletSendPreviewView from './WalletSendPreviewView'

// A send starts the kit's lazily loaded chunks; the file must not end while one still loads.
afterEach(async () => {
  await vi.dynamicImportSettled()
  cleanup()
})

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// 1 of devnet A's native currency, as the send form holds it.
const DEVNET_ETHER: TokenBalance = {
  name: DEVNET_CHAINS.devnetA.nativeCurrency.name,
  symbol: DEVNET_CHAINS.devnetA.nativeCurrency.symbol,
  chainId: DEVNET_CHAINS.devnetA.caipNetworkId,
  price: 0,
  quantity: { decimals: String(DEVNET_CHAINS.devnetA.nativeCurrency.decimals), numeric: '1' },
  iconUrl: '',
}

function renderPreview(translator: Translator, sent?: { hash: string; amount: string }) {
  const { client } = createApiTestClient({
    [`/v1/account/${TEST_ADDRESS}/balance`]: { balances: [ETHER_BALANCE] },
  })
  const send = client.stores.send.getState()
  send.setToken(ETHER_BALANCE)
  send.setTokenAmount('0.03283399999')
  send.setReceiverAddress(RECEIVER)
  const view = sent ? { sent: { ...sent, symbol: 'ETH', to: RECEIVER } } : {}
  renderWithClient(<WalletSendPreviewView {...view} />, client, translator)
  return client
}

describe('WalletSendPreviewView', () => {
  it('shows the amount and its value truncated, in the visitor’s locale, and no “Sending…” before the wallet answers', async () => {
    const client = renderPreview(await loadTranslator('de'))
    const amount = await screen.findByTestId('portico-preview-amount', undefined, {
      timeout: 20_000,
    })
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

  it('keeps showing the send while the wallet asks, though a new balance no longer covers it, then shows what was sent', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    const { client, adapter, wallet } = createTestClient({
      projectId: 'test',
      apiUrl: 'http://gateway.test',
      fetch: async () => Response.json({ message: 'not found' }, { status: 404 }),
    })
    let answer: (hash: string) => void = () => {}
    adapter.sendTransaction = () => new Promise((resolve) => (answer = resolve))
    await client.connect({ connectorId: wallet.connector.id })
    client.push({ view: 'WalletSend' })
    client.push({ view: 'WalletSendPreview' })
    const send = client.stores.send.getState()
    send.setToken(DEVNET_ETHER)
    send.setTokenAmount('0.25')
    send.setReceiverAddress(RECEIVER)
    renderWithClient(<CurrentView client={client} />, client)
    fireEvent.click(
      await screen.findByTestId('portico-send-confirm', undefined, { timeout: 20_000 }),
    )
    await waitFor(() => expect(client.stores.send.getState().loading).toBe(true))
    // A new block while the wallet asks: what is left no longer covers the amount being sent.
    act(() => client.stores.account.getState().setAccount('eip155', { balance: '0.1' }))
    expect(screen.getByTestId('portico-preview-amount').textContent).toContain('0.25 ETH')
    await act(async () => answer(hash))
    const summary = await screen.findByTestId('portico-send-sent')
    expect(summary.textContent).toContain('0.25 ETH to 0x70…dc79C8')
    expect(client.stores.router.getState().view).toEqual({
      view: 'WalletSendPreview',
      sent: { hash, amount: '0.25', symbol: 'ETH', to: RECEIVER },
    })
    await waitFor(() => expect(client.stores.toast.getState().message).toBe('Sent 0.25 ETH'))
    expect(client.stores.send.getState()).toMatchObject({
      sendTokenAmount: undefined,
      loading: false,
    })
  })

  it('says who pays the fee when the site sponsors it, and why not when it refused', async () => {
    const { client, adapter, wallet } = createTestClient({
      projectId: 'test',
      apiUrl: 'http://gateway.test',
      fetch: async () => Response.json({ message: 'not found' }, { status: 404 }),
    })
    await client.connect({ connectorId: wallet.connector.id })
    const send = client.stores.send.getState()
    send.setToken(DEVNET_ETHER)
    send.setTokenAmount('0.25')
    send.setReceiverAddress(RECEIVER)
    adapter.estimateFee = async () => ({ fee: 0n, paidBy: 'Portico Demo' })
    renderWithClient(<WalletSendPreviewView />, client)
    await waitFor(
      () =>
        expect(screen.getByTestId('portico-preview-fee').textContent).toBe('Paid by Portico Demo'),
      { timeout: 20_000 },
    )
    expect(screen.queryByTestId('portico-preview-fee-note')).toBeNull()
    cleanup()
    const refusal = 'This site does not pay the network fee for this action'
    adapter.estimateFee = async () => ({ fee: 21_000n * 10n ** 9n, sponsorshipRefusal: refusal })
    send.setTokenAmount('0.2')
    renderWithClient(<WalletSendPreviewView />, client)
    await waitFor(() =>
      expect(screen.getByTestId('portico-preview-fee').textContent).toBe('≈ 0.000021 ETH'),
    )
    expect(screen.getByTestId('portico-preview-fee-note').textContent).toBe(refusal)
    expect(screen.queryByTestId('portico-preview-fee-short')).toBeNull()
    expect(screen.getByTestId('portico-send-confirm')).toHaveProperty('disabled', false)
    cleanup()
    // An account that cannot pay: the fee it would be charged, the reason, and no Send.
    adapter.estimateFee = async () => ({
      fee: 21_000n * 10n ** 9n,
      sponsorshipRefusal: refusal,
      insufficientFunds: true,
    })
    send.setTokenAmount('0.15')
    renderWithClient(<WalletSendPreviewView />, client)
    await waitFor(() =>
      expect(screen.getByTestId('portico-preview-fee').textContent).toBe('≈ 0.000021 ETH'),
    )
    expect(screen.getByTestId('portico-preview-fee-note').textContent).toBe(refusal)
    expect(screen.getByTestId('portico-preview-fee-short').textContent).toBe('Insufficient balance')
    expect(screen.getByTestId('portico-send-confirm')).toHaveProperty('disabled', true)
    cleanup()
    // Paid in a token through the site's token paymaster: the exact amount debited, no "≈", and
    // the account can send though it holds no ether for the fee.
    adapter.estimateFee = async () => ({
      fee: 0n,
      sponsorshipRefusal: refusal,
      paidIn: { token: RECEIVER, symbol: 'tUSDT', decimals: 6, amount: 421_875n },
    })
    send.setTokenAmount('0.1')
    renderWithClient(<WalletSendPreviewView />, client)
    await waitFor(() =>
      expect(screen.getByTestId('portico-preview-fee').textContent).toBe('0.421875 tUSDT'),
    )
    expect(screen.queryByTestId('portico-preview-fee-short')).toBeNull()
    expect(screen.getByTestId('portico-send-confirm')).toHaveProperty('disabled', false)
  })
})
