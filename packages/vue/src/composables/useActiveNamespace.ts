import type { ChainNamespace } from '@portico/common'
import { type ComputedRef, computed, type MaybeRefOrGetter, toValue } from 'vue'
import { storeRef } from './storeRef'
import { usePorticoClient } from './usePorticoClient'

/**
 * The namespace a composable reads: the one asked for (a value, ref or getter), else the active one, else the first
 * adapter's (eip155 when there is none).
 * @example
 * const namespace = useActiveNamespace() // ref of 'eip155'
 */
export function useActiveNamespace(
  requested?: MaybeRefOrGetter<ChainNamespace | undefined>,
): ComputedRef<ChainNamespace> {
  const client = usePorticoClient()
  const active = storeRef(client.stores.chain, (s) => s.activeNamespace)
  return computed(
    () => toValue(requested) ?? active.value ?? client.options.namespaces[0] ?? 'eip155',
  )
}
