import {
  createWalletClient,
  defineChain,
  http,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import type { WalletChain } from '../config/readWalletConfig'
import type { ParsedRequest } from './parseRequest'
import { WalletRpcError } from './WalletRpcError'

function requireOwnAddress(account: LocalAccount, address: string | undefined) {
  if (address && address.toLowerCase() !== account.address.toLowerCase()) {
    throw new WalletRpcError(4100, `This wallet does not hold ${address}`)
  }
}

/**
 * Carry out an approved request with the local account: sign messages and typed data, send
 * transactions to the devnet of `chain`. A switch to a chain the wallet serves resolves null
 * (the caller then announces the chain); anything else rejects with an EIP-1193 code.
 * @example
 * const signature = await executeRequest(parsed, { account, chain, chains })
 */
export async function executeRequest(
  request: ParsedRequest,
  context: {
    account: LocalAccount
    chain: WalletChain | undefined
    chains: readonly WalletChain[]
  },
): Promise<unknown> {
  const { account, chain } = context
  switch (request.kind) {
    case 'personalSign':
      requireOwnAddress(account, request.address)
      return account.signMessage({ message: { raw: request.message } })
    case 'typedData':
      requireOwnAddress(account, request.address)
      // Validated at runtime by parseRequest; viem's generics cannot follow data of unknown shape.
      return account.signTypedData(request.typedData as unknown as TypedDataDefinition)
    case 'transaction': {
      requireOwnAddress(account, request.tx.from)
      if (!chain) throw new WalletRpcError(4901, 'The wallet does not serve this chain')
      const client = createWalletClient({
        account,
        chain: defineChain({
          id: chain.id,
          name: chain.name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        }),
        transport: http(chain.rpcUrl),
      })
      const { to, value, data, gas } = request.tx
      return client.sendTransaction({
        ...(to ? { to } : { to: null }),
        value,
        ...(data && { data }),
        ...(gas !== undefined && { gas }),
      })
    }
    case 'switchChain':
      if (!context.chains.some((c) => c.id === request.chainId)) {
        throw new WalletRpcError(4902, `Unrecognized chain ${request.chainId}`)
      }
      return null
    case 'unsupported':
      throw new WalletRpcError(4200, request.reason)
  }
}
