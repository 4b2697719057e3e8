export const THANKS_MESSAGE = 'Thanks for signing up!'
export const SIGNUP_ERROR_MESSAGE = 'Error subscribing to newsletter. Please reload the page or try again later.'

/** The thanks stay this long after a sign-up before they start to fade. */
export const THANKS_FADE_DELAY_MS = 2_000
/** ...and fade out over this long. */
export const THANKS_FADE_MS = 1_000
