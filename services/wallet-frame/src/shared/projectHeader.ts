/**
 * The header on which the frame page names its project on every call to its service; the
 * service applies that project's custody (config `projectCustody`).
 * @example headers[PROJECT_HEADER] = config.projectId
 */
export const PROJECT_HEADER = 'portico-project'
