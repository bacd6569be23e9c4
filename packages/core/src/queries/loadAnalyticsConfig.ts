import { ALERTS, alertForServerMessage, SERVER_ERROR_STATUS } from '@portico/common'
import { ApiHttpError } from '../api/apiErrors'
import type { ApiContext } from './ApiContext'
import { analyticsConfigQueryOptions } from './catalogueQueryOptions'

/**
 * When analytics is on locally, ask the project's analytics switch and copy it into the
 * `analytics` feature; any failure turns analytics off, and a 403 shows 'Invalid App
 * Configuration' once per instance (spec §8), or 'Invalid Project ID' when the gateway says
 * 'Unauthorized: invalid key'. Never rejects.
 * @example
 * await loadAnalyticsConfig(context)
 */
export async function loadAnalyticsConfig(context: ApiContext): Promise<void> {
  const options = context.stores.options.getState()
  if (!options.options.features.analytics) return
  try {
    const { isAnalyticsEnabled } = await (await context.loadQueryClient()).fetchQuery(
      analyticsConfigQueryOptions(context.catalogue),
    )
    options.setFeatures({ analytics: isAnalyticsEnabled })
  } catch (error) {
    context.options.logger.warn('Portico: analytics config unavailable', error)
    options.setFeatures({ analytics: false })
    if (error instanceof ApiHttpError && error.status === SERVER_ERROR_STATUS.forbidden) {
      // An unknown project id is named as such; any other refusal is the app's configuration.
      const key = error.serverMessage ? alertForServerMessage(error.serverMessage) : undefined
      const alert = key === 'INVALID_PROJECT_ID' ? ALERTS[key] : ALERTS.INVALID_APP_CONFIGURATION
      context.stores.alert.getState().show(alert, 'error', { once: true })
    }
  }
}
