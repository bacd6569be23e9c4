import type { LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'

/**
 * What a Farcaster wallet reads from a connect link.
 * @example const request = readFarcasterUrl(url); request.nonce
 */
export function readFarcasterUrl(url: string) {
  const params = new URL(url).searchParams
  const get = (name: string) => {
    const value = params.get(name)
    if (value === null) throw new Error(`the connect link has no ${name}`)
    return value
  }
  return {
    channelToken: get('channelToken'),
    nonce: get('nonce'),
    siweUri: get('siweUri'),
    domain: get('domain'),
    notBefore: get('notBefore'),
    expirationTime: get('expirationTime'),
    relay: get('relay'),
  }
}

/**
 * Builds and signs the Sign In With Farcaster message a wallet would for `url`, as `account`
 * claiming `fid`; `overrides` bend one field so a test can show the service refuses it.
 * @example const { message, signature } = await signFarcasterRequest(url, custody, 1n, { chainId: 31337 })
 */
export async function signFarcasterRequest(
  url: string,
  account: LocalAccount,
  fid: bigint,
  options: {
    chainId: number
    overrides?: Partial<Parameters<typeof createSiweMessage>[0]>
    signer?: LocalAccount
  },
) {
  const request = readFarcasterUrl(url)
  const message = createSiweMessage({
    domain: request.domain,
    address: account.address,
    statement: 'Farcaster Auth',
    uri: request.siweUri,
    version: '1',
    chainId: options.chainId,
    nonce: request.nonce,
    issuedAt: new Date(),
    notBefore: new Date(request.notBefore),
    expirationTime: new Date(request.expirationTime),
    resources: [`farcaster://fid/${fid}`],
    ...options.overrides,
  })
  const signature = await (options.signer ?? account).signMessage({ message })
  return { request, message, signature }
}
