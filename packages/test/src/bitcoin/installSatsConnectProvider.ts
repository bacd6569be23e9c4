import type { WalletAccount } from '@wallet-standard/base'
import type { BitcoinTestWallet } from './createBitcoinTestWallet'

/** The id (a path on `window`) the sats-connect test provider is installed under. */
export const SATS_CONNECT_TEST_PROVIDER_ID = 'PorticoSatsConnectTest.BitcoinProvider'

type RpcAnswer =
  | { jsonrpc: '2.0'; id: string; result: unknown }
  | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/**
 * Puts the Bitcoin test wallet on a page the way sats-connect wallets are: listed in
 * `btc_providers`, its provider at `PorticoSatsConnectTest.BitcoinProvider`, answering
 * sats-connect's JSON-RPC (`getInfo`, `getAccounts`, `wallet_getAccount`, `wallet_disconnect`,
 * `signMessage` with BIP-322, `signPsbt` with or without `broadcast`) from the test wallet's keys.
 * Returns the provider's id and name.
 * @example
 * installSatsConnectProvider(globalThis, createBitcoinTestWallet(options))
 */
export function installSatsConnectProvider(
  page: Record<string, unknown>,
  wallet: BitcoinTestWallet,
  name = 'Portico Sats Connect Test',
): { id: string; name: string } {
  const features = wallet.features
  const account = (address: string): WalletAccount => {
    const found = wallet.accounts.find((candidate) => candidate.address === address)
    if (!found) throw Object.assign(new Error('Unknown address'), { code: -32602 })
    return found
  }
  const toAddresses = (accounts: readonly WalletAccount[]) =>
    accounts.map((candidate) => ({
      address: candidate.address,
      publicKey: Buffer.from(candidate.publicKey).toString('hex'),
      purpose: candidate.label,
      addressType: candidate.label === 'ordinals' ? 'p2tr' : 'p2wpkh',
      walletType: 'software',
    }))
  const answer = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case 'getInfo':
        return {
          version: '1.0.0',
          platform: 'web',
          methods: ['getAccounts', 'signMessage', 'signPsbt'],
        }
      case 'getAccounts': {
        const purposes = (params.purposes as string[] | undefined) ?? ['payment', 'ordinals']
        return toAddresses((await features['bitcoin:connect'].connect({ purposes })).accounts)
      }
      case 'wallet_getAccount': {
        const { accounts } = await features['standard:connect'].connect({ silent: true })
        if (accounts.length === 0) throw Object.assign(new Error('Access denied'), { code: -32002 })
        return { id: 'test', addresses: toAddresses(accounts), walletType: 'software', network: {} }
      }
      case 'wallet_disconnect':
        await features['standard:disconnect'].disconnect()
        return null
      case 'signMessage': {
        const message = new TextEncoder().encode(String(params.message))
        const [signed] = await features['bitcoin:signMessage'].signMessage({
          account: account(String(params.address)),
          message,
        })
        return {
          signature: Buffer.from(signed?.signature ?? []).toString('base64'),
          messageHash: '',
          address: params.address,
          protocol: 'BIP322',
        }
      }
      case 'signPsbt': {
        const psbt = new Uint8Array(Buffer.from(String(params.psbt), 'base64'))
        const inputsToSign = Object.entries(params.signInputs as Record<string, number[]>).map(
          ([address, signingIndexes]) => ({ account: account(address), signingIndexes }),
        )
        if (params.broadcast) {
          const [sent] = await features['bitcoin:signAndSendTransaction'].signAndSendTransaction({
            psbt,
            inputsToSign,
            chain: wallet.chains[0],
          })
          return { psbt: params.psbt, txid: sent?.txId }
        }
        const [signed] = await features['bitcoin:signTransaction'].signTransaction({
          psbt,
          inputsToSign,
        })
        return { psbt: Buffer.from(signed?.signedPsbt ?? []).toString('base64') }
      }
      default:
        throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 })
    }
  }
  let id = 0
  const provider = {
    request: async (method: string, params: Record<string, unknown> | null): Promise<RpcAnswer> => {
      const requestId = String(++id)
      try {
        return { jsonrpc: '2.0', id: requestId, result: await answer(method, params ?? {}) }
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        return {
          jsonrpc: '2.0',
          id: requestId,
          error: { code: code ?? -32603, message: message ?? 'failed' },
        }
      }
    },
  }
  const [namespace, key] = SATS_CONNECT_TEST_PROVIDER_ID.split('.') as [string, string]
  page[namespace] = { [key]: provider }
  const listed = (page.btc_providers as unknown[] | undefined) ?? []
  page.btc_providers = [
    ...listed,
    { id: SATS_CONNECT_TEST_PROVIDER_ID, name, icon: wallet.icon, methods: ['getAccounts'] },
  ]
  return { id: SATS_CONNECT_TEST_PROVIDER_ID, name }
}
