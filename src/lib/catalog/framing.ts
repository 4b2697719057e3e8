/**
 * A purchasable option is framed when its title says so ("Framed", "Edition print, framed"); "Unframed" and
 * "Original" are not. Options are free text in the CMS, so the word is the only thing that models a frame.
 */
export function isFramedOption(title: string): boolean {
  return /\bframed\b/i.test(title)
}

/**
 * The width of the moulding drawn around a framed work, each side, in inches: a plain gallery frame of
 * 1.5 in (3.8 cm). The CMS keeps no frame size, so the room view draws this and says so.
 */
export const FRAME_MOULDING_IN = 1.5
