import {
  type Anvil,
  compileContracts,
  deployEip7702,
  eip7702Devnet,
  rpcRequest,
  startAnvil,
} from '@portico/test/devnet'
import { type Abi, concat, createPublicClient, type Hex, http, toHex } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymasterFields } from './signPaymasterData'
import { type SignedOperation, verifyingPaymasterHash } from './verifyingPaymasterHash'

const SENDER = '0x1111111111111111111111111111111111111111'
const OTHER_DELEGATE = '0x2222222222222222222222222222222222222222'
const SIGNATURE: Hex = `0x${'ab'.repeat(65)}`
const VALID_UNTIL = 1_900_000_000
const paymaster = {
  address: eip7702Devnet.paymaster,
  verificationGasLimit: 100_000,
  postOpGasLimit: 0,
  entryPointVersion: '0.8',
} as const
// An EIP-7702 account's operation as ERC-7677 clients send it: the 0x7702 marker and the
// authorization naming its delegate.
const operation: SignedOperation = {
  sender: SENDER,
  nonce: toHex(7n << 64n),
  factory: '0x7702',
  factoryData: '0x',
  eip7702Auth: { address: eip7702Devnet.implementation },
  callData: '0xb61d27f6',
  callGasLimit: toHex(80_000),
  verificationGasLimit: toHex(60_000),
  preVerificationGas: toHex(50_000),
  maxFeePerGas: toHex(2_000_000_000),
  maxPriorityFeePerGas: toHex(1_000_000_000),
}
const context = (chainId = 31337) => ({
  chainId,
  paymaster: paymaster.address,
  verificationGasLimit: paymaster.verificationGasLimit,
  postOpGasLimit: paymaster.postOpGasLimit,
  validUntil: VALID_UNTIL,
  validAfter: 0,
})

// The v0.8 hash against PorticoVerifyingPaymaster's own getHash, on an anvil with EntryPoint v0.8.
describe('verifyingPaymasterHash for PorticoVerifyingPaymaster (EntryPoint v0.8)', () => {
  let anvil: Anvil
  let abi: Abi
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    await deployEip7702(anvil.rpcUrl)
    abi = (await compileContracts()).PorticoVerifyingPaymaster.abi
  }, 60_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  // The contract's hash of the operation as it lands (paymaster fields packed in), the sender's
  // code delegating to `delegate` as the chain has it once the authorization ran.
  const onChainHash = async (op: SignedOperation, delegate: Hex) => {
    await rpcRequest(anvil.rpcUrl, 'anvil_setCode', [op.sender, concat(['0xef0100', delegate])])
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const packed = toPackedUserOperation({
      ...op,
      ...paymasterFields(paymaster, VALID_UNTIL, SIGNATURE),
      factory: op.factory ?? undefined,
      factoryData: (op.factoryData ?? undefined) as Hex | undefined,
      nonce: BigInt(op.nonce),
      callGasLimit: BigInt(op.callGasLimit),
      verificationGasLimit: BigInt(op.verificationGasLimit),
      preVerificationGas: BigInt(op.preVerificationGas),
      maxFeePerGas: BigInt(op.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
      paymasterVerificationGasLimit: BigInt(paymaster.verificationGasLimit),
      paymasterPostOpGasLimit: BigInt(paymaster.postOpGasLimit),
      signature: '0x',
    } as UserOperation<'0.8'>)
    return client.readContract({
      address: paymaster.address,
      abi,
      functionName: 'getHash',
      args: [packed, VALID_UNTIL, 0],
    })
  }

  it("is the contract's getHash of an EIP-7702 operation, its delegate in the marker's place", async () => {
    const hash = verifyingPaymasterHash(operation, context())
    expect(await onChainHash(operation, eip7702Devnet.implementation)).toBe(hash)
    // Signed for one delegate, it is not the hash the contract checks under another.
    expect(await onChainHash(operation, OTHER_DELEGATE)).not.toBe(hash)
    expect(
      verifyingPaymasterHash({ ...operation, eip7702Auth: { address: OTHER_DELEGATE } }, context()),
    ).toBe(await onChainHash(operation, OTHER_DELEGATE))
  })

  it('binds the delegate of an EOA delegated already, whose operation carries no marker', async () => {
    const later = { ...operation, factory: undefined, factoryData: undefined }
    const hash = verifyingPaymasterHash(later, context())
    // The same as with the marker: either way the signature is for that delegate.
    expect(hash).toBe(verifyingPaymasterHash(operation, context()))
    expect(await onChainHash(later, eip7702Devnet.implementation)).toBe(hash)
    expect(await onChainHash(later, OTHER_DELEGATE)).not.toBe(hash)
  })

  it('the packed window the contract parses: validUntil, validAfter, then the signature', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const fields = paymasterFields(paymaster, VALID_UNTIL, SIGNATURE)
    const paymasterAndData = concat([
      fields.paymaster,
      toHex(paymaster.verificationGasLimit, { size: 16 }),
      toHex(paymaster.postOpGasLimit, { size: 16 }),
      fields.paymasterData,
    ])
    expect(
      await client.readContract({
        address: paymaster.address,
        abi,
        functionName: 'parsePaymasterData',
        args: [paymasterAndData],
      }),
    ).toEqual([VALID_UNTIL, 0, SIGNATURE])
  })

  it('binds every field it signs: a change to any one is another hash', () => {
    const hash = verifyingPaymasterHash(operation, context())
    const changed: SignedOperation[] = [
      { ...operation, sender: OTHER_DELEGATE },
      { ...operation, nonce: toHex((7n << 64n) + 1n) },
      { ...operation, callData: '0xb61d27f7' },
      { ...operation, factoryData: '0x01' },
      { ...operation, callGasLimit: toHex(80_001) },
      { ...operation, verificationGasLimit: toHex(60_001) },
      { ...operation, preVerificationGas: toHex(50_001) },
      { ...operation, maxFeePerGas: toHex(2_000_000_001) },
      { ...operation, maxPriorityFeePerGas: toHex(1_000_000_001) },
      { ...operation, factory: undefined, eip7702Auth: undefined },
    ]
    const hashes = new Set([
      hash,
      ...changed.map((op) => verifyingPaymasterHash(op, context())),
      verifyingPaymasterHash(operation, context(31338)),
      verifyingPaymasterHash(operation, { ...context(), paymaster: OTHER_DELEGATE }),
      verifyingPaymasterHash(operation, { ...context(), verificationGasLimit: 100_001 }),
      verifyingPaymasterHash(operation, { ...context(), postOpGasLimit: 1 }),
      verifyingPaymasterHash(operation, { ...context(), validUntil: VALID_UNTIL + 1 }),
      verifyingPaymasterHash(operation, { ...context(), validAfter: 1 }),
    ])
    expect(hashes.size).toBe(changed.length + 7)
    // The marker without its authorization names no delegate: nothing to sign.
    expect(() =>
      verifyingPaymasterHash({ ...operation, eip7702Auth: undefined }, context()),
    ).toThrow(/eip7702Auth/)
  })
})
