import type { KeyPairSigner } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import type { Page } from 'playwright-core'
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletChains,
} from './createSolanaTestWallet'
import { registerPageSolanaWallet } from './registerPageSolanaWallet'

/**
 * Options of {@link installSolanaTestWallet}.
 * @example
 * const options: InstallSolanaTestWalletOptions = { signers: [payer], chains: { 'solana:localnet': solana.url } }
 */
export type InstallSolanaTestWalletOptions = {
  signers: readonly KeyPairSigner[]
  chains: SolanaTestWalletChains
  name?: string
}

type BridgeRequest = { feature: string; input: unknown }
type Item = { address: string } & Record<string, unknown>

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const bytes = (text: unknown) => new Uint8Array(Buffer.from(String(text), 'base64'))
const wire = (accounts: readonly WalletAccount[]) =>
  accounts.map((account) => ({
    address: account.address,
    publicKey: b64(new Uint8Array(account.publicKey)),
  }))

/**
 * Injects the Solana test wallet into `page` (and every document it loads from now on) as a
 * wallet-standard wallet that registers itself with the page's `@wallet-standard/app`. Its
 * features are served here, in Node, by a {@link SolanaTestWallet} signing with real keys;
 * account changes reach the page as `change` events. Call before `page.goto`.
 *
 * @example
 * const wallet = await installSolanaTestWallet(page, { signers: [await solanaTestSigner(0)], chains: { 'solana:localnet': stack.urls.solanaRpc } })
 * await page.goto(stack.urls.demo)
 * wallet.failNext(new Error('User rejected the request.'))
 */
export async function installSolanaTestWallet(
  page: Page,
  options: InstallSolanaTestWalletOptions,
): Promise<SolanaTestWallet & { page: Page }> {
  const wallet = createSolanaTestWallet(options)
  const bridge = `__porticoSolanaTestWallet_${Math.random().toString(36).slice(2)}`
  const accountOf = (address: string) => {
    const account = wallet.accounts.find((a) => a.address === address)
    if (!account) throw new Error(`Account ${address} is not connected`)
    return account
  }
  const feature = <T>(name: string) => (wallet.features as Record<string, unknown>)[name] as T
  // The page sends accounts by address and bytes as base64; the wallet's features take objects.
  const transactionInputs = (items: Item[]) =>
    items.map((i) => ({
      account: accountOf(i.address),
      transaction: bytes(i.transaction),
      chain: i.chain,
    }))
  const serve = async ({ feature: name, input }: BridgeRequest): Promise<unknown> => {
    const items = Array.isArray(input) ? (input as Item[]) : []
    switch (name) {
      case 'standard:connect': {
        const { connect } = feature<{
          connect(i: { silent: boolean }): Promise<{ accounts: WalletAccount[] }>
        }>(name)
        return wire((await connect(input as { silent: boolean })).accounts)
      }
      case 'standard:disconnect':
        return feature<{ disconnect(): Promise<void> }>(name).disconnect()
      case 'solana:signMessage': {
        const { signMessage } = feature<{
          signMessage(
            ...i: unknown[]
          ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
        }>(name)
        const signed = await signMessage(
          ...items.map((i) => ({ account: accountOf(i.address), message: bytes(i.message) })),
        )
        return signed.map((s) => ({
          signedMessage: b64(s.signedMessage),
          signature: b64(s.signature),
        }))
      }
      case 'solana:signTransaction': {
        const { signTransaction } = feature<{
          signTransaction(...i: unknown[]): Promise<{ signedTransaction: Uint8Array }[]>
        }>(name)
        const signed = await signTransaction(...transactionInputs(items))
        return signed.map((s) => ({ signedTransaction: b64(s.signedTransaction) }))
      }
      case 'solana:signAndSendTransaction': {
        const { signAndSendTransaction } = feature<{
          signAndSendTransaction(...i: unknown[]): Promise<{ signature: Uint8Array }[]>
        }>(name)
        const sent = await signAndSendTransaction(...transactionInputs(items))
        return sent.map((s) => ({ signature: b64(s.signature) }))
      }
      default:
        throw new Error(`The test wallet has no feature ${name}`)
    }
  }
  await page.exposeFunction(bridge, async (request: BridgeRequest) => {
    try {
      return { ok: true, result: await serve(request) }
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) }
    }
  })
  const config = { bridge, name: wallet.name, icon: wallet.icon, chains: [...wallet.chains] }
  // Bundlers may wrap named functions in a `__name` helper that the page lacks: define it.
  await page.addInitScript(
    `var __name = (target) => target;\n(${registerPageSolanaWallet.toString()})(${JSON.stringify(config)})`,
  )
  feature<{ on(e: 'change', l: (p: { accounts: readonly WalletAccount[] }) => void): () => void }>(
    'standard:events',
  ).on('change', ({ accounts }) => {
    page
      .evaluate(
        ([name, list]) => {
          const emit = (window as unknown as Record<string, unknown>)[`${name}Emit`]
          if (typeof emit === 'function') emit(list)
        },
        [bridge, wire(accounts)] as const,
      )
      // A page that is navigating or closed has no listeners left to tell.
      .catch(() => {})
  })
  return Object.assign(wallet, { page })
}
