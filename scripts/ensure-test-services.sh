#!/usr/bin/env bash
# Makes sure what the tests need beyond Node is on this machine: Debian's Chromium (end-to-end
# tests, poppler-utils to read PDFs back and unzip for the resume's DOCX, certutil for the HTTPS test), the runner's toolchains and bubblewrap, and a PostgreSQL server on 127.0.0.1:5432
# (started if installed but down, installed if missing). Safe to run again: it only adds what is
# missing. Needs root and apt-get for installs; without them it says what to install and stops.
set -euo pipefail

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
command -v bwrap >/dev/null || need_apt+=(bubblewrap)
command -v mcs >/dev/null || need_apt+=(mono-mcs)
command -v mono >/dev/null || need_apt+=(mono-runtime)
command -v javac >/dev/null || need_apt+=(openjdk-17-jdk-headless)
command -v g++ >/dev/null || need_apt+=(g++)
[ -x /usr/bin/python3 ] || need_apt+=(python3)
# The resume builder's end-to-end test reads its PDFs back with pdftotext and pdfinfo.
command -v pdftotext >/dev/null || need_apt+=(poppler-utils)
command -v unzip >/dev/null || need_apt+=(unzip)
# The HTTPS end-to-end test makes Chromium trust the lab's certificate authority with certutil.
command -v certutil >/dev/null || need_apt+=(libnss3-tools)
pg_up() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }
if ! pg_up && ! ls /etc/postgresql/*/main >/dev/null 2>&1; then need_apt+=(postgresql); fi

if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "Missing: ${need_apt[*]}. Install them with your package manager (Debian: apt-get install -y ${need_apt[*]}) and run again." >&2
    exit 1
  fi
  echo "Installing from Debian: ${need_apt[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi

if ! pg_up; then
  version=$(ls /etc/postgresql | sort -n | tail -1)
  conf=/etc/postgresql/$version/main/pg_hba.conf
  # A cluster installed here for tests trusts local connections, as the project's machines do.
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$conf"; then
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$conf"
  fi
  echo "Starting PostgreSQL $version"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
  for _ in $(seq 1 30); do pg_up && break; sleep 1; done
fi
pg_up || { echo "PostgreSQL is not answering on 127.0.0.1:5432" >&2; exit 1; }
echo "Test services ready: chromium $(/usr/bin/chromium --version 2>/dev/null | awk '{print $2}'), PostgreSQL on 127.0.0.1:5432"
