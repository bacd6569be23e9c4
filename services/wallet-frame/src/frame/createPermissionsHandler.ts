import { type SessionGrantMessage, sessionRevokeMessage } from '@portico/common/schemas/api'
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  hashMessage,
  numberToHex,
  parseAbi,
  toHex,
} from 'viem'
import { z } from 'zod'
import { describeGrant } from '../smartSessions/describeGrant'
import { encodeEnableSession } from '../smartSessions/encodeEnableSession'
import { parseGrantRequest } from '../smartSessions/parseGrantRequest'
import { toGrantedPermission } from '../smartSessions/toGrantedPermission'
import type { AccountType } from './createSmartAccounts'
import type { ApprovalDescription } from './describeRequest'
import type { FrameContext } from './FrameContext'
import { ACTION_NOT_ALLOWED, FrameRequestError } from './FrameRequestError'
import { parseChainId } from './parseChainId'
import { requestNode } from './requestNode'

// PorticoSessionValidator (packages/test/src/devnet/smartAccount/), created by the account
// factory; the accounts call it through `execute`.
const factoryAbi = parseAbi(['function sessionValidator() view returns (address)'])
const validatorAbi = parseAbi(['function revokeSession(bytes32 id)'])
const revokeSchema = z.object({
  permissionsContext: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid permissionsContext'),
})
const recordedSchema = z.object({ pci: z.string() })
const revokedSchema = z.object({ pci: z.string(), revoked: z.boolean() })

type Active = { eoa: string; type: AccountType; address: string }

/**
 * ERC-7715 smart sessions for the embedded wallet's smart account: a session key the app holds
 * may then make the listed calls to one contract (each a function with rules on its arguments),
 * within a spending limit, a gas budget and a per-operation gas cap, until an expiry — enforced on
 * chain by the PorticoSessionValidator every PorticoAccount has installed; anything else the key
 * signs is refused in validation.
 * - `wallet_grantPermissions`: the request is checked (`parseGrantRequest`: anything not
 *   understood is refused, never ignored); after the visitor approves (`describeGrant`), one user
 *   operation from the smart account (deploying it when needed) calls `enableSession` on the
 *   validator; the grant, signed by the account, is recorded at the gateway (`/v1/sessions`)
 *   through the frame's service. The answer's `permissionsContext` is the session id the key's
 *   signatures carry. Only when the app's `features.smartSessions` reached the frame
 *   (SYNC_DAPP_DATA; default off): else 'Action not allowed'.
 * - `wallet_revokePermissions({ permissionsContext })`: after approval, `revokeSession` in one user
 *   operation, then the revocation (the account's signature) posted to the gateway. Allowed
 *   whatever the flag: it only takes authority away, and the visitor approves it.
 * Only as the smart account (the EOA has no validator): 'Action not allowed'.
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
      // The app's features.smartSessions (SYNC_DAPP_DATA): an app that did not turn smart
      // sessions on never has its visitors asked to hand out a key.
      if (!ctx.smartSessionsEnabled()) throw new FrameRequestError(ACTION_NOT_ALLOWED)
      const own = await smartAccountOnly()
      const grant = parseGrantRequest(params[0])
      const chainId = ctx.chainId()
      if (parseChainId(grant.chainId) !== chainId)
        throw new FrameRequestError('Chain is not supported')
      if (grant.address !== undefined && grant.address.toLowerCase() !== own.address.toLowerCase())
        throw new FrameRequestError('The address is not the connected account')
      if (grant.expiry <= Math.floor(Date.now() / 1000))
        throw new FrameRequestError('The expiry has passed')
      const validator = await validatorOf(chainId)
      // Through the account, its validator, factory or EntryPoint a key would reach far more
      // than the calls listed (the validator refuses the first two on chain as well).
      const ownContracts = [
        own.address,
        validator,
        ctx.config.smartAccounts.factory,
        ctx.config.smartAccounts.entryPoint,
      ]
      if (ownContracts.some((address) => address.toLowerCase() === grant.target.toLowerCase()))
        throw new FrameRequestError('A session cannot call the wallet’s own contracts')
      const chain = deps.chainOf(chainId)

      await deps.approve(describeGrant(grant, chain))

      const pci = toHex(crypto.getRandomValues(new Uint8Array(32)))
      await send(own, chainId, validator, encodeEnableSession(pci, grant))
      const permissions = [toGrantedPermission(grant)]
      const signer = { type: 'key' as const, data: { type: 'secp256k1' as const, id: grant.key } }
      const dapp = ctx.dapp()
      const message: SessionGrantMessage = {
        pci,
        chainId,
        address: own.address,
        projectId: ctx.config.projectId,
        expiry: grant.expiry,
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
        const text = JSON.stringify(message)
        const signature = await ctx.smartAccounts.signHash(own.eoa, chainId, hashMessage(text))
        await ctx.api.call(
          'POST',
          `/smart-sessions/v1/record?${projectQuery()}`,
          { auth: true, body: { address: own.address, message: text, signature } },
          recordedSchema,
        )
      } catch (error) {
        ctx.log('smart session not recorded at the gateway', error)
      }
      return {
        chainId: numberToHex(chainId),
        address: own.address,
        expiry: grant.expiry,
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
