/** Algolia-style timestamps: whole seconds since the epoch, 0 when the date is missing. */
export const unixSeconds = (iso: string | null | undefined) => (iso ? Math.floor(new Date(iso).getTime() / 1000) : 0)
