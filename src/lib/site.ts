/** The spec's site meta title. */
export const SITE_TITLE = 'Buy Original Art Online'
