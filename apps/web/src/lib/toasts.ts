/** Toasts close after 5 s (spec part 1 §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;
