import {
  getAddressEncoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The wallet-standard chains the test wallet speaks for, with the RPC it sends to on each. */
export type SolanaTestWalletChains = Readonly<Record<`solana:${string}`, string>>

/**
 * A wallet-standard Solana wallet that signs for real with its keypairs: `standard:connect`,
 * `standard:disconnect`, `standard:events`, `solana:signMessage`, `solana:signTransaction`
 * and `solana:signAndSendTransaction` (sent to the chain's RPC). The test drives it: account
 * switches, a declined next request, the log of what was asked.
 *
 * @example
 * const wallet = createSolanaTestWallet({ signers: [await solanaTestSigner(0)], chains: { 'solana:localnet': solana.url } })
 * const unregister = getWallets().register(wallet)
 */
export type SolanaTestWallet = Wallet & {
  /** Feature calls in order, e.g. `['standard:connect', 'solana:signMessage']`. */
  readonly calls: string[]
  /** The next feature call fails with `error` (e.g. a user rejection). */
  failNext(error: Error): void
  /** Switches the wallet's accounts (an empty list: the wallet locked) and emits `change`. */
  setSigners(signers: readonly KeyPairSigner[]): void
}

const features = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const

/** A 1×1 data-URI icon, as wallet-standard requires. */
const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiM5OTQ1ZmYiLz48L3N2Zz4=' as const

/**
 * Creates the Solana test wallet (see {@link SolanaTestWallet}).
 * @example
 * const wallet = createSolanaTestWallet({ signers: [payer], chains: { 'solana:localnet': solana.url } })
 */
export function createSolanaTestWallet(parameters: {
  signers: readonly KeyPairSigner[]
  chains: SolanaTestWalletChains
  name?: string
}): SolanaTestWallet {
  const chains = Object.keys(parameters.chains) as `solana:${string}`[]
  let signers = [...parameters.signers]
  let authorized = false
  let failure: Error | undefined
  const listeners = new Set<(properties: { accounts: readonly WalletAccount[] }) => void>()
  const calls: string[] = []
  const toAccount = (signer: KeyPairSigner): WalletAccount => ({
    address: signer.address,
    publicKey: new Uint8Array(getAddressEncoder().encode(signer.address)),
    chains,
    features,
  })
  const accounts = () => (authorized ? signers.map(toAccount) : [])
  const enter = (feature: string) => {
    calls.push(feature)
    const error = failure
    failure = undefined
    if (error) throw error
  }
  const signerOf = (account: WalletAccount) => {
    const signer = signers.find((s) => s.address === account.address)
    if (!authorized || !signer) throw new Error(`Account ${account.address} is not connected`)
    return signer
  }
  const signWire = async (account: WalletAccount, wire: Uint8Array) => {
    const transaction = getTransactionDecoder().decode(wire)
    const signed = await partiallySignTransaction([signerOf(account).keyPair], transaction)
    return new Uint8Array(getTransactionEncoder().encode(signed))
  }
  const rpcUrlOf = (chain: string | undefined) => {
    const url = chain ? parameters.chains[chain as `solana:${string}`] : undefined
    if (!url) throw new Error(`The test wallet knows no RPC for ${chain}`)
    return url
  }

  const wallet: SolanaTestWallet = {
    version: '1.0.0',
    name: parameters.name ?? 'Portico Solana Test Wallet',
    icon,
    chains,
    get accounts() {
      return accounts()
    },
    calls,
    failNext(error) {
      failure = error
    },
    setSigners(next) {
      signers = [...next]
      for (const listener of listeners) listener({ accounts: accounts() })
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          enter(input?.silent ? 'standard:connect (silent)' : 'standard:connect')
          if (!input?.silent) authorized = true
          return { accounts: accounts() }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          enter('standard:disconnect')
          authorized = false
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(
          _event: 'change',
          listener: (properties: { accounts: readonly WalletAccount[] }) => void,
        ) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          enter('solana:signMessage')
          return Promise.all(
            inputs.map(async ({ account, message }) => ({
              signedMessage: message,
              signature: new Uint8Array(
                await signBytes(signerOf(account).keyPair.privateKey, message),
              ),
            })),
          )
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          enter('solana:signTransaction')
          return Promise.all(
            inputs.map(async ({ account, transaction }) => ({
              signedTransaction: await signWire(account, transaction),
            })),
          )
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]
        ) {
          enter('solana:signAndSendTransaction')
          return Promise.all(
            inputs.map(async ({ account, transaction, chain }) => {
              const signed = await signWire(account, transaction)
              const response = await fetch(rpcUrlOf(chain), {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  jsonrpc: '2.0',
                  id: 1,
                  method: 'sendTransaction',
                  params: [getBase64Decoder().decode(signed), { encoding: 'base64' }],
                }),
              })
              const body = (await response.json()) as { error?: { message: string } }
              if (body.error) throw new Error(body.error.message)
              const decoded = getTransactionDecoder().decode(signed)
              const signature = Object.values(decoded.signatures)[0]
              return { signature: new Uint8Array(signature ?? []) }
            }),
          )
        },
      },
    },
  }
  return wallet
}
