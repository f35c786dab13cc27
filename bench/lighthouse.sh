#!/usr/bin/env bash
# Lighthouse (mobile: simulated slow 4G, a mid-range phone's CPU) on the built app with Debian's
# Chromium. Starts the production server on a fresh PGlite folder, audits the given paths
# (default: the home page; `/services/job-portal/first` is the first open job's page), prints the scores and key timings and writes bench/results/lighthouse-*.json.
# Usage: bash bench/lighthouse.sh [/ /courses ...]
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib/start-server.sh
start_server "${LIGHTHOUSE_PORT:-4400}"
mkdir -p bench/results
paths=("$@"); [ ${#paths[@]} -gt 0 ] || paths=(/)
for path in "${paths[@]}"; do
  # `/services/job-portal/first`: the first open job's page, as the sitemap lists it.
  if [ "$path" = /services/job-portal/first ]; then
    path=$(curl -s "http://127.0.0.1:$port/sitemap.xml" | grep -o '/services/job-portal/[0-9a-f-]\{36\}' | head -1)
  fi
  name=$(echo "$path" | tr '/' '-' | sed 's/^-$/-home/; s/^-//; s/job-portal-[0-9a-f-]\{36\}$/job-portal-job/')
  CHROME_PATH=/usr/bin/chromium npx -y lighthouse@12.8.2 "http://127.0.0.1:$port$path" \
    --quiet --output=json --output-path="bench/results/lighthouse-$name.json" \
    --only-categories=performance,accessibility,best-practices,seo \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-quic --disable-background-networking --disable-component-update --disable-sync --no-first-run"
  node -e '
    const r = require(process.argv[1]);
    const a = r.audits, c = r.categories;
    const s = (k) => Math.round(c[k].score * 100);
    console.log(`${process.argv[2]}  performance ${s("performance")}  accessibility ${s("accessibility")}  best-practices ${s("best-practices")}  seo ${s("seo")}`);
    console.log(`  FCP ${a["first-contentful-paint"].displayValue}  LCP ${a["largest-contentful-paint"].displayValue}  TBT ${a["total-blocking-time"].displayValue}  CLS ${a["cumulative-layout-shift"].displayValue}  (${r.configSettings.formFactor}, ${r.lighthouseVersion})`);
  ' "$PWD/bench/results/lighthouse-$name.json" "$path"
done
