import { type SessionGrantMessage, sessionRevokeMessage } from '@portico/common/schemas/api'
import {
  type Abi,
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  formatUnits,
  getAddress,
  type Hex,
  hashMessage,
  numberToHex,
  parseAbi,
  toFunctionSelector,
  toHex,
} from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { z } from 'zod'
import type { AccountType } from './createSmartAccounts'
import type { ApprovalDescription } from './describeRequest'
import type { FrameContext } from './FrameContext'
import { ACTION_NOT_ALLOWED, FrameRequestError } from './FrameRequestError'
import { parseChainId } from './parseChainId'
import { requestNode } from './requestNode'

// PorticoSessionValidator (packages/test/src/devnet/smartAccount/), created by the account
// factory; the accounts call it through `execute`.
const factoryAbi = parseAbi(['function sessionValidator() view returns (address)'])
const validatorAbi = parseAbi([
  'function enableSession(bytes32 id, address key, address target, bytes4 selector, uint256 limit, uint48 validUntil)',
  'function revokeSession(bytes32 id)',
])
// The validator counts these functions' amount argument against the limit (token base units).
const TOKEN_SELECTORS = new Set([
  toFunctionSelector('transfer(address,uint256)'),
  toFunctionSelector('approve(address,uint256)'),
])
const MAX_UINT48 = 2 ** 48 - 1

const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed address')
const amountSchema = z.union([
  z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
  z.string().regex(/^\d{1,78}$/),
  z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
])
const permissionSchema = z.object({
  type: z.literal('contract-call', 'Only contract-call permissions can be granted'),
  data: z.object({
    address: addressSchema,
    functions: z
      .array(
        z.object({
          functionName: z.string().min(1).max(256).optional(),
          selector: z
            .string()
            .regex(/^0x[0-9a-fA-F]{8}$/)
            .optional(),
        }),
      )
      .length(1, 'A permission allows exactly one function'),
    abi: z.array(z.unknown()).max(512).optional(),
  }),
  policies: z
    .array(
      z.object({
        type: z.literal('spending-limit', 'Only the spending-limit policy is supported'),
        data: z.object({ limit: amountSchema }),
      }),
    )
    .max(1, 'One spending limit per permission')
    .default([]),
})
// ERC-7715's request, narrowed to what the account's session validator enforces on chain.
const grantSchema = z.object({
  chainId: z.union([z.string().max(32), z.number()]),
  address: addressSchema.optional(),
  expiry: z.number().int().positive().max(MAX_UINT48),
  signer: z.object({
    type: z.literal('key', 'The signer must be a key'),
    data: z
      .object({
        type: z.literal('secp256k1', 'The key must be secp256k1'),
        publicKey: z
          .string()
          .regex(/^0x04[0-9a-fA-F]{128}$/, 'expected an uncompressed secp256k1 public key')
          .optional(),
        id: addressSchema.optional(),
      })
      .refine((data) => data.publicKey !== undefined || data.id !== undefined, {
        message: 'The key needs a publicKey or an id (its address)',
      }),
  }),
  permissions: z
    .array(permissionSchema)
    .length(1, 'One permission per grant: one target and one function'),
})
const revokeSchema = z.object({
  permissionsContext: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid permissionsContext'),
})
const recordedSchema = z.object({ pci: z.string() })
const revokedSchema = z.object({ pci: z.string(), revoked: z.boolean() })

type Active = { eoa: string; type: AccountType; address: string }
type Permission = z.infer<typeof permissionSchema>

/** The function's selector: given, from a signature such as `transfer(address,uint256)`, or from the abi. */
function selectorOf(permission: Permission): { selector: Hex; name: string } {
  const [fn] = permission.data.functions
  const name = fn?.functionName
  const fromName = (() => {
    if (!name) return undefined
    if (name.includes('(')) return toFunctionSelector(name)
    const items = (permission.data.abi ?? []).filter(
      (item): item is { type: 'function'; name: string } =>
        typeof item === 'object' &&
        item !== null &&
        (item as { type?: unknown }).type === 'function' &&
        (item as { name?: unknown }).name === name,
    )
    if (items.length !== 1) return undefined
    return toFunctionSelector(items[0] as Abi[number] & { type: 'function' })
  })()
  const selector = (fn?.selector?.toLowerCase() as Hex | undefined) ?? fromName
  if (!selector || (fromName && fromName !== selector))
    throw new FrameRequestError(
      'Each function needs a selector, a signature such as transfer(address,uint256), or an abi naming it once',
    )
  return { selector, name: name ?? selector }
}

/**
 * ERC-7715 smart sessions for the embedded wallet's smart account (issue 18): a session key the
 * app holds may then call one function of one contract, within a spending limit, until an
 * expiry — enforced on chain by the PorticoSessionValidator every PorticoAccount has installed.
 * - `wallet_grantPermissions`: after the visitor approves, one user operation from the smart
 *   account (deploying it when needed) calls `enableSession` on the validator; the grant, signed
 *   by the account, is recorded at the gateway (`/v1/sessions`) through the frame's service. The
 *   answer's `permissionsContext` is the session id the key's signatures carry.
 * - `wallet_revokePermissions({ permissionsContext })`: after approval, `revokeSession` in one user
 *   operation, then the revocation (the account's signature) posted to the gateway.
 * Only as the smart account (the EOA has no validator): 'Action not allowed'.
 *
 * `features.smartSessions` (default off) is the app's flag; it does not reach the frame (no frame
 * message carries the app's features, SYNC_DAPP_DATA has its metadata only), so the frame answers
 * any app whose visitor approves, and the client-side flag is what keeps an app from asking.
 * @example
 * const permissions = createPermissionsHandler(ctx, { active, approve, chainOf })
 * const { permissionsContext } = await permissions.wallet_grantPermissions([request])
 */
export function createPermissionsHandler(
  ctx: FrameContext,
  deps: {
    active: () => Promise<Active>
    approve: (description: ApprovalDescription) => Promise<void>
    chainOf: (chainId: number) => FrameContext['config']['chains'][number]
  },
) {
  const validators = new Map<number, Promise<Address>>()
  const projectQuery = () => `projectId=${encodeURIComponent(ctx.config.projectId)}`

  // The validator the factory installs in its accounts, asked of the factory once per chain.
  const validatorOf = (chainId: number): Promise<Address> => {
    const known = validators.get(chainId)
    if (known) return known
    const asked = requestNode(ctx.api, `/rpc/v1?chainId=${chainId}`, 'eth_call', [
      {
        to: ctx.config.smartAccounts.factory,
        data: encodeFunctionData({ abi: factoryAbi, functionName: 'sessionValidator' }),
      },
      'latest',
    ])
      .then((result) =>
        decodeFunctionResult({
          abi: factoryAbi,
          functionName: 'sessionValidator',
          data: result as Hex,
        }),
      )
      .catch(() => {
        validators.delete(chainId)
        throw new FrameRequestError('Smart sessions are not available on this network')
      })
    validators.set(chainId, asked)
    return asked
  }

  const smartAccountOnly = async () => {
    const own = await deps.active()
    if (own.type !== 'smartAccount') throw new FrameRequestError(ACTION_NOT_ALLOWED)
    return own
  }

  const send = async (own: Active, chainId: number, to: Address, data: Hex) => {
    const sent = await ctx.smartAccounts.sendCalls(own.eoa, chainId, [{ to, data }])
    if (!sent.success) throw new FrameRequestError('The user operation failed on chain')
    return sent
  }

  return {
    async wallet_grantPermissions(params: unknown[]) {
      const own = await smartAccountOnly()
      const parsed = grantSchema.safeParse(params[0])
      if (!parsed.success)
        throw new FrameRequestError(
          parsed.error.issues[0]?.message ?? 'Invalid permissions request',
        )
      const request = parsed.data
      const chainId = ctx.chainId()
      if (parseChainId(request.chainId) !== chainId)
        throw new FrameRequestError('Chain is not supported')
      if (
        request.address !== undefined &&
        request.address.toLowerCase() !== own.address.toLowerCase()
      )
        throw new FrameRequestError('The address is not the connected account')
      if (request.expiry <= Math.floor(Date.now() / 1000))
        throw new FrameRequestError('The expiry has passed')
      const { publicKey, id } = request.signer.data
      const key = getAddress(id ?? publicKeyToAddress(publicKey as Hex))
      if (
        id !== undefined &&
        publicKey !== undefined &&
        publicKeyToAddress(publicKey as Hex) !== key
      )
        throw new FrameRequestError('The key’s publicKey and id differ')
      const [permission] = request.permissions as [Permission]
      const target = getAddress(permission.data.address)
      const { selector, name } = selectorOf(permission)
      const limitInput = permission.policies[0]?.data.limit
      const limit = limitInput === undefined ? 0n : BigInt(limitInput)
      const chain = deps.chainOf(chainId)
      const validator = await validatorOf(chainId)

      await deps.approve({
        title: 'Grant permissions',
        rows: [
          { label: 'Contract', value: target },
          { label: 'Function', value: name },
          {
            label: 'Spending limit',
            value: TOKEN_SELECTORS.has(selector)
              ? `${limit} (token base units)`
              : `${formatUnits(limit, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`,
          },
          { label: 'Expires', value: new Date(request.expiry * 1000).toISOString() },
          { label: 'Session key', value: key },
          { label: 'Network', value: `${chain.name} (${chain.chainId})` },
        ],
        text: 'The app’s key may call this function of this contract without asking you again, within the limit, until the expiry or until you revoke it.',
      })

      const pci = toHex(crypto.getRandomValues(new Uint8Array(32)))
      await send(
        own,
        chainId,
        validator,
        encodeFunctionData({
          abi: validatorAbi,
          functionName: 'enableSession',
          args: [pci, key, target, selector, limit, request.expiry],
        }),
      )
      const permissions = [
        {
          type: 'contract-call' as const,
          data: {
            address: target,
            functions: [{ ...(name !== selector && { functionName: name }), selector }],
          },
          policies: [{ type: 'spending-limit' as const, data: { limit: limit.toString() } }],
        },
      ]
      const signer = { type: 'key' as const, data: { type: 'secp256k1' as const, id: key } }
      const dapp = ctx.dapp()
      const grant: SessionGrantMessage = {
        pci,
        chainId,
        address: own.address,
        projectId: ctx.config.projectId,
        expiry: request.expiry,
        signer,
        permissions,
        project: {
          name: dapp?.name ?? ctx.parentOrigin,
          url: dapp?.url ?? ctx.parentOrigin,
          ...(dapp?.icon && { iconUrl: dapp.icon }),
        },
      }
      // Enabled on chain already, which is what the key needs: a gateway that cannot record the
      // grant only leaves it out of the list, so the answer still goes back.
      try {
        const message = JSON.stringify(grant)
        const signature = await ctx.smartAccounts.signHash(own.eoa, chainId, hashMessage(message))
        await ctx.api.call(
          'POST',
          `/smart-sessions/v1/record?${projectQuery()}`,
          { auth: true, body: { address: own.address, message, signature } },
          recordedSchema,
        )
      } catch (error) {
        ctx.log('smart session not recorded at the gateway', error)
      }
      return {
        chainId: numberToHex(chainId),
        address: own.address,
        expiry: request.expiry,
        signer,
        permissions,
        grantedPermissions: permissions,
        permissionsContext: pci,
      }
    },

    async wallet_revokePermissions(params: unknown[]) {
      const own = await smartAccountOnly()
      const parsed = revokeSchema.safeParse(params[0])
      if (!parsed.success)
        throw new FrameRequestError(parsed.error.issues[0]?.message ?? 'Invalid permissionsContext')
      const pci = parsed.data.permissionsContext.toLowerCase() as Hex
      const chainId = ctx.chainId()
      const chain = deps.chainOf(chainId)
      const validator = await validatorOf(chainId)
      await deps.approve({
        title: 'Revoke permissions',
        rows: [
          { label: 'Session', value: pci },
          { label: 'Network', value: `${chain.name} (${chain.chainId})` },
        ],
        text: 'The app’s key will no longer be able to act for your account.',
      })
      await send(
        own,
        chainId,
        validator,
        encodeFunctionData({ abi: validatorAbi, functionName: 'revokeSession', args: [pci] }),
      )
      const signature = await ctx.smartAccounts.signHash(
        own.eoa,
        chainId,
        hashMessage(sessionRevokeMessage(pci)),
      )
      // Revoked on chain already, which is what stops the key: a gateway that cannot record it
      // only lists the session a while longer.
      await ctx.api
        .call(
          'POST',
          `/smart-sessions/v1/revoke?${projectQuery()}`,
          { auth: true, body: { address: own.address, pci, signature } },
          revokedSchema,
        )
        .catch((error: unknown) =>
          ctx.log('smart session revocation not recorded at the gateway', error),
        )
      return null
    },
  }
}
