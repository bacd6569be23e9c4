import { type Address, encodeFunctionData, type Hex, parseAbi, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

const accountAbi = parseAbi(['function execute(address dest, uint256 value, bytes func)'])

/** The operation's fields (strings as JSON-RPC carries them), and any a test adds or replaces. */
type DraftOperation = Record<string, unknown> & {
  sender: Address
  nonce: string
  callData: Hex
  signature: Hex
  callGasLimit: string
  verificationGasLimit: string
  preVerificationGas: string
  maxFeePerGas: string
  maxPriorityFeePerGas: string
}

/**
 * An unsigned v0.7 user operation of an existing SimpleAccount making one call (`execute(to, 0,
 * data)`), every gas field set, as a paymaster route receives it: a fresh sender at nonce 0, each
 * gas limit 100,000 but the pre-verification gas 50,000, fees of 1 gwei; `fields` replaces any of
 * them. Test files and benches only.
 * @example
 * const operation = executeOperation(TOKEN, transfer, { nonce: toHex(1) })
 */
export function executeOperation(
  to: Address,
  data: Hex,
  fields: Record<string, unknown> = {},
): DraftOperation {
  return {
    sender: privateKeyToAccount(generatePrivateKey()).address,
    nonce: '0x0',
    callData: encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [to, 0n, data],
    }),
    signature: '0x',
    callGasLimit: toHex(100_000),
    verificationGasLimit: toHex(100_000),
    preVerificationGas: toHex(50_000),
    maxFeePerGas: toHex(10n ** 9n),
    maxPriorityFeePerGas: toHex(10n ** 9n),
    ...fields,
  } as DraftOperation
}
