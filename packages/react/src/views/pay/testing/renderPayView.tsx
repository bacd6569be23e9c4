import { type CaipNetwork, type CaipNetworkId, DEVNET_CHAINS } from '@portico/common'
import type { PayClient, PayState, Portico } from '@portico/core'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { PorticoContext } from '../../../context/PorticoContext'
import { ViewTitleContext } from '../../../context/ViewTitleContext'
import type { Translator } from '../../../i18n/Translator'
import { TranslatorContext } from '../../../i18n/TranslatorContext'
import { createApiTestClient } from '../../Account/tabs/testing/createApiTestClient'

/** A recipient on the devnets (anvil's second account). */
export const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The devnets' tUSDT token, as a site would ask for it. */
export const TUSDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/**
 * A payment of 12.5 tUSDT on devnet A as the pay store holds it once `openPay` went through.
 * @example
 * payClient.store.setState({ request: tusdtRequest() })
 */
export function tusdtRequest(
  network: CaipNetworkId = DEVNET_CHAINS.devnetA.caipNetworkId,
): PayState['request'] {
  const paymentAsset = {
    network,
    asset: TUSDT,
    metadata: { name: 'Tether USD (test)', symbol: 'tUSDT', decimals: 6 },
  }
  return {
    paymentAsset,
    recipient: RECIPIENT,
    amount: '12.5',
    paymentId: 'pay_AAAAAAAAAAAAAAAAAAAAAA',
    options: { paymentAsset, recipient: RECIPIENT, amount: '12.5' },
  }
}

/**
 * Renders a Pay view over a real client (gateway answers from `routes`, signed in on devnet
 * A, `features.pay` on) and its real pay client, whose store starts from `state`. Returns the
 * client, the pay client (for a test to drive its store), the requests and the titles set.
 * @example
 * const { payClient } = await renderPayView(<PayView />, { request: tusdtRequest() })
 */
export async function renderPayView(
  view: ReactNode,
  state: Partial<PayState>,
  options: {
    routes?: Record<string, unknown>
    translator?: Translator | null
    devnetA?: CaipNetwork
    /** Render as on a phone (`client.options.isMobile()`). */
    mobile?: boolean
  } = {},
): Promise<{
  client: Portico
  payClient: PayClient
  requests: URL[]
  titles: (string | undefined)[]
}> {
  const { client, requests } = createApiTestClient(options.routes ?? {}, {
    features: { pay: true, onramp: true, swaps: true },
    ...(options.devnetA && { devnetA: options.devnetA }),
  })
  if (options.mobile) Object.assign(client.options, { isMobile: () => true })
  const payClient = await client.loadPay()
  payClient.store.setState(state)
  const titles: (string | undefined)[] = []
  await act(async () => {
    render(
      <PorticoContext.Provider value={client}>
        <TranslatorContext.Provider value={options.translator ?? null}>
          <ViewTitleContext.Provider value={(title) => titles.push(title)}>
            {view}
          </ViewTitleContext.Provider>
        </TranslatorContext.Provider>
      </PorticoContext.Provider>,
    )
  })
  return { client, payClient, requests, titles }
}
