#!/usr/bin/env bash
# The Debian packages the tests use: installed with apt when missing (as root), otherwise named so the user can install them.
# Runs first in `npm test`, so a missing or broken Chromium stops the run at once instead of after the other tests.
set -euo pipefail
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
# command → Debian package that provides it
declare -A NEEDED=(
  [$chromium]=chromium [pdftotext]=poppler-utils [pdftoppm]=poppler-utils [zbarimg]=zbar-tools [faketime]=faketime
)

missingPackages() {
  local cmd
  for cmd in "${!NEEDED[@]}"; do
    command -v "$cmd" >/dev/null 2>&1 || echo "${NEEDED[$cmd]}"
  done | sort -u
}

mapfile -t missing < <(missingPackages)
if [ ${#missing[@]} -gt 0 ] && [ -n "${CHROMIUM_PATH:-}" ] && [ ! -x "$chromium" ]; then
  # Debian's package would not put a browser there: say so rather than install one that the tests do not use.
  echo "CHROMIUM_PATH=$chromium ist kein ausführbarer Chromium. Pfad korrigieren oder CHROMIUM_PATH weglassen (Debians chromium)." >&2
  exit 1
fi
if [ ${#missing[@]} -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "== Debian-Pakete für die Tests installieren: ${missing[*]}"
  # One try per source: on a closed network apt fails at once instead of retrying.
  if ! { apt-get -o Acquire::Retries=0 update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
    echo "apt-get konnte ${missing[*]} nicht installieren (Meldung oben); ohne diese Pakete laufen die Tests nicht." >&2
    exit 1
  fi
  mapfile -t missing < <(missingPackages)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Für die Tests fehlen Debian-Pakete: sudo apt-get install -y ${missing[*]}" >&2
  [ -x "$chromium" ] || echo "Die Browser-Tests brauchen Chromium unter $chromium." >&2
  exit 1
fi
# Present is not enough: a Chromium that cannot start (missing libraries, a snap stub) would fail every browser test.
if ! "$chromium" --version >/dev/null 2>&1; then
  echo "Chromium unter $chromium startet nicht ('$chromium --version' scheitert); die Browser-Tests brauchen einen lauffähigen Chromium." >&2
  exit 1
fi
