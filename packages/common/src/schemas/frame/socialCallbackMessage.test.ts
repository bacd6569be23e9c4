import { expect, it } from 'vitest'
import { socialCallbackMessageSchema } from './socialCallbackMessage'

it('accepts the callback page message and refuses other shapes', () => {
  const uri = 'http://127.0.0.1:8789/social/callback?code=1&state=2'
  expect(socialCallbackMessageSchema.parse({ type: '@portico-social/CALLBACK', uri })).toEqual({
    type: '@portico-social/CALLBACK',
    uri,
  })
  for (const bad of [
    { type: '@portico-social/CALLBACK' },
    { type: '@portico-social/CALLBACK', uri: '' },
    { type: '@portico-social/CALLBACK', uri: 'x'.repeat(4097) },
    { type: 'other', uri },
    'a string',
  ])
    expect(socialCallbackMessageSchema.safeParse(bad).success).toBe(false)
})
