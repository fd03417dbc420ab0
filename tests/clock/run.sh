#!/usr/bin/env bash
# npm run test:clock: runs the unit and API tests that read the clock, dates, times or variants, and the browser tests of
# dates, twice more —
#   1. with the clock a year ahead, on the next Saturday 23:57 in Europe/Berlin (the local day turns during the run;
#      the portal's dates are UTC, orders.md §9);
#   2. in Pacific/Kiritimati (UTC+14), on a Sunday 10:20 UTC, when the local day is already Monday —
# so a test that passes only on the day, hour, weekday or time zone it was written on fails here.
# Extra vitest arguments are passed on (e.g. a file filter).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tests/system/packages.sh

# Test files that touch the clock or variants: clock APIs and the spec's date words; variants where they are resolved
# (engine and screens, unit project). API tests of a variant's tenant use the same date code as every other tenant.
DATES='new Date\(|Date\.now|Date\.parse|setSystemTime|useFakeTimers|today|heute|Heute|[dD]atum|Uhrzeit|Zeitfenster|expir|Ablauf|Werktag|nextWorkingDay|defaultRange|Zeitraum|Woche'
tests() { git ls-files --cached --others --exclude-standard "$@" | grep -v '^tests/e2e/'; }
mapfile -t FILES < <({ tests 'engine/*.test.ts' 'engine/*.test.tsx' 'app/*.test.ts' 'app/*.test.tsx' 'tests/unit/*.test.ts' \
    'tests/unit/*.test.tsx' | xargs grep -lE "$DATES|[vV]ariant"; tests 'server/*.test.ts' 'tests/api/*.test.ts' | xargs grep -lE "$DATES"; } | sort)
# Browser tests whose subject is the date: date entry, the list's default range around today, the export's default period.
E2E=(tests/e2e/datumseingabe.test.ts tests/e2e/orderList.test.ts tests/e2e/monthlyExport.test.ts)
echo "== ${#FILES[@]} Testdateien mit Datum, Uhrzeit oder Varianten, ${#E2E[@]} im Browser"
[ -f dist/web/index.html ] || npm run build

# A year ahead from today, then on to the next Saturday (GNU date).
SATURDAY=$(date -u -d "$(date -u -d '+1 year' +%F) +$(( (6 - $(date -u -d '+1 year' +%u) + 7) % 7 )) days" +%F)
SUNDAY=$(date -u -d "$SATURDAY +1 day" +%F)
# libfaketime moves the wall clock only: Node's timers and waits keep running on the real monotonic clock.
export FAKETIME_DONT_FAKE_MONOTONIC=1

echo "== Uhr verstellt: $SATURDAY 23:57 Europe/Berlin (Samstag kurz vor Mitternacht)"
TZ=Europe/Berlin faketime "$SATURDAY 23:57:00" npx vitest run --project 'unit*' --project api "${FILES[@]}" "$@"
TZ=Europe/Berlin faketime "$SATURDAY 23:57:00" npx vitest run --project e2e "${E2E[@]}" "$@"

echo "== Zeitzone Pacific/Kiritimati (UTC+14): $SUNDAY 10:20 UTC, dort schon Montag"
TZ=Pacific/Kiritimati faketime "$SUNDAY 10:20:00 UTC" npx vitest run --project 'unit*' --project api "${FILES[@]}" "$@"
TZ=Pacific/Kiritimati faketime "$SUNDAY 10:20:00 UTC" npx vitest run --project e2e "${E2E[@]}" "$@"
