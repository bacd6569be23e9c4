import {
  type Anvil,
  compileContracts,
  defaultTestTokens,
  defaultTokenPaymaster,
  deployAccountAbstraction,
  deployTokenPaymaster,
  startAnvil,
} from '@portico/test/devnet'
import { type Abi, concat, createPublicClient, type Hex, http, toHex } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type QuotedOperation,
  type TokenQuoteTerms,
  tokenPaymasterFields,
  tokenPaymasterHash,
} from './tokenPaymasterHash'

const SENDER = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const SIGNATURE: Hex = `0x${'ab'.repeat(65)}`
const operation: QuotedOperation = {
  sender: SENDER,
  nonce: toHex(3n << 64n),
  callGasLimit: toHex(80_000),
  verificationGasLimit: toHex(60_000),
  preVerificationGas: toHex(50_000),
  maxFeePerGas: toHex(2_000_000_000),
  maxPriorityFeePerGas: toHex(1_000_000_000),
}
const terms = (chainId = 31337): TokenQuoteTerms => ({
  chainId,
  paymaster: defaultTokenPaymaster,
  verificationGasLimit: 100_000,
  postOpGasLimit: 80_000,
  validUntil: 1_900_000_000,
  validAfter: 0,
  token: defaultTestTokens.tetherStyle.address,
  tokenAmount: 1_749_000n,
})

// The gateway's hash against PorticoTokenPaymaster's own getHash, on an anvil with EntryPoint v0.7.
describe('tokenPaymasterHash for PorticoTokenPaymaster (EntryPoint v0.7)', () => {
  const started: { anvil?: Anvil; abi?: Abi } = {}
  beforeAll(async () => {
    const anvil = await startAnvil({ chainId: 31337 })
    started.anvil = anvil
    await deployAccountAbstraction(anvil.rpcUrl)
    await deployTokenPaymaster(anvil.rpcUrl)
    started.abi = (await compileContracts()).PorticoTokenPaymaster.abi
  }, 60_000)
  afterAll(() => started.anvil?.stop())
  const abi = () => started.abi as Abi
  const client = () => createPublicClient({ transport: http(started.anvil?.rpcUrl) })
  // The operation as it lands, paymaster fields packed in, and what the contract reads of it.
  const packed = (op: QuotedOperation, quote: TokenQuoteTerms, callData: Hex) =>
    toPackedUserOperation({
      sender: op.sender,
      nonce: BigInt(op.nonce),
      callData,
      callGasLimit: BigInt(op.callGasLimit),
      verificationGasLimit: BigInt(op.verificationGasLimit),
      preVerificationGas: BigInt(op.preVerificationGas),
      maxFeePerGas: BigInt(op.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
      ...tokenPaymasterFields(quote, SIGNATURE),
      paymasterVerificationGasLimit: BigInt(quote.verificationGasLimit),
      paymasterPostOpGasLimit: BigInt(quote.postOpGasLimit),
      signature: '0x',
    } as UserOperation<'0.7'>)
  const onChainHash = (op: QuotedOperation, quote: TokenQuoteTerms, callData: Hex = '0x') =>
    client().readContract({
      address: defaultTokenPaymaster,
      abi: abi(),
      functionName: 'getHash',
      args: [
        packed(op, quote, callData),
        quote.validUntil,
        quote.validAfter,
        quote.token,
        quote.tokenAmount,
      ],
    })

  it("is the contract's getHash, whatever the operation's calls", async () => {
    const hash = tokenPaymasterHash(operation, terms())
    expect(await onChainHash(operation, terms())).toBe(hash)
    // The charge is fixed: the calls (the approve's amount among them) are not part of it.
    expect(await onChainHash(operation, terms(), '0xb61d27f6')).toBe(hash)
    const other = { ...terms(), token: defaultTestTokens.erc20.address, tokenAmount: 7n }
    expect(await onChainHash(operation, other)).toBe(tokenPaymasterHash(operation, other))
  })

  it('the paymasterData the contract parses: window, token, amount, signature', async () => {
    const quote = terms()
    const fields = tokenPaymasterFields(quote, SIGNATURE)
    const paymasterAndData = concat([
      fields.paymaster,
      toHex(quote.verificationGasLimit, { size: 16 }),
      toHex(quote.postOpGasLimit, { size: 16 }),
      fields.paymasterData,
    ])
    const parse = (data: Hex) =>
      client().readContract({
        address: defaultTokenPaymaster,
        abi: abi(),
        functionName: 'parsePaymasterData',
        args: [data],
      })
    const parsed = [quote.validUntil, 0, quote.token, quote.tokenAmount, SIGNATURE]
    expect(await parse(paymasterAndData)).toEqual(parsed)
    // Any other length is malformed: refused at once, not checked as a signature.
    await expect(parse(concat([paymasterAndData, '0x00']))).rejects.toThrow(/PaymasterDataLength/)
  })

  it('binds every field it signs: a change to any one is another hash', () => {
    const changed: QuotedOperation[] = [
      { ...operation, sender: OTHER },
      { ...operation, nonce: toHex((3n << 64n) + 1n) },
      { ...operation, callGasLimit: toHex(80_001) },
      { ...operation, verificationGasLimit: toHex(60_001) },
      { ...operation, preVerificationGas: toHex(50_001) },
      { ...operation, maxFeePerGas: toHex(2_000_000_001) },
      { ...operation, maxPriorityFeePerGas: toHex(1_000_000_001) },
    ]
    const otherTerms: TokenQuoteTerms[] = [
      terms(31338),
      { ...terms(), paymaster: OTHER },
      { ...terms(), verificationGasLimit: 100_001 },
      { ...terms(), postOpGasLimit: 80_001 },
      { ...terms(), validUntil: 1_900_000_001 },
      { ...terms(), validAfter: 1 },
      { ...terms(), token: defaultTestTokens.erc20.address },
      { ...terms(), tokenAmount: 1_749_001n },
    ]
    const hashes = new Set([
      tokenPaymasterHash(operation, terms()),
      ...changed.map((op) => tokenPaymasterHash(op, terms())),
      ...otherTerms.map((quote) => tokenPaymasterHash(operation, quote)),
    ])
    expect(hashes.size).toBe(1 + changed.length + otherTerms.length)
  })
})
