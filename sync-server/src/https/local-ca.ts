/**
 * `HTTPS=auto`: a certificate authority made once for this lab server, and a server certificate
 * it signs for the machine's names and addresses (`lab-names.ts`). Devices that install the
 * authority's certificate (the `/ca` page) trust the server, so a phone that opens it by its LAN
 * address gets a secure context: the service worker registers and the app works offline.
 *
 * Kept in `<dir>` (DATA_DIR/https): `ca.crt`, `ca.key`, `server.crt`, `server.key`, the keys with
 * mode 0600. The authority is made once and kept for ten years; the server certificate is issued
 * again when the names or addresses change, when it has less than 30 days left, or when it was
 * not signed by the kept authority. ECDSA P-256 keys through Node's WebCrypto; the certificates
 * are built by `@peculiar/x509`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { webcrypto } from 'node:crypto';
// @peculiar/x509's dependency injection (tsyringe) needs the Reflect metadata API before it loads.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import type { LabNames } from './lab-names.js';

type CryptoKey = webcrypto.CryptoKey;
// Node's WebCrypto is the standard Crypto; the DOM type the library names is not in this build.
x509.cryptoProvider.set(webcrypto as never);

const keyAlgorithm = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const signingAlgorithm = { name: 'ECDSA', hash: 'SHA-256' } as const;
const day = 24 * 60 * 60 * 1000;
/** Apple refuses a server certificate valid for more than 825 days; browsers' own rule is 398. */
export const serverCertificateDays = 397;
export const renewWithinDays = 30;
const caYears = 10;
const serverAuth = '1.3.6.1.5.5.7.3.1';

export interface LabCertificate {
  caCertPem: string;
  certPem: string;
  keyPem: string;
  /** What happened: the authority was made now, the server certificate was (re)issued now. */
  createdCa: boolean;
  issued: boolean;
  notAfter: Date;
}

const files = (dir: string) => ({
  caCert: path.join(dir, 'ca.crt'),
  caKey: path.join(dir, 'ca.key'),
  cert: path.join(dir, 'server.crt'),
  key: path.join(dir, 'server.key'),
});

function writePrivate(file: string, text: string) {
  fs.writeFileSync(file, text, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

async function exportKeyPem(key: CryptoKey): Promise<string> {
  const der = await webcrypto.subtle.exportKey('pkcs8', key);
  return x509.PemConverter.encode(der, 'PRIVATE KEY');
}

async function importKeyPem(pem: string): Promise<CryptoKey> {
  const der = x509.PemConverter.decodeFirst(pem);
  return webcrypto.subtle.importKey('pkcs8', der, keyAlgorithm, true, ['sign']);
}

/** A name for a distinguished name's CN: no characters that the string form gives a meaning to. */
const cn = (s: string) => s.replace(/[,+=<>#;"\\]/g, ' ').trim();

async function createAuthority(label: string, now: Date) {
  const keys = await webcrypto.subtle.generateKey(keyAlgorithm, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    name: `CN=${cn(label)}`,
    notBefore: new Date(now.getTime() - day),
    notAfter: new Date(now.getTime() + caYears * 365 * day),
    signingAlgorithm,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { cert, privateKey: keys.privateKey };
}

/** The DNS names and addresses a certificate names, sorted like `labNames`. */
export function namesOf(cert: x509.X509Certificate): LabNames {
  const san = cert.getExtension(x509.SubjectAlternativeNameExtension);
  const items = san?.names.toJSON() ?? [];
  return {
    dns: items
      .filter((n) => n.type === 'dns')
      .map((n) => n.value.toLowerCase())
      .sort(),
    ips: items
      .filter((n) => n.type === 'ip')
      .map((n) => n.value.toLowerCase())
      .sort(),
  };
}

const sameNames = (a: LabNames, b: LabNames) => a.dns.join() === b.dns.join() && a.ips.join() === b.ips.join();

async function issueServerCertificate(ca: x509.X509Certificate, caKey: CryptoKey, names: LabNames, now: Date) {
  const keys = await webcrypto.subtle.generateKey(keyAlgorithm, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.create({
    subject: `CN=${cn(names.dns.find((n) => n !== 'localhost') ?? 'localhost')}`,
    issuer: ca.subject,
    notBefore: new Date(now.getTime() - day),
    notAfter: new Date(now.getTime() + serverCertificateDays * day),
    signingAlgorithm,
    publicKey: keys.publicKey,
    signingKey: caKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        ...names.dns.map((value) => ({ type: 'dns' as const, value })),
        ...names.ips.map((value) => ({ type: 'ip' as const, value })),
      ]),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(ca.publicKey),
    ],
  });
  return { cert, privateKey: keys.privateKey };
}

/**
 * The lab's authority and a current server certificate for `names`, made or issued as needed.
 * `label` names the authority (shown on a device's list of trusted authorities).
 */
export async function ensureLabCertificate(dir: string, names: LabNames, label: string, now = new Date()): Promise<LabCertificate> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const f = files(dir);
  let createdCa = false;
  let ca: x509.X509Certificate;
  let caKey: CryptoKey;
  if (fs.existsSync(f.caCert) && fs.existsSync(f.caKey)) {
    ca = new x509.X509Certificate(fs.readFileSync(f.caCert, 'utf8'));
    caKey = await importKeyPem(fs.readFileSync(f.caKey, 'utf8'));
  } else {
    const made = await createAuthority(label, now);
    ca = made.cert;
    caKey = made.privateKey;
    writePrivate(f.caKey, await exportKeyPem(caKey));
    fs.writeFileSync(f.caCert, ca.toString('pem') + '\n');
    createdCa = true;
  }

  if (fs.existsSync(f.cert) && fs.existsSync(f.key)) {
    const current = new x509.X509Certificate(fs.readFileSync(f.cert, 'utf8'));
    const fresh = current.notAfter.getTime() - now.getTime() > renewWithinDays * day;
    const ours = current.issuer === ca.subject && (await current.verify({ publicKey: ca.publicKey, date: now }));
    if (fresh && ours && sameNames(namesOf(current), names))
      return {
        caCertPem: ca.toString('pem') + '\n',
        certPem: current.toString('pem') + '\n',
        keyPem: fs.readFileSync(f.key, 'utf8'),
        createdCa,
        issued: false,
        notAfter: current.notAfter,
      };
  }
  const issued = await issueServerCertificate(ca, caKey, names, now);
  const keyPem = await exportKeyPem(issued.privateKey);
  writePrivate(f.key, keyPem);
  fs.writeFileSync(f.cert, issued.cert.toString('pem') + '\n');
  return {
    caCertPem: ca.toString('pem') + '\n',
    certPem: issued.cert.toString('pem') + '\n',
    keyPem,
    createdCa,
    issued: true,
    notAfter: issued.cert.notAfter,
  };
}
