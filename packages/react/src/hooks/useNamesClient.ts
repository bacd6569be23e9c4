import type { NamesClient, Portico } from '@portico/core'
import { useChunkClient } from './useChunkClient'

const loadNames = (client: Portico) => client.loadNames()

/**
 * The instance's names client once its chunk has loaded (undefined before).
 * @example
 * const names = useNamesClient()
 */
export function useNamesClient(): NamesClient | undefined {
  return useChunkClient(loadNames, 'names')
}
