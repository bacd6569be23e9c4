import { isAddressEqual, recoverMessageAddress, zeroAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { WalletFrameError } from '../errors/WalletFrameError'
import { type IdRegistry, readCustody } from './readCustody'

/** The statement every Sign In With Farcaster message carries. */
export const SIWF_STATEMENT = 'Farcaster Auth'

/**
 * What a channel asked to be signed: the message must repeat each of these exactly.
 * @example const expected: SiwfExpectation = { domain: 'wallet.example.com', siweUri, nonce }
 */
export type SiwfExpectation = { domain: string; siweUri: string; nonce: string }

const invalid = (details: string) => new WalletFrameError('FARCASTER_INVALID_MESSAGE', { details })

/**
 * Checks a Sign In With Farcaster message (EIP-4361 text) the way the Farcaster auth client
 * does, against our registry: domain, URI and nonce of the channel; statement
 * 'Farcaster Auth'; Chain ID = the registry's chain (10 on Farcaster's OP Mainnet registry,
 * the devnet's here); the `farcaster://fid/<fid>` resource naming the claimed fid; within
 * notBefore / expirationTime; an EIP-191 signature by the message's address; and that address
 * being `custodyOf(fid)` on the registry, read over RPC at the time of the check.
 * @example const { fid, custody } = await verifySiwfMessage({ message, signature, fid: 1n, expected, registry, now: Date.now() })
 */
export async function verifySiwfMessage(args: {
  message: string
  signature: `0x${string}`
  fid: bigint
  expected: SiwfExpectation
  registry: IdRegistry
  now: number
}): Promise<{ fid: bigint; custody: `0x${string}` }> {
  const { message, expected, registry } = args
  const fields = parseSiweMessage(message)
  if (!fields.address || !fields.domain || !fields.nonce || !fields.uri || !fields.version) {
    throw invalid('not an EIP-4361 message')
  }
  if (fields.domain !== expected.domain) throw invalid(`domain ${fields.domain}`)
  if (fields.uri !== expected.siweUri) throw invalid(`uri ${fields.uri}`)
  if (fields.nonce !== expected.nonce) throw invalid('nonce of another sign-in')
  if (fields.version !== '1') throw invalid(`version ${fields.version}`)
  if (fields.statement !== SIWF_STATEMENT) throw invalid('statement')
  if (fields.chainId !== registry.chainId) throw invalid(`chain id ${fields.chainId}`)
  const fidResources = (fields.resources ?? []).flatMap((resource) => {
    const match = /^farcaster:\/\/fid\/([1-9]\d*)\/?$/.exec(resource)
    return match?.[1] ? [BigInt(match[1])] : []
  })
  if (fidResources.length !== 1 || fidResources[0] !== args.fid) {
    throw invalid('the fid resource does not name the fid')
  }
  const now = new Date(args.now)
  if (fields.expirationTime && fields.expirationTime <= now) throw invalid('expired')
  if (fields.notBefore && fields.notBefore > now) throw invalid('not valid yet')

  let signer: `0x${string}`
  try {
    signer = await recoverMessageAddress({ message, signature: args.signature })
  } catch (cause) {
    throw new WalletFrameError('FARCASTER_NOT_CUSTODY', {
      cause: cause instanceof Error ? cause : undefined,
      details: 'the signature does not recover',
    })
  }
  if (!isAddressEqual(signer, fields.address)) {
    throw new WalletFrameError('FARCASTER_NOT_CUSTODY', { details: 'signed by another key' })
  }
  const custody = await readCustody(registry, args.fid)
  if (isAddressEqual(custody, zeroAddress)) {
    throw new WalletFrameError('FARCASTER_NOT_CUSTODY', { details: 'the fid is not registered' })
  }
  if (!isAddressEqual(custody, signer)) {
    throw new WalletFrameError('FARCASTER_NOT_CUSTODY', { details: 'not the custody address' })
  }
  return { fid: args.fid, custody }
}
