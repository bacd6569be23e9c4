import { escapeHtml } from '../page/escapeHtml'

/** The fixed `type` of the message the callback page posts to its opener. */
export const SOCIAL_CALLBACK_MESSAGE_TYPE = '@portico-social/CALLBACK'

/**
 * The page the provider sends the visitor back to, inside the popup: the answer goes in a JSON
 * data block (`<` escaped so it cannot close the block) that `/social/callback.js` posts to the
 * opener at `targetOrigin`.
 * @example c.html(renderSocialCallbackPage({ uri, targetOrigin: 'https://shop.example.com' }))
 */
export function renderSocialCallbackPage(args: { uri: string; targetOrigin: string }): string {
  const data = JSON.stringify({
    type: SOCIAL_CALLBACK_MESSAGE_TYPE,
    uri: args.uri,
    targetOrigin: args.targetOrigin,
  }).replace(/</g, '\\u003c')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml('Signing in…')}</title><link rel="stylesheet" href="/frame/assets/frame.css"><script type="application/json" id="portico-social-result">${data}</script><script src="/social/callback.js" defer></script></head><body class="pf-notice"><main><h1>Signing in…</h1><p id="portico-social-status" data-testid="portico-social-status">This window closes by itself.</p></main></body></html>`
}
