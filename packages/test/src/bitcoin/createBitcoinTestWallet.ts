import { secp256k1 } from '@noble/curves/secp256k1.js'
import type { BitcoinNetworkParams } from '@portico/common'
import { Transaction, utils } from '@scure/btc-signer'
import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { fromBase64 } from './base64'
import { signBip322 } from './bip322'
import type { RegtestKey } from './regtestKeys'

/** The test wallet's name: its connector id in the Bitcoin adapter. */
export const BITCOIN_TEST_WALLET_NAME = 'Portico Bitcoin Test Wallet'

const ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiNmNzkzMWEiLz48L3N2Zz4='

type Change = { accounts?: readonly WalletAccount[] }
type Failure = { code: number; message: string }

/**
 * Options of {@link createBitcoinTestWallet}.
 * @example
 * const options: BitcoinTestWalletOptions = { key, params, broadcast: (hex) => post(hex) }
 */
export type BitcoinTestWalletOptions = {
  key: RegtestKey
  params: BitcoinNetworkParams
  /** Sends a signed transaction (`bitcoin:signAndSendTransaction`); resolves its txid. */
  broadcast: (hex: string) => Promise<string>
  name?: string
}

/**
 * A wallet-standard Bitcoin wallet whose one key signs with `@scure/btc-signer`: `standard:connect`
 * (with `silent`), `standard:disconnect`, `standard:events`, `bitcoin:connect` (payment P2WPKH
 * and ordinals P2TR accounts), `bitcoin:signMessage` (BIP-322 simple), `bitcoin:signTransaction`
 * and `bitcoin:signAndSendTransaction` (PSBTs). It approves everything, except the next request
 * after `failNext` — what a user declining looks like — and records the features called.
 *
 * @example
 * const wallet = createBitcoinTestWallet({ key, params, broadcast })
 * registry.register(wallet)
 */
export function createBitcoinTestWallet(options: BitcoinTestWalletOptions) {
  const { key, params } = options
  const chain = params.caipNetworkId
  const accountFeatures = ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const
  const payment: WalletAccount = {
    address: key.payment,
    publicKey: secp256k1.getPublicKey(key.privateKey, true),
    chains: [chain],
    features: accountFeatures,
    label: 'payment',
  }
  const ordinals: WalletAccount = {
    address: key.ordinals,
    publicKey: utils.pubSchnorr(key.privateKey),
    chains: [chain],
    features: accountFeatures,
    label: 'ordinals',
  }
  let authorized = false
  let failure: Failure | undefined
  const calls: string[] = []
  const listeners = new Set<(change: Change) => void>()
  const emit = (change: Change) => {
    for (const listener of listeners) listener(change)
  }
  const approve = (feature: string) => {
    calls.push(feature)
    const next = failure
    failure = undefined
    if (next) throw Object.assign(new Error(next.message), { code: next.code })
  }
  const ownAccount = (address: string) => {
    if (!authorized) throw Object.assign(new Error('Not connected'), { code: 4100 })
    const account = [payment, ordinals].find((candidate) => candidate.address === address)
    if (!account) throw Object.assign(new Error('Unknown account'), { code: 4100 })
    return account
  }
  const sign = (
    psbt: Uint8Array,
    inputs: readonly { account: WalletAccount; signingIndexes: readonly number[] }[],
  ) => {
    const tx = Transaction.fromPSBT(psbt)
    for (const input of inputs) {
      ownAccount(input.account.address)
      for (const index of input.signingIndexes) tx.signIdx(key.privateKey, index)
    }
    return tx
  }
  const connect = async (input?: { silent?: boolean; purposes?: readonly string[] }) => {
    if (input?.silent) return { accounts: authorized ? [payment, ordinals] : [] }
    approve('connect')
    authorized = true
    const purposes = input?.purposes ?? ['payment', 'ordinals']
    const accounts = [
      ...(purposes.includes('payment') ? [payment] : []),
      ...(purposes.includes('ordinals') ? [ordinals] : []),
    ]
    return { accounts }
  }
  const wallet = {
    version: '1.0.0' as const,
    name: options.name ?? BITCOIN_TEST_WALLET_NAME,
    icon: ICON,
    chains: [chain] as const,
    get accounts() {
      return authorized ? [payment, ordinals] : []
    },
    features: {
      'standard:connect': { version: '1.0.0', connect },
      'bitcoin:connect': { version: '1.0.0', connect },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          authorized = false
          emit({ accounts: [] })
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: 'change', listener: (change: Change) => void) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => {
            listeners.delete(listener)
          }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          approve('signMessage')
          return inputs.map(({ account, message }) => {
            ownAccount(account.address)
            const signature = signBip322({
              privateKey: key.privateKey,
              address: account.address,
              params,
              message,
            })
            return {
              signedMessage: message,
              signature: fromBase64(signature),
            }
          })
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (
          ...inputs: {
            psbt: Uint8Array
            inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
          }[]
        ) => {
          approve('signTransaction')
          return inputs.map(({ psbt, inputsToSign }) => ({
            signedPsbt: sign(psbt, inputsToSign).toPSBT(),
          }))
        },
      },
      'bitcoin:signAndSendTransaction': {
        version: '1.0.0',
        signAndSendTransaction: async (
          ...inputs: {
            psbt: Uint8Array
            inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
            chain: string
          }[]
        ) => {
          approve('signAndSendTransaction')
          const sent: { txId: string }[] = []
          for (const { psbt, inputsToSign, chain: target } of inputs) {
            if (target !== chain)
              throw Object.assign(new Error(`Unsupported chain ${target}`), { code: 4902 })
            const tx = sign(psbt, inputsToSign)
            tx.finalize()
            sent.push({ txId: await options.broadcast(tx.hex) })
          }
          return sent
        },
      },
    },
  } satisfies Wallet
  return Object.assign(wallet, {
    /** The features called, in order (`connect`, `signMessage`, …); silent connects are not. */
    calls,
    /** The next request fails with this error (4001: the user declined). */
    failNext: (error: Failure) => {
      failure = error
    },
    /** Switches the wallet's active account to `purposes` only and says so (`change`). */
    changeAccounts: (purposes: readonly ('payment' | 'ordinals')[]) => {
      emit({ accounts: purposes.map((purpose) => (purpose === 'payment' ? payment : ordinals)) })
    },
  })
}

/** A running test wallet. @example const wallet: BitcoinTestWallet = createBitcoinTestWallet(options) */
export type BitcoinTestWallet = ReturnType<typeof createBitcoinTestWallet>
