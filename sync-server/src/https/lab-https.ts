/**
 * What the server needs to serve HTTPS, from the configuration: the key and certificate (the
 * institute's own files, HTTPS=on, or the local authority's, HTTPS=auto), the /ca page's options
 * under auto, and, under auto, a check to run daily that issues the certificate again when the
 * machine's names or addresses changed or it nears expiry.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import type { CaPageOptions } from './ca-page.routes.js';
import { ensureLabCertificate } from './local-ca.js';
import { labNames } from './lab-names.js';

export interface TlsFiles {
  key: string;
  cert: string;
}

export interface LabHttps {
  tls: TlsFiles;
  caPage?: CaPageOptions;
  /** HTTPS=auto: issues the certificate again if needed; the new key and certificate, or null when unchanged. */
  renew?: () => Promise<TlsFiles | null>;
  /** What to print at start (where the authority is, whether a certificate was issued). */
  notes: string[];
}

export async function prepareHttps(
  config: Pick<Config, 'https' | 'dataDir' | 'port' | 'httpPort'>,
  siteName: string,
): Promise<LabHttps | null> {
  const https = config.https;
  if (https.mode === 'off') return null;
  if (https.mode === 'on')
    return { tls: { key: fs.readFileSync(https.keyFile, 'utf8'), cert: fs.readFileSync(https.certFile, 'utf8') }, notes: [] };
  const dir = path.join(config.dataDir, 'https');
  const label = `${siteName} lab certificate authority`;
  const names = labNames(https.hosts);
  const made = await ensureLabCertificate(dir, names, label);
  const caPage: CaPageOptions = { caCertPem: made.caCertPem, names, httpsPort: config.port, httpPort: config.httpPort, siteName };
  const notes = [
    made.createdCa
      ? `A certificate authority for this lab was made in ${dir} (keep ca.key private; devices install ca.crt).`
      : `Certificate authority: ${path.join(dir, 'ca.crt')}`,
    `Server certificate for ${[...names.dns, ...names.ips].join(', ')}${made.issued ? ' (issued now)' : ''}, valid until ${made.notAfter.toISOString().slice(0, 10)}`,
  ];
  const renew = async () => {
    const current = labNames(https.hosts);
    const next = await ensureLabCertificate(dir, current, label);
    if (!next.issued) return null;
    caPage.names = current;
    return { key: next.keyPem, cert: next.certPem };
  };
  return { tls: { key: made.keyPem, cert: made.certPem }, caPage, renew, notes };
}
