/**
 * The Redis pub/sub channel on which the nodes of a cluster announce stored messages to each
 * other (createRedisBus listens on it; the store's publish script announces on it).
 * @example
 * clusterChannel('portico:relay:') // 'portico:relay:deliver'
 */
export function clusterChannel(prefix: string): string {
  return `${prefix}deliver`
}
