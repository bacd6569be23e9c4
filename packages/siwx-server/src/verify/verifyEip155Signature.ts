import type { Client, Hex } from 'viem'
import { isErc6492Signature, isHex, size, verifyMessage } from 'viem'
import { verifyMessage as verifyMessageOnChain } from 'viem/actions'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'

/**
 * Check that `address` signed `message` (EIP-191 `personal_sign`). With a client, contract
 * accounts count too: ERC-1271 `isValidSignature` for deployed ones and ERC-6492 wrapped
 * signatures for counterfactual ones, both through viem. Without one, only plain ECDSA. Throws
 * {@link SiwxVerificationError} (`invalid-signature`, or `smart-account-unverifiable` when the
 * signature can only be a contract account's and there is no client).
 * @example
 * await verifyEip155Signature({ address, message, signature, client: publicClient })
 */
export async function verifyEip155Signature(args: {
  address: Hex
  message: string
  signature: string
  client?: Client | undefined
}): Promise<void> {
  const { address, message, signature, client } = args
  if (!isHex(signature) || signature === '0x') {
    throw new SiwxVerificationError('invalid-signature', { details: 'The signature is not hex' })
  }
  if (client) {
    const valid = await verifyMessageOnChain(client, { address, message, signature })
    if (!valid) throw new SiwxVerificationError('invalid-signature')
    return
  }
  const plain = size(signature) === 65
  if (plain && (await verifyMessage({ address, message, signature }).catch(() => false))) return
  if (plain && !isErc6492Signature(signature)) {
    throw new SiwxVerificationError('invalid-signature', {
      metaMessages: ['Contract-account signatures need a public client to verify.'],
    })
  }
  throw new SiwxVerificationError('smart-account-unverifiable', {
    details: 'A contract-account signature cannot be checked without a public client',
  })
}
