/** Drafts with a short history: editors preview before publishing and can roll back a few steps. */
export const drafts = { drafts: true, maxPerDoc: 25 } as const
