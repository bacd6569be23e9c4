import type { Features } from '@portico/common'

/**
 * Feature flags whose feature this build of Portico does not have yet, with what each stands
 * for: the modal has no view for them (they fall through to 'Not available') and core sends
 * nothing for them. Send, receive, history and the wallet list are built. Remove a key when its
 * feature lands.
 * @example
 * UNBUILT_FEATURES.swaps // 'swaps'
 */
export const UNBUILT_FEATURES = {
  email: 'email login',
  swaps: 'swaps',
  pay: 'pay',
  smartSessions: 'smart sessions',
  analytics: 'analytics events',
} as const satisfies Partial<Record<keyof Features, string>>

/**
 * A flag of {@link UNBUILT_FEATURES}.
 * @example
 * const flag: UnbuiltFeature = 'pay'
 */
export type UnbuiltFeature = keyof typeof UNBUILT_FEATURES

/**
 * The flags of {@link UNBUILT_FEATURES} the app itself turned on (`true`, or a non-empty list of
 * socials), in that list's order. Defaults the app left alone are not named: the app did not
 * ask for them.
 * @example
 * findUnbuiltFeatures({ swaps: true, send: true, socials: [] }) // ['swaps']
 */
export function findUnbuiltFeatures(features: Partial<Features> | undefined): UnbuiltFeature[] {
  if (!features) return []
  return (Object.keys(UNBUILT_FEATURES) as UnbuiltFeature[]).filter((flag) => {
    const value = features[flag]
    return value === true || (Array.isArray(value) && value.length > 0)
  })
}
