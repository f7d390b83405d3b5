#!/usr/bin/env bash
# Issue 25's multi-process drill: two compiled servers on one PostgreSQL behind nginx (round-robin), one
# DATA_DIR shared for the keys, then apps/api/src/test/drills/multi-process-drill.ts checks them through
# the balancer and each process directly. Needs a PostgreSQL 15 server (DRILL_PG_URL, an administrator's
# URL) and nginx on PATH (Debian: apt-get install nginx-light). Exits non-zero when a check fails.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_URL=${DRILL_PG_URL:-postgresql://b2c:b2c@127.0.0.1:5432/postgres}
PORT_LB=${DRILL_PORT:-18440}
PORT_A=$((PORT_LB + 1))
PORT_B=$((PORT_LB + 2))
WORK=$(mktemp -d /tmp/b2c-multi-process-drill.XXXXXX)
DB=b2c_drill_$$
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -f "$WORK/nginx.pid" ] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true
  wait 2>/dev/null || true
  psql "$PG_URL" -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

node apps/api/build-if-changed.mjs
psql "$PG_URL" -qc "CREATE DATABASE $DB" >/dev/null
DB_URL=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$PG_URL" "$DB")

mkdir -p "$WORK/data" "$WORK/nginx"
start_server() { # port
  PORT=$1 HOST=127.0.0.1 PUBLIC_URL=http://127.0.0.1:$PORT_LB DATABASE_URL=$DB_URL DATA_DIR=$WORK/data \
    TRUST_PROXY=127.0.0.1 SEED=demo LOG_LEVEL=warn STORAGE_SECRET=drill-shared-secret-0123456789abcdef \
    node --enable-source-maps apps/api/dist/server.mjs >>"$WORK/server-$1.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 600); do curl -sf "http://127.0.0.1:$1/readyz" >/dev/null && return 0; sleep 0.2; done
  echo "server on $1 did not start:"; cat "$WORK/server-$1.log"; exit 1
}
# One after the other: the first seeds the database and writes the shared keys into DATA_DIR.
start_server "$PORT_A"
start_server "$PORT_B"

cat >"$WORK/nginx/nginx.conf" <<CONF
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/nginx/error.log;
events {}
http {
  access_log off;
  client_body_temp_path $WORK/nginx/body;
  proxy_temp_path $WORK/nginx/proxy;
  fastcgi_temp_path $WORK/nginx/fastcgi;
  uwsgi_temp_path $WORK/nginx/uwsgi;
  scgi_temp_path $WORK/nginx/scgi;
  upstream api { server 127.0.0.1:$PORT_A; server 127.0.0.1:$PORT_B; }
  server {
    listen 127.0.0.1:$PORT_LB;
    location / {
      proxy_pass http://api;
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$remote_addr;
      proxy_set_header X-Forwarded-Proto \$scheme;
    }
  }
}
CONF
nginx -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx"

DRILL_BALANCER=http://127.0.0.1:$PORT_LB DRILL_A=http://127.0.0.1:$PORT_A DRILL_B=http://127.0.0.1:$PORT_B \
  node --import tsx apps/api/src/test/drills/multi-process-drill.ts
