/** A touch screen is a device whose primary pointer is coarse (a finger), whatever its width. */
const TOUCH_SCREEN_QUERY = '(pointer: coarse)'

/** Whether this visitor is on a touch screen, asked when it matters (an event): in the browser only. */
export const isTouchScreen = (): boolean => window.matchMedia(TOUCH_SCREEN_QUERY).matches
