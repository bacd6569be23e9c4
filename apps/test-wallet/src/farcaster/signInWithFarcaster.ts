import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  type LocalAccount,
  parseAbi,
} from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import type { WalletChain } from '../config/readWalletConfig'
import type { FarcasterRequest } from './readFarcasterRequest'

const registryAbi = parseAbi([
  'function idOf(address owner) view returns (uint256)',
  'function register() returns (uint256)',
])
const errorSchema = z.object({ message: z.string() })
const answerSchema = z.object({ state: z.literal('completed'), fid: z.number() })

/**
 * Where the wallet's fids live: the devnet ID registry and its chain.
 * @example const registry: FarcasterRegistry = { chain, address: '0x1CFd…' }
 */
export type FarcasterRegistry = { chain: WalletChain; address: Address }

/**
 * The fid `account` holds custody of on the registry; registers one first (a transaction from
 * the account on the devnet) when it has none, as a Farcaster app would at sign-up.
 * @example const fid = await ensureFid(registry, account)
 */
export async function ensureFid(registry: FarcasterRegistry, account: LocalAccount) {
  const transport = http(registry.chain.rpcUrl)
  const client = createPublicClient({ transport })
  const read = () =>
    client.readContract({
      address: registry.address,
      abi: registryAbi,
      functionName: 'idOf',
      args: [account.address],
    })
  const fid = await read()
  if (fid !== 0n) return fid
  const wallet = createWalletClient({ account, transport })
  const hash = await wallet.writeContract({
    address: registry.address,
    abi: registryAbi,
    functionName: 'register',
    chain: {
      id: registry.chain.id,
      name: registry.chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [registry.chain.rpcUrl] } },
    },
  })
  await client.waitForTransactionReceipt({ hash })
  return read()
}

/**
 * The Sign In With Farcaster message for `request`, as `fid`'s custody address `account`
 * (EIP-4361 text: statement 'Farcaster Auth', the fid as a `farcaster://fid/` resource,
 * the registry's chain id).
 * @example const message = buildFarcasterMessage(request, account.address, 1n, 31337)
 */
export function buildFarcasterMessage(
  request: FarcasterRequest,
  address: Address,
  fid: bigint,
  chainId: number,
) {
  return createSiweMessage({
    domain: request.domain,
    address,
    statement: 'Farcaster Auth',
    uri: request.siweUri,
    version: '1',
    chainId,
    nonce: request.nonce,
    issuedAt: new Date(),
    notBefore: new Date(request.notBefore),
    expirationTime: new Date(request.expirationTime),
    resources: [`farcaster://fid/${fid}`],
  })
}

/**
 * Signs `message` with the custody key (EIP-191) and posts it to the request's relay
 * (`POST /farcaster/v1/channel/authenticate`, the channel token as bearer); the relay's
 * refusal is thrown with its sentence.
 * @example await postFarcasterSignature(request, account, message, 1n, 'alice')
 */
export async function postFarcasterSignature(
  request: FarcasterRequest,
  account: LocalAccount,
  message: string,
  fid: bigint,
  username: string,
) {
  const signature = await account.signMessage({ message })
  const response = await fetch(new URL('/farcaster/v1/channel/authenticate', request.relay), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${request.channelToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ message, signature, fid: Number(fid), username }),
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = errorSchema.safeParse(json)
    throw new Error(error.success ? error.data.message : `The relay answered ${response.status}`)
  }
  return answerSchema.parse(json)
}
