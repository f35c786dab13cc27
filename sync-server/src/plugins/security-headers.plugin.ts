/**
 * The security headers of every answer, set in one place (an `onSend` hook), so no route repeats
 * them and none can forget them:
 *
 * - The app's pages, scripts and JSON: a Content-Security-Policy that runs only this origin's
 *   script files (one inline script, allowed by its hash: the theme set before the first paint;
 *   otherwise the built pages carry only JSON data blocks, which never run), `frame-ancestors 'none'`, and `'unsafe-eval'` and `blob:` workers for the one feature that
 *   needs them (the code editor runs a student's JavaScript in a Web Worker made from a blob).
 *   Styles may be inline (Mantine sets them on elements).
 * - Files (an endpoint whose answer is `binaryAnswer`: uploads, lesson files, exports): a policy
 *   that allows nothing to run, `sandbox` (a file opened as a page gets an opaque origin, no
 *   script, no forms), framed only by the app itself (a lesson's PDF is shown in a frame). PDF is
 *   the one type left unsandboxed: Chrome's PDF viewer does not open in a sandboxed document, and
 *   it runs no script of the page's origin.
 * - The code editor's HTML output page (`htmlPreviewPath`): the student's HTML, inline scripts and
 *   all, runs there, so its policy lets scripts run but sandboxes the page (an opaque origin: no
 *   access to the app's storage, cookies or session, even opened on its own); only the app may
 *   frame it. What the student's page loads from the web (a CSS framework) is allowed.
 * - Everywhere: `nosniff`, a Referrer-Policy, a Permissions-Policy, and HSTS when the request came
 *   over HTTPS (directly or through a trusted proxy).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { colorSchemeScript, htmlPreviewPath, type EndpointDef } from '@institute/shared-schema';

/**
 * The one inline event handler the built pages carry: a prerendered page's stylesheets load
 * without blocking the first paint (Beasties' `preload: 'swap'`, pwa/scripts/prerender.mjs:
 * `<link rel="preload" as="style" onload="this.rel='stylesheet'">`). 'unsafe-hashes' with its hash
 * allows exactly this handler and no other; the entry script makes the same swap for a browser
 * that does not know 'unsafe-hashes'.
 */
export const stylesheetSwapHandler = "this.rel='stylesheet'";
const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const stylesheetSwapHash = scriptHash(stylesheetSwapHandler);
/** The one inline script: it sets the light or dark theme before the first paint (`colorSchemeScript`). */
const colorSchemeScriptHash = scriptHash(colorSchemeScript);

/** The policy of the app's own answers (pages, scripts, workers, JSON). */
export const appContentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-eval' 'unsafe-hashes' ${stylesheetSwapHash} ${colorSchemeScriptHash}`,
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' blob: https:",
  // Videos and maps an administrator embeds (YouTube, Google Maps) come from other sites.
  "frame-src 'self' https:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The policy of a stored file: nothing in it runs, and only the app may frame it. */
export function fileContentSecurityPolicy(contentType: string | undefined): string {
  const sandbox = contentType?.startsWith('application/pdf') ? [] : ['sandbox'];
  return [
    "default-src 'none'",
    "img-src 'self' data:",
    "media-src 'self'",
    "style-src 'unsafe-inline'",
    "frame-ancestors 'self'",
    ...sandbox,
  ].join('; ');
}

/** The policy of the code editor's HTML output page. */
export const htmlPreviewContentSecurityPolicy = [
  'sandbox allow-scripts allow-modals',
  "default-src 'self' https: data: blob:",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' https: data: blob:",
  "style-src 'self' 'unsafe-inline' https: data:",
  "img-src 'self' https: data: blob:",
  "frame-ancestors 'self'",
].join('; ');

export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()';

/** HSTS for a year; not for subdomains, which a lab's server does not own. */
export const strictTransportSecurity = 'max-age=31536000';

const answersWithFile = (endpoint: EndpointDef | undefined) =>
  !!endpoint && Object.values(endpoint.answers).some((answer) => typeof answer === 'object' && answer !== null && 'binary' in answer);

export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const endpoint = (request.routeOptions.config as { endpoint?: EndpointDef } | undefined)?.endpoint;
      const isFile = answersWithFile(endpoint);
      const isHtmlPreview = request.url.split('?')[0] === htmlPreviewPath;
      reply.header(
        'content-security-policy',
        isHtmlPreview
          ? htmlPreviewContentSecurityPolicy
          : isFile
            ? fileContentSecurityPolicy(String(reply.getHeader('content-type') ?? ''))
            : appContentSecurityPolicy,
      );
      reply.header('x-frame-options', isFile || isHtmlPreview ? 'SAMEORIGIN' : 'DENY');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('permissions-policy', permissionsPolicy);
      if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
      return payload;
    });
  },
  { name: 'security-headers' },
);
