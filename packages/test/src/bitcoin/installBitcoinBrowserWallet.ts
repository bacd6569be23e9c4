import type { BitcoinNetworkParams } from '@portico/common'
import type { Wallet } from '@wallet-standard/base'
import { type BitcoinTestWallet, createBitcoinTestWallet } from './createBitcoinTestWallet'
import { regtestKeys } from './regtestKeys'

/**
 * Options of {@link installBitcoinBrowserWallet}.
 * @example
 * const options: BitcoinBrowserWalletOptions = { params: litecoinRegtestParams, esploraUrl, projectId: 'portico-demo' }
 */
export type BitcoinBrowserWalletOptions = {
  params: BitcoinNetworkParams
  /** The chain's Esplora-style API (`{gateway}/v1/esplora/{reference}`): where sends go. */
  esploraUrl: string
  projectId?: string | undefined
  /** Which of `regtestKeys()` signs (default 0: the key the regtest chain funds). */
  keyIndex?: number
}

/** What wallet-standard apps hand a wallet to register with. */
type WalletsApi = { register(...wallets: Wallet[]): () => void }

/**
 * Puts the Bitcoin test wallet (a regtest key signing with `@scure/btc-signer`) into the page the
 * wallet-standard way: a `wallet-standard:register-wallet` event now, and again for every app
 * that announces itself later with `wallet-standard:app-ready`. Its sends are broadcast through
 * the gateway's Esplora-style API. Test keys only: they are public.
 *
 * @example
 * installBitcoinBrowserWallet({ params: litecoinRegtestParams, esploraUrl, projectId })
 */
export function installBitcoinBrowserWallet(
  options: BitcoinBrowserWalletOptions,
): BitcoinTestWallet {
  const index = options.keyIndex ?? 0
  const key = regtestKeys(index + 1)[index]
  if (!key) throw new Error(`There is no regtest test key ${index}`)
  const query = options.projectId ? `?${new URLSearchParams({ projectId: options.projectId })}` : ''
  const wallet = createBitcoinTestWallet({
    key,
    params: options.params,
    broadcast: async (hex) => {
      const response = await fetch(`${options.esploraUrl.replace(/\/+$/, '')}/tx${query}`, {
        method: 'POST',
        body: hex,
      })
      if (!response.ok) throw new Error(await response.text())
      return response.text()
    },
  })
  const callback = (api: WalletsApi) => api.register(wallet)
  window.dispatchEvent(
    Object.assign(new Event('wallet-standard:register-wallet'), { detail: callback }),
  )
  window.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as Event & { detail: WalletsApi }).detail),
  )
  return wallet
}
