// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AccountButton } from '../../components/AccountButton/AccountButton'
import { loadTranslator } from '../../i18n/loadTranslator'
import type { Translator } from '../../i18n/Translator'
import { queryShadow } from '../../testing/queryShadow'
import { renderWithClient } from '../../testing/renderWithClient'
import { AccountView } from './AccountView'
import { createApiTestClient, TEST_ADDRESS } from './tabs/testing/createApiTestClient'
import { etherDeposit } from './tabs/testing/etherDeposit'

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
const deposit = etherDeposit('0.00660012345', new Date().toISOString())

function renderAccount(translator: Translator | null = null) {
  const { client } = createApiTestClient({
    [`/v1/account/${TEST_ADDRESS}/balance`]: { balances: [ether] },
    [`/v1/account/${TEST_ADDRESS}/history`]: { data: [deposit], next: null },
    [`/v1/account/${TEST_ADDRESS}/nfts`]: { data: [], next: null },
  })
  if (translator) client.stores.theme.getState().setLocale(translator.locale)
  renderWithClient(
    <>
      <AccountButton />
      <AccountView />
    </>,
    client,
    translator,
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
  it.each([
    [
      'reads the same everywhere, truncated, never as zero: 0.00660012345 ETH is 0.00660012',
      {
        locale: undefined,
        amount: '0.00660012 ETH',
      },
    ],
    ['writes it in the visitor’s locale', { locale: 'de', amount: '0,00660012 ETH' }],
  ] as const)(
    '%s',
    async (_title, { locale, amount }) => {
      renderAccount(locale && (await loadTranslator(locale)))
      const { header, account, token, activity } = await shownAmounts()
      expect(header).toContain(amount)
      expect(account).toBe(amount)
      expect(token).toContain(amount)
      expect(activity).toContain(`+${amount}`)
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
