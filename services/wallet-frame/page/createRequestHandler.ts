import type { AppEvent } from '@portico/common/schemas/frame'
import { ACTION_NOT_ALLOWED } from '../src/shared/frameMessages'
import { parseChainId } from '../src/shared/parseChainId'
import { fetchKeyAddress } from './auth/fetchKeyAddress'
import { createAuthHandlers } from './createAuthHandlers'
import { createDeviceHandlers } from './createDeviceHandlers'
import { createFarcasterHandlers } from './createFarcasterHandlers'
import type { RequestHandler } from './createMessageChannel'
import { createPasskeyLoginHandler } from './createPasskeyLoginHandler'
import { createRecoveryHandlers } from './createRecoveryHandlers'
import { createRpcHandler } from './createRpcHandler'
import { createSocialHandlers } from './createSocialHandlers'
import type { FrameContext } from './FrameContext'
import { FrameRequestError } from './FrameRequestError'
import { createChainWatch } from './rpc/createChainWatch'
import { estimateFee } from './rpc/estimateFee'

/**
 * Answers every spec §7 app event: email login and account (createAuthHandlers), social login
 * (createSocialHandlers), Farcaster (createFarcasterHandlers), RPC (createRpcHandler), a smart
 * account's fees (estimateFee), network, theme, dapp data and reload here, and the
 * smart-account requests (createSmartAccounts): the enabled networks, the account at its
 * counterfactual address, the preferred account type.
 * Every switch of the frame's chain (SWITCH_NETWORK, wallet_switchEthereumChain, GET_USER's
 * chain) goes through one {@link createChainWatch}: approvals read on the chain before are
 * withdrawn.
 * @example
 * const handle = createRequestHandler(context)
 * createMessageChannel({ window, parent, parentOrigin, handle })
 */
export function createRequestHandler(
  frame: FrameContext,
  options: { farcaster?: Parameters<typeof createFarcasterHandlers>[1] } = {},
): RequestHandler {
  const chains = createChainWatch(frame)
  const ctx: FrameContext = { ...frame, setChainId: chains.setChainId }
  const auth = createAuthHandlers(ctx)
  const social = createSocialHandlers(ctx)
  const farcaster = createFarcasterHandlers(ctx, options.farcaster)
  const recovery = createRecoveryHandlers(ctx)
  const devices = createDeviceHandlers(ctx)
  const passkeyLogin = createPasskeyLoginHandler(ctx)
  const address = () => fetchKeyAddress(ctx)
  const rpc = createRpcHandler(ctx, { address, chains })
  const notAllowed = async () => {
    throw new FrameRequestError(ACTION_NOT_ALLOWED)
  }

  return async (event: AppEvent) => {
    switch (event.type) {
      case '@portico-app/CONNECT_EMAIL':
        return auth.CONNECT_EMAIL(event.payload)
      case '@portico-app/CONNECT_DEVICE':
        return auth.CONNECT_DEVICE()
      case '@portico-app/CONNECT_OTP':
        return auth.CONNECT_OTP(event.payload)
      case '@portico-app/GET_USER':
        // The redirect variant of social login: the page comes back with the callback URI.
        if (event.payload.socialUri && !ctx.storage.session()) {
          await social.CONNECT_SOCIAL({ uri: event.payload.socialUri })
        }
        return auth.GET_USER(event.payload)
      case '@portico-app/GET_SOCIAL_REDIRECT_URI':
        return social.GET_SOCIAL_REDIRECT_URI(event.payload)
      case '@portico-app/CONNECT_SOCIAL':
        return social.CONNECT_SOCIAL(event.payload)
      case '@portico-app/IS_CONNECTED':
        return auth.IS_CONNECTED()
      case '@portico-app/SIGN_OUT':
        return auth.SIGN_OUT()
      case '@portico-app/UPDATE_EMAIL':
        return auth.UPDATE_EMAIL(event.payload)
      case '@portico-app/UPDATE_EMAIL_PRIMARY_OTP':
        return auth.UPDATE_EMAIL_PRIMARY_OTP(event.payload)
      case '@portico-app/UPDATE_EMAIL_SECONDARY_OTP':
        return auth.UPDATE_EMAIL_SECONDARY_OTP(event.payload)
      case '@portico-app/RPC_REQUEST':
        return rpc(event.payload)
      case '@portico-app/ESTIMATE_FEE':
        return estimateFee({ ctx, address }, event.payload)
      case '@portico-app/PROTECT_RECOVERY':
        return recovery.PROTECT_RECOVERY()
      case '@portico-app/UNLOCK_KEY':
        return recovery.UNLOCK_KEY()
      case '@portico-app/SIGN_OUT_EVERYWHERE':
        return devices.SIGN_OUT_EVERYWHERE()
      case '@portico-app/REMOVE_DEVICE':
        return devices.REMOVE_DEVICE()
      case '@portico-app/EXPORT_KEY':
        return devices.EXPORT_KEY()
      case '@portico-app/CONNECT_PASSKEY':
        return passkeyLogin.CONNECT_PASSKEY()
      case '@portico-app/GET_CHAIN_ID':
        return { chainId: ctx.chainId() }
      case '@portico-app/SWITCH_NETWORK': {
        const chainId = parseChainId(event.payload.chainId)
        if (
          chainId === undefined ||
          !ctx.config.chains.some((chain) => chain.chainId === chainId)
        ) {
          throw new FrameRequestError('Chain is not supported')
        }
        ctx.setChainId(chainId)
        return { chainId }
      }
      case '@portico-app/SYNC_THEME':
        ctx.applyTheme(event.payload.themeMode, event.payload.themeVariables)
        return undefined
      case '@portico-app/SYNC_DAPP_DATA': {
        const metadata = event.payload.metadata
        const icon = metadata?.icons.find(
          // Only what the frame's CSP lets it load (img-src https: data:).
          (url) => url.startsWith('https://') || url.startsWith('data:image/'),
        )
        // The page names itself, but the origin shown is the one the browser vouches for.
        ctx.setDapp({ name: metadata?.name ?? ctx.parentOrigin, url: ctx.parentOrigin, icon })
        // Each SYNC_DAPP_DATA says it again: a page that leaves it out has it off.
        ctx.setSmartSessionsEnabled(event.payload.features?.smartSessions === true)
        return undefined
      }
      case '@portico-app/RELOAD':
        // After the answer is posted: the reloaded frame announces READY again.
        setTimeout(() => ctx.reload(), 0)
        return undefined
      case '@portico-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: await ctx.smartAccounts.enabledNetworks() }
      case '@portico-app/SET_PREFERRED_ACCOUNT': {
        const eoa = await address()
        if (event.payload.type === 'smartAccount') {
          if (!(await ctx.smartAccounts.isEnabled(ctx.chainId()))) return notAllowed()
          ctx.smartAccounts.setPreferred('smartAccount')
          return {
            type: 'smartAccount',
            address: await ctx.smartAccounts.smartAddressOf(eoa, ctx.chainId()),
          }
        }
        // The visitor's own address, delegated with its first user operation where the chain can.
        if (event.payload.type === 'eip7702') {
          if (!(await ctx.smartAccounts.supportsEip7702(ctx.chainId()))) return notAllowed()
          ctx.smartAccounts.setPreferred('eip7702')
          return { type: 'eip7702', address: eoa }
        }
        ctx.smartAccounts.setPreferred('eoa')
        return { type: 'eoa', address: eoa }
      }
      case '@portico-app/GET_FARCASTER_URI':
        return farcaster.GET_FARCASTER_URI()
      case '@portico-app/CONNECT_FARCASTER':
        return farcaster.CONNECT_FARCASTER()
      case '@portico-app/INIT_SMART_ACCOUNT': {
        const chainId = ctx.chainId()
        if (!(await ctx.smartAccounts.isEnabled(chainId))) return notAllowed()
        const smart = await ctx.smartAccounts.smartAddressOf(await address(), chainId)
        return { address: smart, isDeployed: await ctx.smartAccounts.isDeployed(smart, chainId) }
      }
    }
  }
}
