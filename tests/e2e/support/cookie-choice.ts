/**
 * Storage for a visitor of `origin` who already answered the cookie banner, so the banner covers
 * nothing: every test starts so (playwright.config.ts), and contexts opened on the other instances
 * of the app do too.
 */
export function cookieChoiceMade(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          {
            name: "cookie-preferences",
            value: JSON.stringify({
              version: 1,
              essential: true,
              analytics: false,
              functional: false,
              timestamp: "2024-01-15T00:00:00.000Z",
            }),
          },
        ],
      },
    ],
  };
}
