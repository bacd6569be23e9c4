import { clusterChannel } from './clusterChannel'

/**
 * The pub/sub channel a relay node's subscriber holds beside the cluster channel, only to be
 * counted: the publish script compares the two counts to tell whether any other node listens
 * (see PEERS in redisStoreScripts.ts). Nothing is ever published on it.
 * @example
 * nodePresenceChannel('portico:relay:', 'a1b2') // 'portico:relay:deliver:node:a1b2'
 */
export function nodePresenceChannel(prefix: string, node: string): string {
  return `${clusterChannel(prefix)}:node:${node}`
}
