import { escapeHtml } from '../page/escapeHtml'

/** The fixed `type` of the message the callback page posts to its opener. */
export const SOCIAL_CALLBACK_MESSAGE_TYPE = '@portico-social/CALLBACK'
/** The fixed `type` of the message carrying the provider's answer to the frame's own windows. */
export const SOCIAL_ANSWER_MESSAGE_TYPE = '@portico-social/ANSWER'

/**
 * The page the provider sends the visitor back to, inside the popup: what to post goes in a
 * JSON data block (`<` escaped so it cannot close the block) that `/social/callback.js` posts.
 * The provider's answer (`answerUri`: code, state, iss) only to windows on `frameOrigin`; to the
 * opening page at `parentOrigin` only `callbackUri`, which names the login and carries no code.
 * @example c.html(renderSocialCallbackPage({ loginId, answerUri, frameOrigin, callbackUri, parentOrigin }))
 */
export function renderSocialCallbackPage(args: {
  loginId: string
  answerUri: string
  frameOrigin: string
  callbackUri: string
  parentOrigin: string
}): string {
  const data = JSON.stringify({
    answer: { type: SOCIAL_ANSWER_MESSAGE_TYPE, loginId: args.loginId, uri: args.answerUri },
    frameOrigin: args.frameOrigin,
    callback: { type: SOCIAL_CALLBACK_MESSAGE_TYPE, uri: args.callbackUri },
    parentOrigin: args.parentOrigin,
  }).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml('Signing in…')}</title><link rel="stylesheet" href="/frame/assets/frame.css"><script type="application/json" id="portico-social-result">${data}</script><script src="/social/callback.js" defer></script></head><body class="pf-notice"><main><h1>Signing in…</h1><p id="portico-social-status" data-testid="portico-social-status">This window closes by itself.</p></main></body></html>`
}
