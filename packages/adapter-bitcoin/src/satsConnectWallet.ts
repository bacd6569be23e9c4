import { z } from '@portico/common/zod'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  BITCOIN_CONNECT,
  BITCOIN_SIGN_AND_SEND_TRANSACTION,
  BITCOIN_SIGN_MESSAGE,
  BITCOIN_SIGN_TRANSACTION,
  type BitcoinInputToSign,
} from './bitcoinFeatures'

/**
 * A wallet as sats-connect lists it on the page (`window.btc_providers`).
 * @example
 * const provider: SatsConnectProviderInfo = { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'data:image/svg+xml;base64,…' }
 */
export type SatsConnectProviderInfo = { id: string; name: string; icon: string }

/**
 * The part of `sats-connect` the adapter calls: `request(method, params, providerId)`.
 * @example
 * const satsConnect: SatsConnectRequester = await import('sats-connect')
 */
export type SatsConnectRequester = {
  request(
    method: string,
    params: unknown,
    providerId?: string,
  ): Promise<
    | { status: 'success'; result: unknown }
    | { status: 'error'; error: { code: number; message: string } }
  >
}

const addressesSchema = z.array(
  z.object({ address: z.string(), publicKey: z.string(), purpose: z.string() }),
)

/**
 * A sats-connect wallet seen through the Bitcoin wallet-standard features, so the adapter treats
 * both kinds alike: `bitcoin:connect` is `getAccounts`, `standard:connect` with `silent` is
 * `wallet_getAccount` (the accounts already granted), `bitcoin:signMessage` is `signMessage`
 * (BIP-322), `bitcoin:signTransaction` / `bitcoin:signAndSendTransaction` are `signPsbt`
 * (without / with `broadcast`), `standard:disconnect` is `wallet_disconnect`. `chains` are the
 * networks the app offers: the addresses the wallet answers decide which it serves.
 * @example
 * registry.register(satsConnectWallet(provider, await import('sats-connect'), ['bitcoin:mainnet']))
 */
export function satsConnectWallet(
  provider: SatsConnectProviderInfo,
  satsConnect: SatsConnectRequester,
  chains: readonly string[],
): Wallet {
  const call = async (method: string, params: unknown) => {
    const response = await satsConnect.request(method, params, provider.id)
    if (response.status === 'error') {
      throw Object.assign(new Error(response.error.message), { code: response.error.code })
    }
    return response.result
  }
  const features = [BITCOIN_SIGN_MESSAGE, BITCOIN_SIGN_TRANSACTION] as const
  let accounts: WalletAccount[] = []
  const toAccounts = (result: unknown) =>
    addressesSchema.parse(result).flatMap(({ address, publicKey, purpose }) =>
      purpose === 'payment' || purpose === 'ordinals'
        ? [
            {
              address,
              publicKey: hex.decode(publicKey),
              chains: [...chains],
              features,
              label: purpose,
            } as WalletAccount,
          ]
        : [],
    )
  const connect = async (input?: { purposes?: readonly string[]; silent?: boolean }) => {
    if (input?.silent) {
      try {
        const account = z
          .object({ addresses: z.unknown() })
          .parse(await call('wallet_getAccount', null))
        accounts = toAccounts(account.addresses)
      } catch {
        // Nothing granted yet (or an older wallet): a silent connect finds no accounts.
        accounts = []
      }
      return { accounts }
    }
    accounts = toAccounts(
      await call('getAccounts', { purposes: input?.purposes ?? ['payment', 'ordinals'] }),
    )
    return { accounts }
  }
  const signPsbt = async (
    input: { psbt: Uint8Array; inputsToSign: readonly BitcoinInputToSign[] },
    broadcast: boolean,
  ) => {
    const signInputs = Object.fromEntries(
      input.inputsToSign.map(({ account, signingIndexes }) => [
        account.address,
        [...signingIndexes],
      ]),
    )
    const result = z
      .object({ psbt: z.string(), txid: z.string().optional() })
      .parse(await call('signPsbt', { psbt: base64.encode(input.psbt), signInputs, broadcast }))
    return { signedPsbt: base64.decode(result.psbt), txId: result.txid }
  }
  return {
    version: '1.0.0',
    name: provider.name,
    icon: provider.icon as WalletIcon,
    chains: chains as Wallet['chains'],
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': { version: '1.0.0', connect },
      [BITCOIN_CONNECT]: { version: '1.0.0', connect },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          accounts = []
          await call('wallet_disconnect', null)
        },
      },
      [BITCOIN_SIGN_MESSAGE]: {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          const signed = []
          for (const { account, message } of inputs) {
            const text = new TextDecoder().decode(message)
            const result = z.object({ signature: z.string() }).parse(
              await call('signMessage', {
                address: account.address,
                message: text,
                protocol: 'BIP322',
              }),
            )
            signed.push({ signedMessage: message, signature: base64.decode(result.signature) })
          }
          return signed
        },
      },
      [BITCOIN_SIGN_TRANSACTION]: {
        version: '1.0.0',
        signTransaction: async (
          ...inputs: { psbt: Uint8Array; inputsToSign: readonly BitcoinInputToSign[] }[]
        ) => {
          const signed = []
          for (const input of inputs)
            signed.push({ signedPsbt: (await signPsbt(input, false)).signedPsbt })
          return signed
        },
      },
      [BITCOIN_SIGN_AND_SEND_TRANSACTION]: {
        version: '1.0.0',
        signAndSendTransaction: async (
          ...inputs: { psbt: Uint8Array; inputsToSign: readonly BitcoinInputToSign[] }[]
        ) => {
          const sent = []
          for (const input of inputs) {
            const { txId } = await signPsbt(input, true)
            if (!txId) throw new Error('The wallet did not broadcast the transaction')
            sent.push({ txId })
          }
          return sent
        },
      },
    },
  }
}
