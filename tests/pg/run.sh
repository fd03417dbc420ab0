#!/usr/bin/env bash
# npm run test:pg: runs the API tests against a real PostgreSQL server on loopback, among them the two-instance suite
# behind nginx (tests/api/zweiInstanzen.test.ts). Installs Debian's postgresql and nginx when missing, creates a
# throw-away cluster, removes it afterwards.
set -euo pipefail
cd "$(dirname "$0")/../.."

pgbin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
if [ -z "$(pgbin)" ] || [ ! -x "$(pgbin)/initdb" ]; then
  echo "== Debian postgresql installieren"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql
fi
BIN="$(pgbin)"
if [ ! -x /usr/sbin/nginx ]; then
  echo "== Debian nginx installieren"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx
fi

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
DIR="$(mktemp -d /tmp/disponent-pg.XXXXXX)"
[ "$(id -u)" = 0 ] && chown postgres "$DIR"
PORT="${PGTEST_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"

cleanup() {
  run_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

run_pg "$BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
run_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c max_connections=300" start >/dev/null
echo "== PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') auf 127.0.0.1:$PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
npx vitest run --project api "$@"
