import type { Portico } from '@portico/core'
import { useContext } from 'react'
import { PorticoContext } from '../context/PorticoContext'

/**
 * The Portico client given to the nearest `<PorticoProvider>`. Throws outside a provider.
 * @example
 * const client = usePorticoClient()
 * await client.signMessage({ message: 'hello' })
 */
export function usePorticoClient(): Portico {
  const client = useContext(PorticoContext)
  if (!client) throw new Error('Portico hooks must be used inside <PorticoProvider client={…}>.')
  return client
}
