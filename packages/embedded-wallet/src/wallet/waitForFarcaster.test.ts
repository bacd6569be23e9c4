import { describe, expect, it } from 'vitest'
import { FrameRequestError } from '../frame/FrameRequestError'
import { FARCASTER_PENDING, waitForFarcaster } from './waitForFarcaster'

const NOT_SIGNED_YET = 'The Farcaster sign-in is not signed yet'

// A frame whose CONNECT_FARCASTER answers, in turn, each of `answers`.
function frameAnswering(answers: (Error | 'signed')[]) {
  const asked: (AbortSignal | undefined)[] = []
  const host = {
    request: async (_name: string, _payload?: undefined, options?: { signal?: AbortSignal }) => {
      asked.push(options?.signal)
      const answer = answers.shift()
      if (answer === undefined) throw new Error('asked too often')
      if (answer instanceof Error) throw answer
      return undefined
    },
  }
  return { host: host as unknown as Parameters<typeof waitForFarcaster>[0], asked }
}

describe('waitForFarcaster', () => {
  it('asks again while the frame says the sign-in is not signed yet', async () => {
    // As the host makes them: the request's name rides along in `message`.
    const notYet = () =>
      new FrameRequestError(NOT_SIGNED_YET, {
        code: FARCASTER_PENDING,
        metaMessages: ['Request: CONNECT_FARCASTER'],
      })
    const { host, asked } = frameAnswering([notYet(), notYet(), 'signed'])
    await waitForFarcaster(host)
    expect(asked).toHaveLength(3)
  })

  it('throws any other answer at once, the same sentence without the code too', async () => {
    const expired = new FrameRequestError(
      'This Farcaster sign-in has expired. Please start again',
      {
        code: 'FARCASTER_CHANNEL_NOT_FOUND',
      },
    )
    const { host, asked } = frameAnswering([expired, 'signed'])
    await expect(waitForFarcaster(host)).rejects.toBe(expired)
    expect(asked).toHaveLength(1)
    const uncoded = new FrameRequestError(NOT_SIGNED_YET)
    const second = frameAnswering([uncoded, 'signed'])
    await expect(waitForFarcaster(second.host)).rejects.toBe(uncoded)
  })

  it('stops asking once aborted, and passes the signal to each ask', async () => {
    const controller = new AbortController()
    const notYet = new FrameRequestError(NOT_SIGNED_YET, { code: FARCASTER_PENDING })
    const { host, asked } = frameAnswering([notYet, 'signed'])
    controller.abort()
    await expect(waitForFarcaster(host, controller.signal)).rejects.toBe(notYet)
    expect(asked).toEqual([controller.signal])
  })
})
