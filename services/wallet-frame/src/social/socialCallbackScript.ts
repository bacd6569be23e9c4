/**
 * The callback page's script (served from this origin, so the page's CSP allows no inline code).
 * The provider's answer goes only to the opener's frames on this service's own origin (the
 * embedded wallet's iframe: `postMessage` with that origin as target reaches no other document),
 * as `{ type: '@portico-social/ANSWER', loginId, uri }`; the opening page at its exact origin
 * gets `{ type: '@portico-social/CALLBACK', uri }`, a URI that only names the login, then the
 * popup closes. Without an opener (cut by a Cross-Origin-Opener-Policy, or the link opened by
 * hand) it says so and stays open.
 * @example c.body(socialCallbackScript, 200, { 'content-type': 'text/javascript; charset=utf-8' })
 */
export const socialCallbackScript = `(() => {
  const data = JSON.parse(document.getElementById('portico-social-result').textContent)
  const status = document.getElementById('portico-social-status')
  const opener = window.opener
  if (!opener) {
    status.textContent = 'Go back to the app to finish signing in. You can close this window.'
    return
  }
  // Cross-origin readable, and a target origin other than a frame's own drops the message.
  for (let i = 0; i < opener.frames.length; i++) opener.frames[i].postMessage(data.answer, data.frameOrigin)
  opener.postMessage(data.callback, data.parentOrigin)
  window.close()
})()
`
