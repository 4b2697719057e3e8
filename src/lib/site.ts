/** The site's meta title. */
export const SITE_TITLE = 'Buy Original Art Online'
