/**
 * `GET /ca`: how to trust this lab server, a plain server-rendered page (no script) that phones
 * open over plain HTTP too: a QR code of the address of the authority's certificate, the
 * certificate's fingerprint, and the steps to install it on Android, iOS, Windows and Linux.
 * `GET /ca.crt`: the certificate itself (PEM, `application/x-x509-ca-cert`). Pages, not API
 * routes: outside `apiContract` and the OpenAPI document.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { escapeHtml } from '../escape-html.js';
import { lanAddresses, urlHost, type LabNames } from './lab-names.js';

export interface CaPageOptions {
  caCertPem: string;
  names: LabNames;
  /** The HTTPS port (the app) and the plain HTTP port (this page and the certificate's download). */
  httpsPort: number;
  httpPort: number;
  siteName: string;
}

export const caPagePath = '/ca';
export const caCertificatePath = '/ca.crt';
const loopback = /^(localhost|127\.[\d.]+|\[?::1\]?)$/i;

/** The SHA-256 fingerprint of a PEM certificate, as devices show it (AB:CD:...). */
export function fingerprintOf(pem: string): string {
  const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  return createHash('sha256').update(der).digest('hex').toUpperCase().match(/.{2}/g)?.join(':') ?? '';
}

const withPort = (scheme: 'http' | 'https', host: string, port: number) =>
  `${scheme}://${urlHost(host)}${(scheme === 'http' && port === 80) || (scheme === 'https' && port === 443) ? '' : `:${port}`}`;

export const caPageRoutes: FastifyPluginAsync<CaPageOptions> = async (app, options) => {
  // The names are read at each request: a daily renewal may change them (lab-https.ts).
  const { caCertPem, httpsPort, httpPort, siteName } = options;
  const fingerprint = fingerprintOf(caCertPem);
  const fileName = `${
    siteName
      .replace(/[^\w]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'lab'
  }-ca.crt`;

  /** The host a phone uses: the one this page was opened by, unless that is this machine's loopback. */
  const hostFor = (request: FastifyRequest) => {
    const { names } = options;
    const lan = lanAddresses(names);
    const asked = request.hostname.replace(/^\[|\]$/g, '');
    const known = names.dns.includes(asked.toLowerCase()) || names.ips.includes(asked.toLowerCase());
    return known && !loopback.test(asked) ? asked : (lan[0] ?? 'localhost');
  };

  app.get(caCertificatePath, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/x-x509-ca-cert')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-cache')
      .send(caCertPem),
  );

  app.get(caPagePath, { schema: { hide: true } }, async (request, reply) => {
    const host = hostFor(request);
    const lan = lanAddresses(options.names);
    const download = `${withPort('http', host, httpPort)}${caCertificatePath}`;
    const appUrls = [host, ...lan.filter((a) => a !== host)].map((h) => `${withPort('https', h, httpsPort)}/`);
    const qr = await QRCode.toString(download, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Install the certificate of ${escapeHtml(siteName)}</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;margin:0 auto;max-width:40rem;padding:1rem;color:#1a1b1e}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:1.5rem}
.qr{max-width:16rem;margin:1rem auto}.qr svg{width:100%;height:auto;display:block}
a{color:#1864ab}code{word-break:break-all;background:#f1f3f5;padding:0 .2rem}
.button{display:inline-block;padding:.75rem 1rem;background:#1c7ed6;color:#fff;border-radius:.4rem;text-decoration:none;min-height:44px;box-sizing:border-box}
li{margin:.3rem 0}
</style>
</head>
<body>
<main>
<h1>Install the certificate of ${escapeHtml(siteName)}</h1>
<p>This lab server uses its own certificate authority. Install its certificate once on each phone or
computer: the app then opens securely at its address and keeps working without the network.</p>
<figure class="qr" role="img" aria-label="QR code of ${escapeHtml(download)}">${qr}</figure>
<p>Scan the code with the phone's camera, or open <a href="${escapeHtml(download)}">${escapeHtml(download)}</a>.</p>
<p><a class="button" href="${escapeHtml(caCertificatePath)}" download="${escapeHtml(fileName)}">Download the certificate</a></p>
<p>Before you trust it, check that its SHA-256 fingerprint is<br><code>${fingerprint}</code></p>
<h2>Android</h2>
<ol>
<li>Download the certificate (scan the code above).</li>
<li>Open <b>Settings</b>, <b>Security and privacy</b>, <b>More security settings</b>, <b>Encryption and credentials</b>, <b>Install a certificate</b>, <b>CA certificate</b> (the names vary a little between phones: search Settings for “certificate”).</li>
<li>Choose <b>Install anyway</b>, then the downloaded <code>${escapeHtml(fileName)}</code>.</li>
</ol>
<h2>iPhone and iPad (iOS)</h2>
<ol>
<li>Open the address above in <b>Safari</b> and allow the download of the configuration profile.</li>
<li>Open <b>Settings</b>, <b>Profile Downloaded</b>, <b>Install</b>, and enter the passcode.</li>
<li>Open <b>Settings</b>, <b>General</b>, <b>About</b>, <b>Certificate Trust Settings</b>, and turn on full trust for the certificate.</li>
</ol>
<h2>Windows</h2>
<ol>
<li>Download the certificate and open it, then choose <b>Install Certificate</b>.</li>
<li>Choose <b>Current User</b>, then <b>Place all certificates in the following store</b>, <b>Browse</b>, <b>Trusted Root Certification Authorities</b>, and finish; answer <b>Yes</b> to the warning.</li>
<li>Restart the browser. Firefox keeps its own list: <b>Settings</b>, <b>Privacy &amp; Security</b>, <b>View Certificates</b>, <b>Authorities</b>, <b>Import</b>.</li>
</ol>
<h2>Linux</h2>
<ol>
<li>For the system (Debian, Ubuntu): <code>sudo cp ${escapeHtml(fileName)} /usr/local/share/ca-certificates/ &amp;&amp; sudo update-ca-certificates</code></li>
<li>For Chrome and Chromium (package <code>libnss3-tools</code>): <code>certutil -d sql:$HOME/.pki/nssdb -A -t C,, -n "${escapeHtml(siteName)}" -i ${escapeHtml(fileName)}</code></li>
<li>For Firefox: <b>Settings</b>, <b>Privacy &amp; Security</b>, <b>View Certificates</b>, <b>Authorities</b>, <b>Import</b>.</li>
</ol>
<h2>Then open the app</h2>
<ul>${appUrls.map((u) => `<li><a href="${escapeHtml(u)}">${escapeHtml(u)}</a></li>`).join('')}</ul>
</main>
</body>
</html>
`;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
};
