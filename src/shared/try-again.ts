/** "1 second", "30 seconds": every refusal that names a wait says it the same way. */
export const seconds = (n: number) => `${n} second${n === 1 ? "" : "s"}`;

/** The end of every 429's message: "Try again in 30 seconds." */
export const tryAgainIn = (n: number) => `Try again in ${seconds(n)}.`;
