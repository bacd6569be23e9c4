import { escapeHtml } from './escapeHtml'

/**
 * A plain page of the service (device approval): a title, a sentence and optionally a one-button
 * form. Styled by the frame's stylesheet (light or dark as the visitor's system prefers), no
 * script, so the strict CSP holds here too.
 * @example c.html(renderNoticePage({ title: 'Device approved', body: 'Go back to the site.' }))
 */
export function renderNoticePage(args: {
  title: string
  body: string
  form?: { action: string; token: string; button: string }
}): string {
  const form = args.form
    ? `<form method="post" action="${escapeHtml(args.form.action)}"><input type="hidden" name="token" value="${escapeHtml(args.form.token)}"><button class="pf-button pf-primary" type="submit" data-testid="portico-frame-approve-device">${escapeHtml(args.form.button)}</button></form>`
    : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(args.title)}</title><link rel="stylesheet" href="/frame/assets/frame.css"></head><body class="pf-notice"><main><h1>${escapeHtml(args.title)}</h1><p>${escapeHtml(args.body)}</p>${form}</main></body></html>`
}
