import type { Portico } from '@portico/core'
import { inject } from 'vue'
import { PorticoPluginMissingError } from '../errors/PorticoPluginMissingError'
import { porticoClientKey } from '../plugin/porticoClientKey'

/**
 * The Portico client the plugin was given. Throws in an app without the plugin.
 * @example
 * const client = usePorticoClient()
 * const signature = await client.signMessage({ message: 'hello' })
 */
export function usePorticoClient(): Portico {
  const client = inject(porticoClientKey, null)
  if (!client) throw new PorticoPluginMissingError()
  return client
}
