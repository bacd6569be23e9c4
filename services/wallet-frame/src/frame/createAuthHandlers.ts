import { isValidEmail } from '@portico/common'
import { z } from 'zod'
import type { FrameContext } from './FrameContext'
import { FrameRequestError } from './FrameRequestError'
import { parseChainId } from './parseChainId'
import { parseSolanaChainId } from './parseSolanaChainId'

const userSchema = z.object({
  email: z.string().nullable(),
  address: z.string().nullable(),
  authProvider: z.string().default('email'),
  userName: z.string().nullable().default(null),
})

/**
 * The user as GET_USER and CONNECT_SOCIAL answer it (spec §3), once the key is on this device:
 * on a smart-account network the active account is the preferred one (the smart account unless
 * the visitor switched), and both are listed in `accounts`.
 * @example return toEmbeddedUser(ctx, user, address)
 */
export async function toEmbeddedUser(
  ctx: FrameContext,
  user: { email: string | null; authProvider: string; userName: string | null },
  address: string,
) {
  const { active, accounts, smartAccountDeployed } = await ctx.smartAccounts.accountsOf(
    address,
    ctx.chainId(),
  )
  const protection = await ctx.keys.isRecoveryProtected(address)
  return {
    email: user.email,
    address: active.address,
    chainId: ctx.chainId(),
    accounts,
    userName: user.userName,
    preferredAccountType: active.type,
    smartAccountDeployed,
    authProvider: user.authProvider,
    // The page shows the others as unavailable: asking for one would be refused.
    chainIds: ctx.config.chains.map((chain) => chain.chainId),
    // The page offers "Protect your wallet" while the operator can still rebuild the key (left
    // out on a custodial service, which offers no protection).
    ...(protection !== undefined && { recoveryProtected: protection }),
  }
}
/**
 * The user as GET_USER answers it for a Solana cluster (spec §6: the embedded wallet supports
 * eip155 and solana): the visitor's Solana address, derived in the frame from the same key,
 * on the asked cluster, an EOA (no smart accounts on Solana). The frame's EVM chain is left
 * as it was.
 * @example return toSolanaUser(ctx, user, 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf', address)
 */
export async function toSolanaUser(
  ctx: FrameContext,
  user: { email: string | null; authProvider: string; userName: string | null },
  caipNetworkId: string,
  address: string,
) {
  if (!ctx.config.solanaChains.some((chain) => chain.caipNetworkId === caipNetworkId))
    throw new FrameRequestError('Chain is not supported')
  const solanaAddress = await ctx.keys.solanaAddress(address)
  return {
    email: user.email,
    address: solanaAddress,
    chainId: caipNetworkId,
    accounts: [{ address: solanaAddress, type: 'eoa' as const }],
    userName: user.userName,
    preferredAccountType: 'eoa' as const,
    authProvider: user.authProvider,
    chainIds: ctx.config.solanaChains.map((chain) => chain.caipNetworkId),
  }
}

const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessExpiresAt: z.number(),
})

/**
 * Email login, session and account requests of spec §7: CONNECT_EMAIL, CONNECT_DEVICE,
 * CONNECT_OTP, GET_USER, IS_CONNECTED, SIGN_OUT and the three email-update steps.
 * @example const auth = createAuthHandlers(context); await auth.CONNECT_EMAIL({ email })
 */
export function createAuthHandlers(ctx: FrameContext) {
  const { api, storage, keys } = ctx
  let deviceWait: Promise<void> | undefined

  const assertEmail = (email: string) => {
    if (!isValidEmail(email.trim())) throw new FrameRequestError('Invalid email')
    return email.trim()
  }
  // The site mails name (device approval, email change): the page's name and the origin the
  // browser vouched for.
  const site = () => {
    const name = ctx.dapp()?.name
    return { ...(name !== undefined && { name: name.slice(0, 200) }), origin: ctx.parentOrigin }
  }
  const me = async () =>
    (await api.call('GET', '/auth/v1/me', { auth: true }, z.object({ user: userSchema }))).user
  const loginId = () => {
    const id = storage.loginId()
    if (!id) throw new FrameRequestError('This login has expired. Please start again')
    return id
  }

  const waitForDevice = async () => {
    for (;;) {
      const { approved } = await api.call(
        'POST',
        '/auth/v1/login/device',
        { body: { loginId: loginId() } },
        z.object({ approved: z.boolean() }),
      )
      if (approved) return
    }
  }

  return {
    async CONNECT_EMAIL({ email }: { email: string }) {
      const { loginId: id, action } = await api.call(
        'POST',
        '/auth/v1/login',
        {
          body: { email: assertEmail(email), deviceSecret: storage.deviceSecret(), site: site() },
        },
        z.object({ loginId: z.string(), action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
      )
      storage.setLoginId(id)
      return { action }
    },

    // Resolves once the device is approved from the mailbox (its code is then on the way). A
    // second request while waiting joins the first, so the page may re-send after its timeout.
    async CONNECT_DEVICE() {
      deviceWait ??= waitForDevice().finally(() => {
        deviceWait = undefined
      })
      await deviceWait
      return undefined
    },

    async CONNECT_OTP({ otp }: { otp: string }) {
      const { user, ...tokens } = await api.call(
        'POST',
        '/auth/v1/login/verify',
        { body: { loginId: loginId(), otp: otp.trim(), deviceSecret: storage.deviceSecret() } },
        tokensSchema.extend({ user: userSchema }),
      )
      storage.setSession(tokens)
      storage.setLoginId(undefined)
      await keys.ensureKey(user.address)
      return undefined
    },

    async GET_USER(payload: {
      chainId?: number | string | undefined
      preferredAccountType?: string | undefined
      socialUri?: string | undefined
    }) {
      const user = await me()
      const solanaChain = parseSolanaChainId(payload.chainId)
      if (solanaChain !== undefined) {
        return toSolanaUser(ctx, user, solanaChain, await keys.ensureKey(user.address))
      }
      if (payload.chainId !== undefined) {
        const chainId = parseChainId(payload.chainId)
        if (chainId !== undefined && ctx.config.chains.some((chain) => chain.chainId === chainId))
          ctx.setChainId(chainId)
      }
      return toEmbeddedUser(ctx, user, await keys.ensureKey(user.address))
    },

    async IS_CONNECTED() {
      if (!storage.session()) return { isConnected: false }
      try {
        await me()
        return { isConnected: true }
      } catch (error) {
        if (
          error instanceof FrameRequestError &&
          (error.code === 'SESSION_EXPIRED' || error.code === 'UNAUTHORIZED')
        ) {
          storage.setSession(undefined)
          return { isConnected: false }
        }
        // JWT_NOT_YET_VALID and network failures reach the page as errors (Session Expired alert).
        throw error
      }
    },

    async SIGN_OUT() {
      if (storage.session()) {
        await api
          .call('POST', '/auth/v1/signout', { auth: true }, z.unknown())
          .catch((error: unknown) => {
            ctx.log('sign-out on the service failed; the session is dropped here anyway', error)
          })
      }
      storage.setSession(undefined)
      storage.setLoginId(undefined)
      storage.setUpdateId(undefined)
      return undefined
    },

    async UPDATE_EMAIL({ email }: { email: string }) {
      const { updateId, action } = await api.call(
        'POST',
        '/auth/v1/email/update',
        { auth: true, body: { email: assertEmail(email), site: site() } },
        z.object({ updateId: z.string(), action: z.literal('VERIFY_PRIMARY_OTP') }),
      )
      storage.setUpdateId(updateId)
      return { action }
    },

    async UPDATE_EMAIL_PRIMARY_OTP({ otp }: { otp: string }) {
      const updateId = storage.updateId()
      if (!updateId)
        throw new FrameRequestError('This email change has expired. Please start again')
      await api.call(
        'POST',
        '/auth/v1/email/update/primary',
        { auth: true, body: { updateId, otp: otp.trim() } },
        z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
      )
      return undefined
    },

    async UPDATE_EMAIL_SECONDARY_OTP({ otp }: { otp: string }) {
      const updateId = storage.updateId()
      if (!updateId)
        throw new FrameRequestError('This email change has expired. Please start again')
      const { email } = await api.call(
        'POST',
        '/auth/v1/email/update/secondary',
        { auth: true, body: { updateId, otp: otp.trim() } },
        z.object({ email: z.string() }),
      )
      storage.setUpdateId(undefined)
      return { newEmail: email }
    },
  }
}
