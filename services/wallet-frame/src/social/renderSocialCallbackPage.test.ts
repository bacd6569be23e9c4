import { describe, expect, it } from 'vitest'
import {
  renderSocialCallbackPage,
  SOCIAL_ANSWER_MESSAGE_TYPE,
  SOCIAL_CALLBACK_MESSAGE_TYPE,
} from './renderSocialCallbackPage'

describe('renderSocialCallbackPage', () => {
  it('keeps provider text inside its JSON block, and runs no inline script', () => {
    const answerUri =
      'http://127.0.0.1:8789/social/callback?error_description=</script><script>alert(1)</script>'
    const callbackUri = 'http://127.0.0.1:8789/social/callback?login=L1'
    const html = renderSocialCallbackPage({
      loginId: 'L1',
      answerUri,
      frameOrigin: 'http://127.0.0.1:8789',
      callbackUri,
      parentOrigin: 'https://shop.example.com',
    })
    expect(html).not.toContain('<script>alert(1)')
    const block =
      /<script type="application\/json" id="portico-social-result">(.*?)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(block ?? '')).toEqual({
      answer: { type: SOCIAL_ANSWER_MESSAGE_TYPE, loginId: 'L1', uri: answerUri },
      frameOrigin: 'http://127.0.0.1:8789',
      callback: { type: SOCIAL_CALLBACK_MESSAGE_TYPE, uri: callbackUri },
      parentOrigin: 'https://shop.example.com',
    })
    // Only the data block and the same-origin script file.
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(html).toContain('<script src="/social/callback.js" defer></script>')
  })
})
