/**
 * How long a search or a search page may take before the page says it is still searching: a quicker answer
 * shows no wait at all. A module of its own, so that the search page's script loads nothing else with it.
 */
export const STALLED_SEARCH_DELAY = 200
