#!/usr/bin/env bash
# Lighthouse's accessibility audit (mobile) of every public page in English, Marathi and Hindi, in
# the light and the dark theme (issue 21's target: 100 everywhere). Starts the production server on
# a fresh PGlite folder; the dark theme is the system's (Chromium's --force-dark-mode), which the app
# follows. Prints one line per page and theme, with the audits that failed, and exits 1 if any
# score is below 100. Only accessibility is audited: its score does not depend on the machine's load.
# Usage: bash bench/lighthouse-a11y.sh [/ /courses ...]   (default: every public page)
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
also_remove=$out
source bench/lib/start-server.sh
start_server "${LIGHTHOUSE_PORT:-4401}"

paths=("$@")
if [ ${#paths[@]} -eq 0 ]; then
  mapfile -t paths < <(node --conditions=source --import tsx -e '
    import("@institute/shared-schema").then(({ publicPages }) => {
      for (const p of publicPages) console.log(p.path);
      for (const p of ["/login", "/register", "/forgot-password"]) console.log(p);
    });')
fi
languages=(${LIGHTHOUSE_LANGUAGES:-en mr hi})
below=0
for path in "${paths[@]}"; do
  for language in "${languages[@]}"; do
    address=$(node --conditions=source --import tsx -e '
      import("@institute/shared-schema").then(({ localizePath }) => console.log(localizePath(process.argv[1], process.argv[2])));' "$path" "$language")
    for theme in light dark; do
      flags="--headless=new --no-sandbox --disable-gpu --disable-quic --disable-background-networking --disable-component-update --disable-sync --no-first-run"
      [ "$theme" = dark ] && flags="$flags --force-dark-mode"
      # On a loaded machine Lighthouse may give up on a page that has not painted yet (NO_FCP): tried three times.
      for attempt in 1 2 3; do
        CHROME_PATH=/usr/bin/chromium npx -y lighthouse@12.8.2 "http://127.0.0.1:$port$address" \
          --quiet --output=json --output-path="$out/report.json" --only-categories=accessibility --chrome-flags="$flags" && break
        [ "$attempt" -lt 3 ] || exit 1
      done
      line=$(node -e '
        const r = require(process.argv[1]);
        const score = Math.round(r.categories.accessibility.score * 100);
        const failed = r.categories.accessibility.auditRefs
          .filter((a) => a.weight > 0 && r.audits[a.id].score !== null && r.audits[a.id].score < 1)
          .map((a) => a.id);
        console.log(`${score} ${failed.join(" ")}`);
      ' "$out/report.json")
      score=${line%% *}
      printf '%-48s %-5s accessibility %s\n' "$address" "$theme" "$line"
      [ "$score" -ge 100 ] || below=$((below + 1))
    done
  done
done
echo "pages and themes below 100: $below"
[ "$below" -eq 0 ]
