import type { TimedRequest } from './recordRequests'

/**
 * One timed step of a first visit: its milliseconds and the requests that started during it.
 * @example
 * const step: StepTiming = { ms: 420, requests: [] }
 */
export type StepTiming = { ms: number; requests: TimedRequest[] }
