import { BaseError } from '@portico/common'

/**
 * A Portico composable or component ran in an app without the plugin: a mistake in the app's
 * set-up, named so its developer sees what to add.
 * @example
 * if (!client) throw new PorticoPluginMissingError()
 */
export class PorticoPluginMissingError extends BaseError {
  override name = 'PorticoPluginMissingError'
  override readonly code = 'PORTICO_PLUGIN_MISSING'
  constructor() {
    super(
      'Portico composables and components need the plugin: app.use(createPorticoPlugin(portico)), inside setup().',
    )
  }
}
