// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AccountButton } from '../../components/AccountButton/AccountButton'
import { PorticoContext } from '../../context/PorticoContext'
import { loadTranslator } from '../../i18n/loadTranslator'
import type { Translator } from '../../i18n/Translator'
import { TranslatorContext } from '../../i18n/TranslatorContext'
import { queryShadow } from '../../testing/queryShadow'
import { AccountView } from './AccountView'
import { createApiTestClient, TEST_ADDRESS } from './tabs/testing/createApiTestClient'

afterEach(cleanup)

const WAIT = { timeout: 10_000 }
// The first render compiles the tabs' code: on a loaded machine that outlasts the default 5 s.
const SLOW = 20_000

// One deposit of 0.0066 ETH (a few dollars) is the whole account: every place that shows it must
// agree, and none may read it as zero.
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  quantity: { decimals: '18', numeric: '0.00660012345' },
  iconUrl: '',
}
const deposit = {
  id: 'deposit',
  metadata: {
    chain: 'eip155:31337',
    minedAt: new Date().toISOString(),
    operationType: 'deposit',
    status: 'confirmed',
    sentFrom: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    sentTo: TEST_ADDRESS,
  },
  transfers: [
    {
      direction: 'in',
      quantity: { numeric: '0.00660012345' },
      fungible_info: { name: 'Ether', symbol: 'ETH' },
    },
  ],
}

function renderAccount(translator: Translator | null = null) {
  const { client } = createApiTestClient({
    [`/v1/account/${TEST_ADDRESS}/balance`]: { balances: [ether] },
    [`/v1/account/${TEST_ADDRESS}/history`]: { data: [deposit], next: null },
    [`/v1/account/${TEST_ADDRESS}/nfts`]: { data: [], next: null },
  })
  if (translator) client.stores.theme.getState().setLocale(translator.locale)
  render(
    <PorticoContext.Provider value={client}>
      <TranslatorContext.Provider value={translator}>
        <AccountButton />
        <AccountView />
      </TranslatorContext.Provider>
    </PorticoContext.Provider>,
  )
  return client
}

async function shownAmounts() {
  // The gateway's balance answer fills the token list and the native balance together.
  const token = (await screen.findByTestId('portico-token-ETH', undefined, WAIT)).textContent
  const header = queryShadow('portico-kit').getByTestId('portico-account-button').textContent
  const account = screen.getByTestId('portico-account-balance').textContent
  fireEvent.click(screen.getByRole('tab', { name: /Activity|Aktivität/ }))
  const activity = (await screen.findByTestId('portico-activity-row', undefined, WAIT)).textContent
  return { header, account, token, activity }
}

describe('an amount across the account', () => {
  it(
    'reads the same everywhere, truncated, never as zero: 0.00660012345 ETH is 0.00660012',
    async () => {
      renderAccount()
      const { header, account, token, activity } = await shownAmounts()
      expect(header).toContain('0.00660012 ETH')
      expect(account).toBe('0.00660012 ETH')
      expect(token).toContain('0.00660012 ETH')
      expect(activity).toContain('+0.00660012 ETH')
    },
    SLOW,
  )

  it(
    'writes it in the visitor’s locale',
    async () => {
      renderAccount(await loadTranslator('de'))
      const { header, account, token, activity } = await shownAmounts()
      expect(header).toContain('0,00660012 ETH')
      expect(account).toBe('0,00660012 ETH')
      expect(token).toContain('0,00660012 ETH')
      expect(activity).toContain('+0,00660012 ETH')
    },
    SLOW,
  )
})

describe('the Account view’s header and layout', () => {
  it(
    'shows what the tokens are worth under the balance, and the tabs before the account’s rows',
    async () => {
      renderAccount()
      await screen.findByTestId('portico-token-ETH', undefined, WAIT)
      // 0.00660012345 ETH at $3,000.
      expect(screen.getByTestId('portico-account-usd').textContent).toBe('$19.80')
      const tabs = screen.getByRole('tablist')
      const network = screen.getByTestId('portico-account-network')
      expect(tabs.compareDocumentPosition(network) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    },
    SLOW,
  )
})
