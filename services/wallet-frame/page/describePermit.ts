import type { Hex } from 'viem'
import { z } from 'zod'
import { approvalWarnings } from './approvalWarnings'
import { formatDeadline } from './formatDeadline'
import { formatTokenAmount, isUnlimited } from './formatTokenAmount'
import { labelAddress } from './labelAddress'
import { type ReadContract, readTokenInfo } from './readTokenInfo'

type Rows = { label: string; value: string }[]

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => value as Hex)
// Typed-data integers arrive as JSON numbers or decimal / hex strings.
const uint = z
  .union([z.string().regex(/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/), z.number().int().nonnegative()])
  .transform((value) => BigInt(value))

const erc2612 = z.object({
  owner: address,
  spender: address,
  value: uint,
  nonce: uint,
  deadline: uint,
})
// DAI's permit: a yes/no allowance, which means the whole balance.
const daiPermit = z.object({
  holder: address,
  spender: address,
  nonce: uint,
  expiry: uint,
  allowed: z.boolean(),
})
const details = z.object({ token: address, amount: uint, expiration: uint, nonce: uint })
const permitted = z.object({ token: address, amount: uint })
const permit2 = {
  PermitSingle: z.object({ details, spender: address, sigDeadline: uint }),
  PermitBatch: z.object({ details: z.array(details).min(1), spender: address, sigDeadline: uint }),
  PermitTransferFrom: z.object({ permitted, spender: address, deadline: uint }),
  PermitWitnessTransferFrom: z.object({ permitted, spender: address, deadline: uint }),
  PermitBatchTransferFrom: z.object({
    permitted: z.array(permitted).min(1),
    spender: address,
    deadline: uint,
  }),
  PermitBatchWitnessTransferFrom: z.object({
    permitted: z.array(permitted).min(1),
    spender: address,
    deadline: uint,
  }),
}

/** A permit as the approval view shows it: rows and warnings; undefined for other typed data. */
export type PermitDescription = { rows: Rows; warnings: string[] }

/**
 * Decodes the typed data that lets someone take the visitor's tokens without a transaction:
 * EIP-2612 `Permit` (and DAI's), and Permit2's `PermitSingle`, `PermitBatch`,
 * `PermitTransferFrom`, `PermitBatchTransferFrom` and the witness variants (domain name
 * 'Permit2'). Token symbols and decimals come from the chain; amounts say "Unlimited" in words,
 * deadlines say when. Typed data that claims to be a permit but does not read as one is said so.
 * @example const permit = await describePermit(typedData, read)
 */
export async function describePermit(
  typedData: { primaryType: string; domain?: Record<string, unknown>; message: unknown },
  read: ReadContract,
  now: number = Date.now(),
  /** Contracts the operator named: a known spender is named beside its address. */
  names?: ReadonlyMap<string, string>,
): Promise<PermitDescription | undefined> {
  const { primaryType, domain, message } = typedData
  const spenderRow = (spender: string) => ({
    label: 'Spender',
    value: labelAddress(spender, names),
  })
  const warnings: string[] = []
  const allowance = async (token: Hex, amount: bigint) => {
    const info = await readTokenInfo(read, token)
    if (info.symbol === undefined || info.decimals === undefined)
      warnings.push(approvalWarnings.unreadableToken(info.address))
    if (isUnlimited(amount)) warnings.unshift(approvalWarnings.unlimited(info.symbol ?? token))
    return [
      { label: 'Amount', value: formatTokenAmount(amount, info) },
      { label: 'Token', value: info.symbol ? `${info.symbol} · ${info.address}` : info.address },
    ]
  }
  const deadline = (label: string, seconds: bigint) => {
    const value = formatDeadline(seconds, now)
    if (value.endsWith('(passed)')) warnings.push(approvalWarnings.expired(value))
    return { label, value }
  }
  const unreadable = (): PermitDescription => ({
    rows: [{ label: 'Action', value: 'Permit (could not be read)' }],
    warnings: ['This asks to let someone spend your tokens, but its details could not be read.'],
  })

  // What it gives away first (amount, token, who), then until when and whose.
  if (domain?.name === 'Permit2') {
    const schema = permit2[primaryType as keyof typeof permit2]
    if (!schema) return unreadable()
    const parsed = schema.safeParse(message)
    if (!parsed.success) return unreadable()
    const data = parsed.data
    const rows: Rows = []
    if ('details' in data) {
      rows.push({ label: 'Action', value: 'Allow spending through Permit2' })
      for (const entry of Array.isArray(data.details) ? data.details : [data.details]) {
        rows.push(...(await allowance(entry.token, entry.amount)))
        rows.push(deadline('Allowance expires', entry.expiration))
      }
      rows.push(spenderRow(data.spender))
      rows.push(deadline('Signature valid until', data.sigDeadline))
    } else {
      rows.push({ label: 'Action', value: 'Let the spender transfer your tokens once' })
      for (const entry of Array.isArray(data.permitted) ? data.permitted : [data.permitted]) {
        rows.push(...(await allowance(entry.token, entry.amount)))
      }
      rows.push(spenderRow(data.spender))
      rows.push(deadline('Deadline', data.deadline))
    }
    return { rows, warnings }
  }

  if (primaryType !== 'Permit') return undefined
  const token = address.safeParse(domain?.verifyingContract)
  if (!token.success) return unreadable()
  const standard = erc2612.safeParse(message)
  if (standard.success) {
    const { owner, spender, value } = standard.data
    const rows: Rows = [
      { label: 'Action', value: 'Allow spending (permit)' },
      ...(await allowance(token.data, value)),
      spenderRow(spender),
      deadline('Deadline', standard.data.deadline),
      { label: 'Owner', value: owner },
    ]
    return { rows, warnings }
  }
  const dai = daiPermit.safeParse(message)
  if (!dai.success) return unreadable()
  const { holder, spender, allowed, expiry } = dai.data
  const rows: Rows = [
    {
      label: 'Action',
      value: allowed ? 'Allow spending (permit)' : 'Remove an allowance (permit)',
    },
    ...(allowed ? await allowance(token.data, 2n ** 256n - 1n) : []),
    spenderRow(spender),
    expiry === 0n ? { label: 'Deadline', value: 'Never expires' } : deadline('Deadline', expiry),
    { label: 'Owner', value: holder },
  ]
  return { rows, warnings }
}
