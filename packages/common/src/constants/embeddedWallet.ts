/**
 * Time limits of the embedded wallet (spec §8/§9), in milliseconds.
 * @example setTimeout(onLoadFailed, EMBEDDED_WALLET_TIMEOUTS_MS.iframeLoad)
 */
export const EMBEDDED_WALLET_TIMEOUTS_MS = {
  iframeLoad: 20_000,
  request: 30_000,
  readyDelay: 500,
  disconnectWait: 3_000,
  fourMinutes: 240_000,
  tenSeconds: 10_000,
  fiveSeconds: 5_000,
  threeSeconds: 3_000,
  oneSecond: 1_000,
} as const

/**
 * Id of the embedded wallet's connector (type AUTH) in every namespace it serves: what core
 * stores for the connection, so a reload knows to restore it through the frame.
 * @example portico.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
 */
export const EMBEDDED_WALLET_CONNECTOR_ID = 'ID_AUTH'

/**
 * Protocol version of the embedded wallet frame (spec §9).
 * @example frameUrl.searchParams.set('version', String(EMBEDDED_WALLET_SDK_VERSION))
 */
export const EMBEDDED_WALLET_SDK_VERSION = 4

/**
 * Namespaces the embedded wallet supports (spec §6).
 * @example EMBEDDED_WALLET_NAMESPACES.includes('bip122') // false
 */
export const EMBEDDED_WALLET_NAMESPACES = ['eip155', 'solana'] as const

/**
 * Origins always allowed to embed the wallet frame (spec §6); `*` is a wildcard.
 * @example isOriginAllowed(origin, [...EMBEDDED_ALLOWED_ANCESTORS, ...projectOrigins])
 */
export const EMBEDDED_ALLOWED_ANCESTORS = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const
