/** The HTTPS=auto server of `lab-https.spec.ts` (started by `playwright.https.config.ts`). */
export const labHttpsPort = Number(process.env.E2E_HTTPS_PORT ?? 4320);
/** Its plain HTTP port: redirects to HTTPS and serves the /ca page. */
export const labHttpPort = labHttpsPort + 1;
/** A name that is not localhost, mapped to 127.0.0.1 in Chromium, and named in HTTPS_HOSTS. */
export const labHost = 'lab.test';
