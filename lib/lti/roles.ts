/**
 * LTI context roles (LIS vocabulary, LTI Core 1.3 appendix A.2.3) that may read a
 * course's class results. Full URIs only: the simple names ("Instructor") are an
 * optional leniency of the spec, and a platform that sends them sends the URI as well.
 */
const MEMBERSHIP = "http://purl.imsglobal.org/vocab/lis/v2/membership";

export const INSTRUCTOR_ROLES = [
  `${MEMBERSHIP}#Instructor`,
  `${MEMBERSHIP}#Administrator`,
  `${MEMBERSHIP}#ContentDeveloper`,
  `${MEMBERSHIP}/Instructor#TeachingAssistant`,
] as const;

/** True when the launch's roles include one that teaches the course (see INSTRUCTOR_ROLES). */
export function teachesCourse(roles: readonly string[]): boolean {
  return roles.some((role) => (INSTRUCTOR_ROLES as readonly string[]).includes(role));
}
