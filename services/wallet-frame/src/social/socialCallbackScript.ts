/**
 * The callback page's script (served from this origin, so the page's CSP allows no inline code):
 * hands the provider's answer to the page that opened the popup, as
 * `{ type: '@portico-social/CALLBACK', uri }` posted to that page's exact origin, then closes
 * the popup. Without an opener (the page cut it with a Cross-Origin-Opener-Policy, or the link
 * was opened by hand) it says so and stays open.
 * @example c.body(socialCallbackScript, 200, { 'content-type': 'text/javascript; charset=utf-8' })
 */
export const socialCallbackScript = `(() => {
  const data = JSON.parse(document.getElementById('portico-social-result').textContent)
  const status = document.getElementById('portico-social-status')
  if (!window.opener) {
    status.textContent = 'Go back to the app to finish signing in. You can close this window.'
    return
  }
  window.opener.postMessage({ type: data.type, uri: data.uri }, data.targetOrigin)
  window.close()
})()
`
