import type { Client, Hex } from 'viem'
import { isErc6492Signature, isHex, size, verifyMessage } from 'viem'
import { verifyMessage as verifyMessageOnChain } from 'viem/actions'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'

/**
 * Check that `address` signed `message` (EIP-191 `personal_sign`). A 65-byte signature that
 * recovers to the address is an EOA's and needs no chain. Otherwise, with a client, contract
 * accounts count too: ERC-1271 `isValidSignature` for deployed ones and ERC-6492 wrapped
 * signatures for counterfactual ones, both through viem. `client` may be a function, called only
 * when the chain is needed. Throws {@link SiwxVerificationError} (`invalid-signature`, or
 * `smart-account-unverifiable` when the signature can only be a contract account's and there is
 * no client).
 * @example
 * await verifyEip155Signature({ address, message, signature, client: publicClient })
 */
export async function verifyEip155Signature(args: {
  address: Hex
  message: string
  signature: string
  client?: Client | (() => Promise<Client | undefined>) | undefined
}): Promise<void> {
  const { address, message, signature } = args
  if (!isHex(signature) || signature === '0x') {
    throw new SiwxVerificationError('invalid-signature', { details: 'The signature is not hex' })
  }
  const plain = size(signature) === 65
  if (plain && (await verifyMessage({ address, message, signature }).catch(() => false))) return
  const client = typeof args.client === 'function' ? await args.client() : args.client
  if (client) {
    const valid = await verifyMessageOnChain(client, { address, message, signature })
    if (!valid) throw new SiwxVerificationError('invalid-signature')
    return
  }
  if (plain && !isErc6492Signature(signature)) {
    throw new SiwxVerificationError('invalid-signature', {
      metaMessages: ['Contract-account signatures need a public client to verify.'],
    })
  }
  throw new SiwxVerificationError('smart-account-unverifiable', {
    details: 'A contract-account signature cannot be checked without a public client',
  })
}
