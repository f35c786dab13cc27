/**
 * HTTPS=auto: the local certificate authority and the server certificate it signs (names and
 * addresses in the SANs, kept while they hold, issued again when they change or near expiry, keys
 * private), a real TLS handshake that trusts only that authority, and the plain HTTP port's
 * redirect and certificate page.
 */
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureLabCertificate, renewWithinDays, serverCertificateDays } from '../src/https/local-ca.js';
import { labNames, lanAddresses } from '../src/https/lab-names.js';
import { buildHttpRedirectApp } from '../src/https/http-redirect.js';
import { fingerprintOf } from '../src/https/ca-page.routes.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-https-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const interfaces = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  eth0: [
    { address: '192.168.1.23', family: 'IPv4', internal: false },
    { address: 'fe80::1', family: 'IPv6', internal: false },
    { address: 'fd00::23', family: 'IPv6', internal: false },
  ],
} as unknown as NodeJS.Dict<os.NetworkInterfaceInfo[]>;

const names = labNames(['lab.test', '10.0.0.5'], 'labpc', interfaces);
const day = 24 * 60 * 60 * 1000;

describe('the lab certificate authority', () => {
  it("names the machine's host names, localhost, extra names and LAN addresses, not link-local ones", () => {
    expect(names.dns).toEqual(['lab.test', 'labpc', 'labpc.local', 'localhost']);
    expect(names.ips).toEqual(['10.0.0.5', '127.0.0.1', '192.168.1.23', '::1', 'fd00::23']);
    expect(lanAddresses(names)).toEqual(['10.0.0.5', '192.168.1.23', 'fd00::23']);
  });

  it('issues a server certificate for every name and address, signed by the authority, keys private', async () => {
    const dir = tempDir();
    const made = await ensureLabCertificate(dir, names, 'Test lab authority');
    expect(made.createdCa && made.issued).toBe(true);
    const ca = new X509Certificate(made.caCertPem);
    const cert = new X509Certificate(made.certPem);
    expect(ca.ca).toBe(true);
    expect(cert.ca).toBe(false);
    expect(cert.checkIssued(ca)).toBe(true);
    expect(cert.verify(ca.publicKey)).toBe(true);
    const san = cert.subjectAltName ?? '';
    for (const name of names.dns) expect(san).toContain(`DNS:${name}`);
    for (const ip of ['127.0.0.1', '192.168.1.23', '10.0.0.5']) expect(san).toContain(`IP Address:${ip}`);
    expect(san).toMatch(/IP Address:FD00:0:0:0:0:0:0:23/i);
    expect(cert.checkHost('lab.test')).toBe('lab.test');
    expect(cert.checkIP('192.168.1.23')).toBe('192.168.1.23');
    expect(cert.checkHost('other.test')).toBeUndefined();
    const days = (new Date(cert.validTo).getTime() - Date.now()) / day;
    expect(days).toBeGreaterThan(serverCertificateDays - 2);
    expect(days).toBeLessThanOrEqual(serverCertificateDays);
    for (const key of ['ca.key', 'server.key']) expect(fs.statSync(path.join(dir, key)).mode & 0o777).toBe(0o600);
  });

  it('keeps the authority and the certificate while they hold; issues again when names change or expiry nears', async () => {
    const dir = tempDir();
    const first = await ensureLabCertificate(dir, names, 'Test lab authority');
    const again = await ensureLabCertificate(dir, names, 'Test lab authority');
    expect(again.createdCa || again.issued).toBe(false);
    expect(again.certPem).toBe(first.certPem);

    const moved = labNames(['lab.test'], 'labpc', {
      eth0: [{ address: '192.168.1.99', family: 'IPv4', internal: false }],
    } as unknown as NodeJS.Dict<os.NetworkInterfaceInfo[]>);
    const renamed = await ensureLabCertificate(dir, moved, 'Test lab authority');
    expect(renamed.createdCa).toBe(false);
    expect(renamed.issued).toBe(true);
    expect(renamed.caCertPem).toBe(first.caCertPem);
    expect(new X509Certificate(renamed.certPem).checkIP('192.168.1.99')).toBe('192.168.1.99');

    const nearExpiry = new Date(Date.now() + (serverCertificateDays - renewWithinDays + 1) * day);
    const renewed = await ensureLabCertificate(dir, moved, 'Test lab authority', nearExpiry);
    expect(renewed.issued).toBe(true);
    expect(new X509Certificate(renewed.certPem).verify(new X509Certificate(first.caCertPem).publicKey)).toBe(true);
  });

  it('a TLS client that trusts only the authority accepts the server by its name and refuses it by another', async () => {
    const made = await ensureLabCertificate(tempDir(), names, 'Test lab authority');
    const server = https.createServer({ key: made.keyPem, cert: made.certPem }, (_req, res) => res.end('secure'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const get = (servername: string) =>
      new Promise<string>((resolve, reject) => {
        https
          .get({ host: '127.0.0.1', port, servername, headers: { host: servername }, ca: made.caCertPem, path: '/' }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve(body));
          })
          .on('error', reject);
      });
    try {
      expect(await get('lab.test')).toBe('secure');
      await expect(get('elsewhere.test')).rejects.toThrow(/altnames|does not match/i);
    } finally {
      server.close();
    }
  });
});

describe('the plain HTTP port under HTTPS', () => {
  it('redirects to the same host and path over HTTPS and serves the certificate page with a QR code', async () => {
    const made = await ensureLabCertificate(tempDir(), names, 'Test lab authority');
    const app = await buildHttpRedirectApp({
      httpsPort: 8443,
      fallbackHost: 'localhost',
      caPage: { caCertPem: made.caCertPem, names, httpsPort: 8443, httpPort: 8080, siteName: 'Test Institute' },
    });
    try {
      const get = await app.inject({ url: '/courses?level=Beginner', headers: { host: 'labpc.local:8080' } });
      expect(get.statusCode).toBe(301);
      expect(get.headers.location).toBe('https://labpc.local:8443/courses?level=Beginner');
      const post = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: '192.168.1.23:8080' }, payload: {} });
      expect(post.statusCode).toBe(308);
      expect(post.headers.location).toBe('https://192.168.1.23:8443/api/auth/login');
      const hostile = await app.inject({ url: '/x', headers: { host: 'evil.test/@x' } });
      expect(hostile.headers.location).toBe('https://localhost:8443/x');

      const crt = await app.inject('/ca.crt');
      expect(crt.statusCode).toBe(200);
      expect(crt.headers['content-type']).toBe('application/x-x509-ca-cert');
      expect(crt.body).toBe(made.caCertPem);

      // Opened on this machine (localhost), the QR code names the LAN address a phone can reach.
      const page = await app.inject({ url: '/ca', headers: { host: 'localhost:8080' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<svg');
      expect(page.body).toContain('http://10.0.0.5:8080/ca.crt');
      expect(page.body).toContain(fingerprintOf(made.caCertPem));
      for (const platform of ['Android', 'iOS', 'Windows', 'Linux']) expect(page.body).toContain(`${platform}`);
      expect(page.body).not.toMatch(/<script/i);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      const fromPhone = await app.inject({ url: '/ca', headers: { host: '192.168.1.23:8080' } });
      expect(fromPhone.body).toContain('http://192.168.1.23:8080/ca.crt');
      expect(fromPhone.body).toContain('https://192.168.1.23:8443/');
    } finally {
      await app.close();
    }
  });
});
