import { z } from '@portico/common/zod-mini'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import {
  BITCOIN_CONNECT,
  BITCOIN_SIGN_AND_SEND_TRANSACTION,
  BITCOIN_SIGN_MESSAGE,
  BITCOIN_SIGN_TRANSACTION,
  type BitcoinInputToSign,
} from './bitcoinFeatures'
import { WalletDidNotBroadcastError } from './errors/wallet'

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

type SatsConnectCall = (method: string, params: unknown) => Promise<unknown>
type PsbtInput = { psbt: Uint8Array; inputsToSign: readonly BitcoinInputToSign[] }

// One sats-connect request to one provider: an error answer is thrown with its code (4001 when
// the user declined), as wallet-standard wallets throw theirs.
function callerOf(provider: SatsConnectProviderInfo, satsConnect: SatsConnectRequester) {
  return async (method: string, params: unknown) => {
    const response = await satsConnect.request(method, params, provider.id)
    if (response.status === 'error') {
      throw Object.assign(new Error(response.error.message), { code: response.error.code })
    }
    return response.result
  }
}

function toAccounts(result: unknown, chains: readonly string[]): WalletAccount[] {
  const features = [BITCOIN_SIGN_MESSAGE, BITCOIN_SIGN_TRANSACTION] as const
  return addressesSchema.parse(result).flatMap(({ address, publicKey, purpose }) =>
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
}

async function signPsbt(call: SatsConnectCall, input: PsbtInput, broadcast: boolean) {
  const signInputs = Object.fromEntries(
    input.inputsToSign.map(({ account, signingIndexes }) => [account.address, [...signingIndexes]]),
  )
  const result = z
    .object({ psbt: z.string(), txid: z.optional(z.string()) })
    .parse(await call('signPsbt', { psbt: base64.encode(input.psbt), signInputs, broadcast }))
  return { signedPsbt: base64.decode(result.psbt), txId: result.txid }
}

async function signMessages(
  call: SatsConnectCall,
  inputs: readonly { account: WalletAccount; message: Uint8Array }[],
) {
  const signed = []
  for (const { account, message } of inputs) {
    const text = new TextDecoder().decode(message)
    const result = z
      .object({ signature: z.string() })
      .parse(
        await call('signMessage', { address: account.address, message: text, protocol: 'BIP322' }),
      )
    signed.push({ signedMessage: message, signature: base64.decode(result.signature) })
  }
  return signed
}

async function signAndSend(call: SatsConnectCall, inputs: readonly PsbtInput[]) {
  const sent = []
  for (const input of inputs) {
    const { txId } = await signPsbt(call, input, true)
    if (!txId) throw new WalletDidNotBroadcastError()
    sent.push({ txId })
  }
  return sent
}

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
  const call = callerOf(provider, satsConnect)
  let accounts: WalletAccount[] = []
  const connect = async (input?: { purposes?: readonly string[]; silent?: boolean }) => {
    if (input?.silent) {
      try {
        const account = z
          .object({ addresses: z.unknown() })
          .parse(await call('wallet_getAccount', null))
        accounts = toAccounts(account.addresses, chains)
      } catch {
        // Nothing granted yet (or an older wallet): a silent connect finds no accounts.
        accounts = []
      }
      return { accounts }
    }
    const purposes = input?.purposes ?? ['payment', 'ordinals']
    accounts = toAccounts(await call('getAccounts', { purposes }), chains)
    return { accounts }
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
        signMessage: (...inputs: { account: WalletAccount; message: Uint8Array }[]) =>
          signMessages(call, inputs),
      },
      [BITCOIN_SIGN_TRANSACTION]: {
        version: '1.0.0',
        signTransaction: async (...inputs: PsbtInput[]) => {
          const signed = []
          for (const input of inputs)
            signed.push({ signedPsbt: (await signPsbt(call, input, false)).signedPsbt })
          return signed
        },
      },
      [BITCOIN_SIGN_AND_SEND_TRANSACTION]: {
        version: '1.0.0',
        signAndSendTransaction: (...inputs: PsbtInput[]) => signAndSend(call, inputs),
      },
    },
  }
}
