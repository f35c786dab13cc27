/** Debian's Chromium as every end-to-end test launches it: quiet, no background traffic. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...(process.env.CHROMIUM_EXTRA_ARGS?.split(' ').filter(Boolean) ?? []),
];
