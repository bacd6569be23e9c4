import { parseEther, toFunctionSelector } from 'viem'
import { z } from 'zod'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed address')

/** The canonical ERC-4337 v0.7 EntryPoint, which the reference VerifyingPaymaster v0.7 serves. */
const ENTRY_POINT_07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
/** The canonical ERC-4337 v0.8 EntryPoint, the one EIP-7702 accounts' operations go through. */
const ENTRY_POINT_08 = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
/** Simple7702Account v0.8 at its canonical address (the same on every chain, by CREATE2). */
const SIMPLE_7702_ACCOUNT = '0xe6Cae83BdE06E4c305530e199D7217f42808555B'

/** Gas the paymaster's signature check may use: it hashes the operation's callData. */
const paymasterVerificationGas = z.number().int().min(10_000).max(1_000_000).default(100_000)
/** Neither paymaster returns a context, so the EntryPoint never calls their postOp. */
const paymasterPostOpGas = z.number().int().min(0).max(1_000_000).default(0)

/**
 * A chain's verifying paymaster for EIP-7702 accounts: PorticoVerifyingPaymaster
 * (`packages/test/contracts/PorticoVerifyingPaymaster.sol`) on EntryPoint v0.8, trusting
 * `paymaster.signerKey`'s address. Its signature binds the delegate the account's code points to;
 * the gateway signs only for an operation whose `eip7702Auth` delegates to one of
 * `implementations`, the accounts whose `execute` / `executeBatch` it reads the calls of.
 * @example eip7702PaymasterSchema.parse({ address: '0x…' })
 */
export const eip7702PaymasterSchema = z.object({
  address,
  entryPoint: address.default(ENTRY_POINT_08),
  /** The delegates a sponsored account may have: Simple7702Account v0.8 by default. */
  implementations: z.array(address).min(1).max(16).default([SIMPLE_7702_ACCOUNT]),
  verificationGasLimit: paymasterVerificationGas,
  postOpGasLimit: paymasterPostOpGas,
})

/**
 * A chain's token paymaster: PorticoTokenPaymaster (`packages/test/contracts/`) on the chain's
 * v0.7 EntryPoint, trusting `paymaster.signerKey`'s address, which pays a visitor's gas and takes
 * the fee in one of `tokens` (each one of the chain's `tokens`, for its symbol and decimals) at the
 * gateway's own prices plus `markupPercent`. Its validation checks the signature; its postOp moves
 * the token with `transferFrom`, the gas `postOpGasLimit` allows (a Tether-style transferFrom into
 * the paymaster takes about 43,000 at worst).
 * @example tokenPaymasterSchema.parse({ address: '0x…', tokens: ['0x…'] })
 */
export const tokenPaymasterSchema = z.object({
  address,
  tokens: z.array(address).min(1).max(16),
  /** What the gateway adds to the fee's price in the token, in percent: the paymaster's margin. */
  markupPercent: z.number().min(0).max(100).default(10),
  verificationGasLimit: paymasterVerificationGas,
  postOpGasLimit: z.number().int().min(50_000).max(1_000_000).default(80_000),
})

/**
 * An amount of the chain's native coin in its whole units, as a decimal string ("0.01" is
 * 10^16 wei): what gas is paid in on every EVM chain.
 * @example nativeAmountSchema.parse('0.05')
 */
export const nativeAmountSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,18})?$/, {
    message: 'Expected an amount of the native coin such as "0.01"',
    abort: true,
  })
  .refine((value) => parseEther(value) > 0n, 'Expected an amount above 0')

// A 4-byte selector, or a function signature it is computed from ('transfer(address,uint256)').
const selectorSchema = z
  .string()
  .max(256)
  .transform((value, ctx) => {
    if (/^0x[0-9a-fA-F]{8}$/.test(value)) return value.toLowerCase()
    try {
      return toFunctionSelector(value)
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `Expected a 4-byte selector (0xa9059cbb) or a function signature (transfer(address,uint256)), not "${value}"`,
      })
      return z.NEVER
    }
  })

/**
 * A chain's verifying paymaster (the reference `VerifyingPaymaster` v0.7 of
 * `@account-abstraction/contracts`, which trusts `paymaster.signerKey`'s address): where it is,
 * the EntryPoint it serves, and the gas limits its validation and post-operation get (both
 * signed into every sponsored operation); in `eip7702`, the chain's paymaster for EIP-7702
 * accounts on EntryPoint v0.8 (`eip7702PaymasterSchema`), without which their operations are
 * refused; and in `token`, the chain's paymaster for gas paid in a token on the same EntryPoint
 * (`tokenPaymasterSchema`).
 * @example chainPaymasterSchema.parse({ address: '0x…', entryPoint: '0x…', eip7702: { address: '0x…' } })
 */
export const chainPaymasterSchema = z.object({
  address,
  entryPoint: address.default(ENTRY_POINT_07),
  verificationGasLimit: paymasterVerificationGas,
  postOpGasLimit: paymasterPostOpGas,
  eip7702: eip7702PaymasterSchema.optional(),
  token: tokenPaymasterSchema.optional(),
})

/**
 * How the gateway signs for its paymasters: the signer's private key (a secret like the
 * gateway's others: in the config file or `PORTICO_GATEWAY_PAYMASTER_SIGNER_KEY`), how long a
 * signature holds (the paymaster's `validUntil`) and how often budgets are settled.
 * @example paymasterSettingsSchema.parse({ signerKey: '0x…32 bytes…', validitySeconds: 300 })
 */
export const paymasterSettingsSchema = z.object({
  signerKey: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte private key, 0x-prefixed hex')
    .optional(),
  /** How long after signing a sponsored operation may still land; then the EntryPoint refuses it. */
  validitySeconds: z.number().int().min(30).max(3_600).default(300),
  /**
   * How often the settler reads the paymasters' landed operations to settle the budgets at their
   * actual cost, and releases reservations whose window passed unused.
   */
  settleIntervalMs: z.number().int().min(1_000).max(600_000).default(15_000),
})

/**
 * One contract a sponsored operation may call, and which of its functions (4-byte selectors or
 * function signatures; all of them when left out; a call without data only then).
 * @example sponsoredContractSchema.parse({ address: '0x…', selectors: ['transfer(address,uint256)'] })
 */
export const sponsoredContractSchema = z.object({
  address,
  selectors: z.array(selectorSchema).min(1).max(64).optional(),
})

/**
 * A project's gas sponsorship: on which chains its verifying paymaster pays, for which calls
 * (each call of the smart account's `execute` / `executeBatch` must be to a listed contract and
 * function; account creation only through listed factories), at most how much per operation, and
 * daily budgets per chain (UTC days) for the whole project and for each visitor — a visitor
 * being both the operation's sender address and the calling client's address, each with its own
 * budget. Amounts are in the chain's native coin; the gateway counts each operation at its
 * maximum cost (all its gas limits at its max fee per gas).
 * @example
 * sponsorshipPolicySchema.parse({ sponsorName: 'Demo', chains: [31337], contracts: [{ address: '0x…' }], maxCostPerOperation: '0.01', dailyBudget: { project: '1', perVisitor: '0.05' } })
 */
export const sponsorshipPolicySchema = z
  .object({
    /** Who pays, as the visitor sees it: "Network fee: paid by <sponsorName>". */
    sponsorName: z.string().min(1).max(64),
    chains: z.array(z.number().int().positive()).min(1).max(64),
    contracts: z.array(sponsoredContractSchema).min(1).max(256),
    /** Factories whose accounts' first operation (which creates them) may be sponsored. */
    accountFactories: z.array(address).max(16).default([]),
    maxCostPerOperation: nativeAmountSchema,
    dailyBudget: z.object({
      /** What the project spends per chain and day, all visitors together. */
      project: nativeAmountSchema,
      /** What one sender address, and one client address, may spend per chain and day. */
      perVisitor: nativeAmountSchema,
    }),
  })
  .superRefine((policy, ctx) => {
    const wei = (value: string) => parseEther(value)
    if (wei(policy.dailyBudget.perVisitor) > wei(policy.dailyBudget.project)) {
      ctx.addIssue({
        code: 'custom',
        path: ['dailyBudget', 'perVisitor'],
        message: "A visitor's daily budget cannot exceed the project's",
      })
    }
    if (wei(policy.maxCostPerOperation) > wei(policy.dailyBudget.perVisitor)) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxCostPerOperation'],
        message: "One operation cannot cost more than a visitor's daily budget",
      })
    }
  })

/** A chain's paymaster, parsed. @example paymaster.address */
export type ChainPaymaster = z.infer<typeof chainPaymasterSchema>
/** A chain's paymaster for EIP-7702 accounts, parsed. @example paymaster.eip7702?.implementations */
export type Eip7702Paymaster = z.infer<typeof eip7702PaymasterSchema>
/** A chain's token paymaster, parsed. @example paymaster.token?.markupPercent */
export type TokenPaymasterConfig = z.infer<typeof tokenPaymasterSchema>
/** A project's sponsorship policy, parsed. @example policy.chains.includes(31337) */
export type SponsorshipPolicy = z.infer<typeof sponsorshipPolicySchema>
