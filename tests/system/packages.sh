#!/usr/bin/env bash
# The Debian packages the tests use: installed with apt when missing (as root), otherwise named so the user can install them.
set -euo pipefail
# command → Debian package that provides it
declare -A NEEDED=(
  [/usr/bin/chromium]=chromium [pdftotext]=poppler-utils [pdftoppm]=poppler-utils [zbarimg]=zbar-tools [faketime]=faketime
)
missing=()
for cmd in "${!NEEDED[@]}"; do
  command -v "$cmd" >/dev/null 2>&1 || missing+=("${NEEDED[$cmd]}")
done
[ ${#missing[@]} -eq 0 ] && exit 0
mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "== Debian-Pakete für die Tests installieren: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Für die Tests fehlen Debian-Pakete: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
