#!/bin/bash
# Issue 30: every target's bench, one after another, for a quiet machine (nothing else running).
# Usage: bash bench/quiet-run.sh "$PWD" > /tmp/quiet.log 2>&1   (from the repository root; needs PostgreSQL 15 at
# 127.0.0.1:5432 with the scale seeds b2c_bench_1m and b2c_bench_10m, and a PGlite 1M seed at /work/bench-data/pglite-1m;
# the stock-in part restarts PostgreSQL twice, as root, to measure it with a 2 GB buffer pool and to reset it).
set -x
cd "$1" || exit 1
PG=postgresql://b2c:b2c@127.0.0.1:5432
echo "== start $(date -u +%T) $(uptime)"
node apps/api/build-if-changed.mjs && npx tsx bench/start-up.ts --runs 3
echo "== lighthouse $(date -u +%T) $(uptime)"
npx tsx bench/lighthouse.ts --runs 3 --no-readme --panel current=$1/apps/web/dist --skip-server-build --reports /tmp/lh-quiet-inv
npx tsx bench/lighthouse.ts --runs 3 --no-readme --panel current=$1/apps/web/dist --skip-server-build --path /dashboard --reports /tmp/lh-quiet-dash
echo "== hot paths $(date -u +%T) $(uptime)"
npx tsx bench/hot-paths.ts --pg $PG/b2c_bench_1m --embedded /work/bench-data/pglite-1m --seconds 8 --rounds 2 --load autocannon,wrk
echo "== export $(date -u +%T) $(uptime)"
npx tsx bench/csv-export.ts --pg 1M=$PG/b2c_bench_1m --pg 10M=$PG/b2c_bench_10m --runs 2
echo "== stock-in $(date -u +%T) $(uptime)"
BENCH_DATABASE_URL=$PG/postgres npx tsx bench/stock-in.ts --reuse b2c_bench_1m --rows 1000000 --requests 1000
BENCH_DATABASE_URL=$PG/postgres npx tsx bench/stock-in.ts --reuse b2c_bench_10m --rows 10000000 --requests 1000
echo "== stock-in with shared_buffers 2GB $(date -u +%T)"
psql $PG/postgres -c "alter system set shared_buffers = '2GB'" && pg_ctlcluster 15 main restart && sleep 2 && psql $PG/postgres -Atc "show shared_buffers"
BENCH_DATABASE_URL=$PG/postgres npx tsx bench/stock-in.ts --reuse b2c_bench_1m --rows 1000000 --requests 1000
BENCH_DATABASE_URL=$PG/postgres npx tsx bench/stock-in.ts --reuse b2c_bench_10m --rows 10000000 --requests 1000
psql $PG/postgres -c "alter system reset shared_buffers" && pg_ctlcluster 15 main restart && sleep 2 && psql $PG/postgres -Atc "show shared_buffers"
echo "== bulk $(date -u +%T) $(uptime)"
psql $PG/postgres -c "drop database if exists b2c_bench_bulk" -c "create database b2c_bench_bulk"
npx tsx bench/bulk-upload.ts --pg $PG/b2c_bench_bulk --no-embedded --rows 100000 --runs 2
echo "== end $(date -u +%T) $(uptime)"
