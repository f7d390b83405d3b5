#!/usr/bin/env bash
# Issue 25's multi-process drill: two compiled servers on one PostgreSQL behind nginx (round-robin), one
# DATA_DIR shared for the keys and files on S3 (s3rver, from npm), then a real Chromium signs in through the
# balancer (e2e/drills/balancer-sign-ins.ts) and apps/api/src/test/drills/multi-process/ checks the rest
# through the balancer and each process directly. Needs a PostgreSQL 15 server (DRILL_PG_URL, an
# administrator's URL) and nginx on PATH (Debian: apt-get install nginx-light). Exits non-zero when a
# check fails.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_URL=${DRILL_PG_URL:-postgresql://b2c:b2c@127.0.0.1:5432/postgres}
PORT_LB=${DRILL_PORT:-18440}
PORT_A=$((PORT_LB + 1))
PORT_B=$((PORT_LB + 2))
PORT_S3=$((PORT_LB + 3))
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

mkdir -p "$WORK/data" "$WORK/nginx" "$WORK/s3"
wait_for() { # url what
  for _ in $(seq 1 600); do curl -s -o /dev/null "$1" && return 0; sleep 0.2; done
  echo "$2 did not start"; exit 1
}
# An S3-compatible server from npm, so uploads through one process are read through the other.
node_modules/.bin/s3rver -d "$WORK/s3" -a 127.0.0.1 -p "$PORT_S3" --silent --configure-bucket media \
  >"$WORK/s3rver.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$PORT_S3/" s3rver

# Info-level logs: the bulk check reads which process is applying its upload.
start_server() { # port
  PORT=$1 HOST=127.0.0.1 PUBLIC_URL=http://127.0.0.1:$PORT_LB DATABASE_URL=$DB_URL DATA_DIR=$WORK/data \
    TRUST_PROXY=127.0.0.1 SEED=demo LOG_LEVEL=info STORAGE_SECRET=drill-shared-secret-0123456789abcdef \
    S3_BUCKET=media S3_REGION=us-east-1 S3_ENDPOINT=http://127.0.0.1:$PORT_S3 \
    AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER \
    node --enable-source-maps apps/api/dist/server.mjs >>"$WORK/server-$1.log" 2>&1 &
  pids+=($!)
  eval "PID_$2=$!"
  for _ in $(seq 1 600); do curl -sf "http://127.0.0.1:$1/readyz" >/dev/null && return 0; sleep 0.2; done
  echo "server on $1 did not start:"; tail -50 "$WORK/server-$1.log"; exit 1
}
# One after the other: the first seeds the database and writes the shared keys into DATA_DIR.
start_server "$PORT_A" A
start_server "$PORT_B" B

cat >"$WORK/nginx/nginx.conf" <<CONF
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/nginx/error.log;
events {}
http {
  log_format upstream '\$upstream_addr \$request_uri';
  access_log $WORK/nginx/access.log upstream;
  client_max_body_size 64m;
  # In memory: the workers (user nobody) may not write temp files under this root-owned folder.
  client_body_buffer_size 64m;
  proxy_max_temp_file_size 0;
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

status=0
DRILL_BALANCER=http://127.0.0.1:$PORT_LB DRILL_NGINX_LOG=$WORK/nginx/access.log \
  node --import tsx e2e/drills/balancer-sign-ins.ts || status=1
DRILL_BALANCER=http://127.0.0.1:$PORT_LB DRILL_DATABASE_URL=$DB_URL \
  DRILL_A=http://127.0.0.1:$PORT_A DRILL_PID_A=$PID_A DRILL_LOG_A=$WORK/server-$PORT_A.log \
  DRILL_B=http://127.0.0.1:$PORT_B DRILL_PID_B=$PID_B DRILL_LOG_B=$WORK/server-$PORT_B.log \
  node --import tsx apps/api/src/test/drills/multi-process/multi-process-drill.ts || status=1
if [ $status -ne 0 ]; then
  for log in "$WORK"/server-*.log; do echo "--- $log (errors)"; grep -E '"level":(50|60)' "$log" | tail -20 || true; done
fi
exit $status
