import type { Site } from '../auth/authSchemas'

/** What mails say when the frame did not name the site (an older frame, a script). */
export const UNNAMED_SITE = 'a site using your Portico wallet'

/**
 * The site as mails name it: `Name (https://origin)`, or the origin alone when the page gave no
 * name (or its name is the origin). The name is the page's own word, so it is cut to one short
 * line of plain text and always shown next to the origin the browser vouched for.
 * @example describeSite({ name: 'Demo', origin: 'https://demo.example' }) // 'Demo (https://demo.example)'
 */
export function describeSite(site: Pick<Site, 'name' | 'origin'> | undefined): string {
  if (!site) return UNNAMED_SITE
  const name = (site.name ?? '')
    .replace(/[\p{C}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 64)
    .trim()
  return name === '' || name === site.origin ? site.origin : `${name} (${site.origin})`
}
