/**
 * A page that embeds the wallet frame like the page side does: an iframe at `frameSrc`, every
 * message from it recorded in `window.frameMessages` (with its origin), and `window.sendToFrame`
 * posting to the frame's exact origin. Browser tests drive it with `page.evaluate`.
 * @example serveHtml({ '/': hostPage(`${frame.url}/frame?projectId=p`) })
 */
export function hostPage(frameSrc: string, size = { width: 360, height: 420 }): string {
  const origin = new URL(frameSrc).origin
  return `<!doctype html><html><body>
<iframe id="wallet" src="${frameSrc}" width="${size.width}" height="${size.height}" title="Wallet" allow="publickey-credentials-create; publickey-credentials-get"></iframe>
<script>
  window.frameMessages = []
  const frame = document.getElementById('wallet')
  window.addEventListener('message', (event) => {
    if (event.source === frame.contentWindow) window.frameMessages.push({ origin: event.origin, data: event.data })
  })
  window.sendToFrame = (message) => frame.contentWindow.postMessage(message, ${JSON.stringify(origin)})
</script></body></html>`
}
