import { sessionRevokeMessage } from '@portico/common/schemas/api'
import { encodeFunctionData, type Hex, hashMessage, parseAbi } from 'viem'
import { z } from 'zod'
import { FrameRequestError } from '../FrameRequestError'
import type { RequestScope } from '../rpc/RequestScope'
import { activeSmartAccount } from './activeSmartAccount'
import type { SmartSessionEnv } from './SmartSessionEnv'
import { sendValidatorCall } from './sendValidatorCall'
import { smartSessionsPath } from './smartSessionsPath'

const validatorAbi = parseAbi(['function revokeSession(bytes32 id)'])
const revokeSchema = z.object({
  permissionsContext: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid permissionsContext'),
})
const revokedSchema = z.object({ pci: z.string(), revoked: z.boolean() })

/**
 * `wallet_revokePermissions({ permissionsContext })`: after approval, `revokeSession` in one
 * user operation, then the revocation (the account's signature) posted to the gateway. Allowed
 * whatever `features.smartSessions` says: it only takes authority away, and the visitor
 * approves it. Only as the smart account: else 'Action not allowed'. It stays on the chain it
 * arrived on (`scope`); a chain switch withdraws its approval.
 * @example await revokePermissions(env, [{ permissionsContext }], scope) // null
 */
export async function revokePermissions(
  { ctx, deps }: SmartSessionEnv,
  params: unknown[],
  scope: RequestScope,
): Promise<null> {
  const { chainId } = scope
  const own = await activeSmartAccount(deps, chainId)
  const parsed = revokeSchema.safeParse(params[0])
  if (!parsed.success)
    throw new FrameRequestError(parsed.error.issues[0]?.message ?? 'Invalid permissionsContext')
  const pci = parsed.data.permissionsContext.toLowerCase() as Hex
  const chain = deps.chainOf(chainId)
  const validator = await deps.validatorOf(chainId)
  await deps.approve(
    {
      title: 'Revoke permissions',
      rows: [
        { label: 'Session', value: pci },
        { label: 'Network', value: `${chain.name} (${chain.chainId})` },
      ],
      text: 'The app’s key will no longer be able to act for your account.',
    },
    scope.signal,
  )
  await sendValidatorCall(
    ctx,
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
      smartSessionsPath(ctx, 'revoke'),
      { auth: true, body: { address: own.address, pci, signature } },
      revokedSchema,
    )
    .catch((error: unknown) =>
      ctx.log('smart session revocation not recorded at the gateway', error),
    )
  return null
}
