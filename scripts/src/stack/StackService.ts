import type { StackContext } from './StackContext'

/**
 * One part of the dev stack: whether this stack runs it, and how it starts. Each promise
 * `start` returns settles once a process of it answers (or its setup is done).
 * @example
 * const relay: StackService = { name: 'relay', runs: (ctx) => ctx.running.relay, start: (ctx) => [startRelay(ctx)] }
 */
export type StackService = {
  name: string
  runs: (ctx: StackContext) => boolean
  start: (ctx: StackContext) => Promise<unknown>[]
}
