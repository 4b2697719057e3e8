/** What the search page reads. */
export const searchReads = {}
