import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { Config } from "../config";
import { contentSecurityPolicy } from "../http/csp";

/** Sign-in pages the browser is sent to (Google's, the SSO provider's): the CSP's form-action. */
export function formActionsOf(config: Config): string[] {
  return ["https://accounts.google.com", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])];
}

/** The security headers every response carries (Hono's secureHeaders, with our choices). */
export function securityHeaders(config: Config): MiddlewareHandler {
  return secureHeaders({
    // Set by `defaultPolicy` below: a page sets its own, with the hashes of its inline scripts (web/static.ts).
    contentSecurityPolicy: undefined,
    // frame-ancestors 'none' in the policy says it for every browser that matters.
    xFrameOptions: false,
    // Nothing here uses these; the microphone is this origin's own (voice input on tool pages).
    permissionsPolicy: {
      camera: [],
      microphone: ["self"],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      displayCapture: [],
      browsingTopics: [],
    },
    strictTransportSecurity: config.publicUrl.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
  });
}

/** The Content-Security-Policy of every response that did not set its own (a page sets one with its script hashes). */
export function defaultPolicy(config: Config): MiddlewareHandler {
  const policy = contentSecurityPolicy(formActionsOf(config));
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", policy);
  };
}
