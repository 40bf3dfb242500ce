/**
 * Leaving the shop for a provider's payment page. One object, so tests can watch where the
 * browser would have gone (jsdom cannot navigate, and window.location cannot be replaced).
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
