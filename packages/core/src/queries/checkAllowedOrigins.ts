import { ALERTS, alertForServerMessage, isPageOriginAllowed } from '@portico/common'
import { ApiHttpError } from '../api/apiErrors'
import type { ApiContext } from './ApiContext'
import { allowedOriginsQueryOptions } from './catalogueQueryOptions'
import { CONFIG_ALERTS } from './configAlerts'

async function loadAllowedOrigins(context: ApiContext): Promise<readonly string[]> {
  const alert = context.stores.alert.getState()
  try {
    const answer = await (await context.loadQueryClient()).fetchQuery(
      allowedOriginsQueryOptions(context.catalogue),
    )
    return answer.allowedOrigins
  } catch (error) {
    context.options.logger.warn('Portico: allowed origins unavailable', error)
    if (error instanceof ApiHttpError) {
      const key = error.serverMessage ? alertForServerMessage(error.serverMessage) : undefined
      if (error.status === 429) alert.show(CONFIG_ALERTS.RATE_LIMITED, 'warning')
      else if (error.status >= 500) alert.show(CONFIG_ALERTS.SERVER_ERROR, 'warning')
      else if (key) alert.show(ALERTS[key], 'error')
    }
    return []
  }
}

/**
 * Fetch the project's allowed origins and check the page origin against them (spec §5, §8).
 * A failed request counts as an empty list (every origin allowed); a 429 or 5xx shows its
 * alert, a 403 'Unauthorized: invalid key' 'Invalid Project ID'. When email or social login is
 * on and `origin` is not allowed (localhost and 127.0.0.1 always are), 'Invalid App
 * Configuration' shows. Never rejects.
 * @example
 * await checkAllowedOrigins(context, window.location.origin)
 */
export async function checkAllowedOrigins(
  context: ApiContext,
  origin: string | undefined,
): Promise<void> {
  const allowedOrigins = await loadAllowedOrigins(context)
  const { features } = context.stores.options.getState().options
  const loginEnabled = features.email || (features.socials !== false && features.socials.length > 0)
  if (!loginEnabled || origin === undefined) return
  if (!isPageOriginAllowed(origin, allowedOrigins)) {
    context.stores.alert.getState().show(ALERTS.INVALID_APP_CONFIGURATION, 'error')
  }
}
