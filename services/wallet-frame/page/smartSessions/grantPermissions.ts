import type { SessionGrantMessage } from '@portico/common/schemas/api'
import { hashMessage, numberToHex, toHex } from 'viem'
import { z } from 'zod'
import { ACTION_NOT_ALLOWED } from '../../src/shared/frameMessages'
import { parseChainId } from '../../src/shared/parseChainId'
import { FrameRequestError } from '../FrameRequestError'
import type { RequestScope } from '../rpc/RequestScope'
import { walletContractsOf } from '../rpc/walletContractsOf'
import { activeSmartAccount } from './activeSmartAccount'
import { describeGrant } from './describeGrant'
import { encodeEnableSession } from './encodeEnableSession'
import { parseGrantRequest } from './parseGrantRequest'
import type { SmartSessionEnv } from './SmartSessionEnv'
import { sendValidatorCall } from './sendValidatorCall'
import { smartSessionsPath } from './smartSessionsPath'
import { toGrantedPermission } from './toGrantedPermission'

const recordedSchema = z.object({ pci: z.string() })

/**
 * `wallet_grantPermissions`: the request is checked (`parseGrantRequest`: anything not
 * understood is refused, never ignored); after the visitor approves (`describeGrant`), one user
 * operation from the smart account (deploying it when needed) calls `enableSession` on the
 * validator; the grant, signed by the account, is recorded at the gateway (`/v1/sessions`)
 * through the frame's service. The answer's `permissionsContext` is the session id the key's
 * signatures carry. Only when the app's `features.smartSessions` reached the frame
 * (SYNC_DAPP_DATA; default off), and only as the smart account: else 'Action not allowed'.
 * It stays on the chain it arrived on (`scope`); a chain switch withdraws its approval.
 * @example
 * const { permissionsContext } = await grantPermissions(env, [request], scope)
 */
export async function grantPermissions(
  { ctx, deps }: SmartSessionEnv,
  params: unknown[],
  scope: RequestScope,
) {
  // The app's features.smartSessions (SYNC_DAPP_DATA): an app that did not turn smart
  // sessions on never has its visitors asked to hand out a key.
  if (!ctx.smartSessionsEnabled()) throw new FrameRequestError(ACTION_NOT_ALLOWED)
  const { chainId } = scope
  const own = await activeSmartAccount(deps, chainId)
  const grant = parseGrantRequest(params[0])
  if (parseChainId(grant.chainId) !== chainId) throw new FrameRequestError('Chain is not supported')
  if (grant.address !== undefined && grant.address.toLowerCase() !== own.address.toLowerCase())
    throw new FrameRequestError('The address is not the connected account')
  if (grant.expiry <= Math.floor(Date.now() / 1000))
    throw new FrameRequestError('The expiry has passed')
  const validator = await deps.validatorOf(chainId)
  // Through the account, its validator, factory or EntryPoint a key would reach far more
  // than the calls listed (the validator refuses the first two on chain as well).
  const ownContracts = await walletContractsOf(ctx, deps.validatorOf, own.eoa, chainId)
  if (ownContracts.has(grant.target.toLowerCase()))
    throw new FrameRequestError('A session cannot call the wallet’s own contracts')
  const chain = deps.chainOf(chainId)

  await deps.approve(describeGrant(grant, chain), scope.signal)

  const pci = toHex(crypto.getRandomValues(new Uint8Array(32)))
  await sendValidatorCall(ctx, own, chainId, validator, encodeEnableSession(pci, grant))
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
      smartSessionsPath(ctx, 'record'),
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
}
