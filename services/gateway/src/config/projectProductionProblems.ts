import { EMBEDDED_ALLOWED_ANCESTORS } from '@portico/common'
import type { ProjectConfig } from './gatewayConfigSchema'

// The spec's default ancestors on hosts where anyone can publish a page (`*.pages.dev`…).
const SHARED_HOSTS = EMBEDDED_ALLOWED_ANCESTORS.flatMap((origin) => {
  const host = /^https?:\/\/\*(\.[^:/]+)/.exec(origin)?.[1]
  return host ? [host] : []
})

// `https://*.pages.dev`, `*.vercel.app:*`: a wildcard over a whole shared host.
const sharedWildcard = (pattern: string) => {
  const host = pattern
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[:/].*$/, '')
  return host.startsWith('*.') && SHARED_HOSTS.includes(host.slice(1))
}

/**
 * What production mode refuses in the gateway's projects, one sentence each: no project at all
 * (every request then passes as anonymous, from any site), a project with an empty
 * `allowedOrigins` (every site may use it), a project that keeps the spec's default frame
 * ancestors or lists a wildcard over a shared host (`*.pages.dev`, `*.vercel.app`,
 * `*.ngrok-free.app`), where anyone can publish a page that would pass as the project's.
 * @example
 * projectProductionProblems([]) // ['projects is empty: …']
 */
export function projectProductionProblems(projects: readonly ProjectConfig[]): string[] {
  if (projects.length === 0) {
    return [
      'projects is empty: every request then passes as anonymous, from any site; list each project with its allowedOrigins.',
    ]
  }
  return projects.flatMap((project, i) => {
    const name = `projects[${i}] (${project.projectId})`
    const problems: string[] = []
    if (project.allowedOrigins.length === 0) {
      problems.push(
        `${name} has no allowedOrigins: every site may use it; list the origins of the project's pages.`,
      )
    }
    if (project.defaultFrameAncestors) {
      problems.push(
        `${name} has defaultFrameAncestors on: any page on ${SHARED_HOSTS.map((host) => `*${host}`).join(', ')} (anyone can publish there) or the secure-mobile hosts could embed its wallet frame; set it to false.`,
      )
    }
    for (const origin of project.allowedOrigins.filter(sharedWildcard)) {
      problems.push(
        `${name} allows ${origin}: anyone can publish a page there; list the project's own host instead.`,
      )
    }
    return problems
  })
}
