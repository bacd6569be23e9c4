import { ALERTS } from '@portico/common'
import type { ApiContext } from './ApiContext'
import { checkAllowedOrigins } from './checkAllowedOrigins'
import { loadAnalyticsConfig } from './loadAnalyticsConfig'

/**
 * The start-up checks of the project (spec §5, §8): without a project id, the 'Project ID Not
 * Configured' alert and nothing else; otherwise the allowed origins (checked against `origin`
 * when email or socials are on) and the analytics switch, in parallel. Never rejects.
 * @example
 * await checkProjectConfig(context, globalThis.location?.origin)
 */
export async function checkProjectConfig(
  context: ApiContext,
  origin: string | undefined,
): Promise<void> {
  if (!context.options.projectId) {
    context.stores.alert.getState().show(ALERTS.PROJECT_ID_NOT_CONFIGURED, 'warning')
    return
  }
  await Promise.all([checkAllowedOrigins(context, origin), loadAnalyticsConfig(context)])
}
