import { escapeHtml } from '../html/escapeHtml'
import type { DevIdentityUser } from './devIdentityUsers'

/**
 * The dev identity provider's sign-in page: who asks (the client, i.e. the provider name) and
 * one button per test person, plus Cancel (the provider answers `access_denied`).
 * @example res.end(renderDevSignInPage({ uid, client: 'github', users: devIdentityUsers }))
 */
export function renderDevSignInPage(args: {
  uid: string
  client: string
  users: readonly DevIdentityUser[]
}): string {
  const action = `/interaction/${encodeURIComponent(args.uid)}`
  const people = args.users
    .map(
      (user) =>
        `<li><form method="post" action="${action}/login"><input type="hidden" name="sub" value="${escapeHtml(user.sub)}"><button type="submit" data-testid="dev-idp-user-${escapeHtml(user.username)}"><strong>${escapeHtml(user.name)}</strong> <span>@${escapeHtml(user.username)} · ${escapeHtml(user.email)}</span></button></form></li>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sign in with ${escapeHtml(args.client)} (dev)</title><style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color-scheme:light dark}ul{list-style:none;padding:0}li{margin:.5rem 0}button{width:100%;text-align:left;padding:.75rem;border-radius:.5rem;border:1px solid #8886;background:none;color:inherit;cursor:pointer}span{opacity:.7;font-size:.875rem}</style></head><body><h1>Sign in with ${escapeHtml(args.client)}</h1><p>Local development identity provider: pick a test person.</p><ul>${people}</ul><form method="post" action="${action}/cancel"><button type="submit" data-testid="dev-idp-cancel">Cancel</button></form></body></html>`
}
