#!/usr/bin/env bash
# A throw-away S3 endpoint for the object-storage tests: one Ceph monitor, one memstore OSD and
# radosgw (beast frontend), all on 127.0.0.1, all state in one folder.
#
#   ceph.sh install              apt-get the Debian packages when a daemon is missing (needs root)
#   ceph.sh start DIR [PORT]     make the cluster in DIR (PORT 7480: S3; PORT+1: monitor;
#                                PORT+2..PORT+40: OSD messengers), wait until S3 answers, print
#                                AWS_ENDPOINT_URL, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION
#                                as KEY=VALUE lines (also written to DIR/env)
#   ceph.sh stop DIR             stop the daemons recorded in DIR/pids (TERM, then KILL) and delete DIR
#   ceph.sh kill-rgw DIR         SIGKILL the gateway alone, as a crash would (monitor and OSD stay up)
#   ceph.sh start-rgw DIR        start the gateway of DIR's cluster again and wait until S3 answers
#   ceph.sh restart-rgw DIR [S]  kill-rgw, S seconds down (default 0), start-rgw
#
# Why these settings (each was needed on a 2-core Debian 12 machine with ceph 16):
# - paxos_propose_interval 0.1: every pool radosgw creates waits for map commits; at the default
#   1 s the first start takes about 13 s instead of about 3 s.
# - tcp_nodelay on beast: without it Nagle's algorithm and delayed ACKs cost ~45 ms per request.
# - one OSD holds every placement group: pool size 1, few PGs per pool, a high PG limit.
# - memstore: nothing to format; the cluster lives only as long as the tests.
set -euo pipefail

log() { printf '[ceph %s] %s\n' "$(date +%T)" "$*" >&2; }
fail() {
  log "error: $*"
  for f in "$DIR"/log/*.log "$DIR"/log/*.out; do [ -s "$f" ] && { log "last lines of $f:"; tail -n 12 "$f" >&2; }; done
  stop_daemons
  exit 1
}

install() {
  local need=()
  for bin in ceph-mon ceph-osd radosgw radosgw-admin ceph ceph-authtool monmaptool; do command -v "$bin" >/dev/null || need+=("$bin"); done
  [ ${#need[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    log "missing ${need[*]}: install Debian's ceph-mon ceph-osd radosgw ceph-common (needs root and apt-get)"
    exit 1
  fi
  log "installing Debian's ceph-mon ceph-osd radosgw ceph-common"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ceph-mon ceph-osd radosgw ceph-common >/dev/null
}

stop_daemons() {
  [ -f "$DIR/pids" ] || return 0
  # Newest first: radosgw, then the OSD, then the monitor.
  tac "$DIR/pids" | while read -r name pid; do
    # Only a process started for this folder: a pid may have been reused since.
    grep -qa "$DIR/ceph.conf" "/proc/$pid/cmdline" 2>/dev/null || continue
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -KILL "$pid" 2>/dev/null || true
  done
  rm -f "$DIR/pids"
}

await() { # await WHAT COMMAND...: poll until the command succeeds; give up when a daemon died or after 90 s
  local what=$1 start=$SECONDS name pid
  shift
  until "$@" >/dev/null 2>&1; do
    ((SECONDS - start < 90)) || fail "no $what after 90 s"
    while read -r name pid; do kill -0 "$pid" 2>/dev/null || fail "$name (pid $pid) exited before $what"; done <"$DIR/pids"
    sleep 0.3
  done
  log "$what after $((SECONDS - start)) s"
}

daemon() { # daemon NAME COMMAND...: run in the foreground of its own session, pid recorded
  local name=$1
  shift
  setsid "$@" -f </dev/null >>"$DIR/log/$name.out" 2>&1 &
  echo "$name $!" >>"$DIR/pids"
}

s3_answers() { # an anonymous GET / answers 200 once radosgw serves (bash's /dev/tcp: no curl needed)
  exec 3<>"/dev/tcp/127.0.0.1/$PORT" || return 1
  printf 'GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3
  local line
  IFS= read -r -t 5 line <&3
  exec 3>&-
  [[ $line == HTTP/1.?\ 200* ]]
}

write_conf() {
  cat >"$DIR/ceph.conf" <<CONF
[global]
fsid = $1
mon_host = v2:127.0.0.1:$((PORT + 1))
keyring = $DIR/keyring
log_file = $DIR/log/\$name.log
admin_socket = $DIR/run/\$name.asok
pid_file = $DIR/run/\$name.pid
run_dir = $DIR/run
crash_dir = $DIR/crash
ms_bind_msgr1 = false
ms_bind_ipv6 = false
ms_bind_port_min = $((PORT + 2))
ms_bind_port_max = $((PORT + 40))
osd_pool_default_size = 1
osd_pool_default_min_size = 1
mon_allow_pool_size_one = true
osd_crush_chooseleaf_type = 0
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
osd_pool_default_pg_autoscale_mode = off
mon_max_pg_per_osd = 1000
mon_warn_on_pool_no_redundancy = false
mon_data_avail_warn = 2
mon_data_avail_crit = 1
paxos_propose_interval = 0.1
[mon]
mon_data = $DIR/mon/\$id
mon_cluster_log_file = $DIR/log/cluster.log
[osd]
osd_data = $DIR/osd/\$id
public_addr = 127.0.0.1
cluster_addr = 127.0.0.1
osd_objectstore = memstore
memstore_device_bytes = 4294967296
osd_op_num_shards = 2
osd_op_num_threads_per_shard = 1
[client.rgw.a]
rgw_frontends = beast endpoint=127.0.0.1:$PORT tcp_nodelay=1
rgw_data = $DIR/rgw
rgw_thread_pool_size = 64
CONF
}

start() {
  install
  [ ! -e "$DIR/ceph.conf" ] || { log "$DIR already holds a cluster: stop it first (ceph.sh stop $DIR)"; exit 1; }
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && { log "port $PORT is taken"; exit 1; }
  mkdir -p "$DIR"/{log,run,crash,mon/a,osd/0,rgw}
  DIR=$(cd "$DIR" && pwd)
  : >"$DIR/pids"
  local fsid osd key conf=(-c "$DIR/ceph.conf")
  fsid=$(cat /proc/sys/kernel/random/uuid)
  osd=$(cat /proc/sys/kernel/random/uuid)
  write_conf "$fsid"
  ceph-authtool --create-keyring "$DIR/keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
  ceph-authtool "$DIR/keyring" --gen-key -n client.admin --cap mon 'allow *' --cap osd 'allow *' --cap mgr 'allow *' >/dev/null
  ceph-authtool "$DIR/keyring" --gen-key -n osd.0 --cap mon 'allow profile osd' --cap osd 'allow *' >/dev/null
  ceph-authtool "$DIR/keyring" --gen-key -n client.rgw.a --cap mon 'allow rw' --cap osd 'allow rwx' >/dev/null
  monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$((PORT + 1))]" --enable-all-features \
    --set-min-mon-release pacific "$DIR/monmap" >/dev/null
  ceph-mon "${conf[@]}" -i a --mkfs --monmap "$DIR/monmap" --keyring "$DIR/keyring" >>"$DIR/log/mkfs.out" 2>&1 || fail "monitor mkfs"
  daemon mon.a ceph-mon "${conf[@]}" -i a
  await "monitor quorum" ceph "${conf[@]}" --connect-timeout 10 mon stat
  [ "$(ceph "${conf[@]}" osd new "$osd")" = 0 ] || fail "the OSD did not get id 0"
  ceph-osd "${conf[@]}" -i 0 --mkfs --osd-uuid "$osd" >>"$DIR/log/mkfs.out" 2>&1 || fail "OSD mkfs"
  daemon osd.0 ceph-osd "${conf[@]}" -i 0
  await "OSD up" bash -c "ceph ${conf[*]} --connect-timeout 10 osd dump | grep -q '^osd.0 up'"
  daemon rgw.a radosgw "${conf[@]}" -n client.rgw.a
  await "S3 on 127.0.0.1:$PORT" s3_answers
  key=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
  local secret
  secret=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
  radosgw-admin "${conf[@]}" user create --uid=tests --display-name=tests --access-key="$key" --secret="$secret" \
    >>"$DIR/log/user.out" 2>&1 || fail "radosgw-admin user create"
  printf 'AWS_ENDPOINT_URL=http://127.0.0.1:%s\nAWS_ACCESS_KEY_ID=%s\nAWS_SECRET_ACCESS_KEY=%s\nAWS_REGION=us-east-1\n' \
    "$PORT" "$key" "$secret" | tee "$DIR/env"
}

# The gateway keeps no state of its own (the OSD holds every object), so it can die and come back
# while the monitor and the OSD stay up: the restart drills of the object-storage tests.
kill_rgw() {
  local name pid
  while read -r name pid; do
    [ "$name" = rgw.a ] || continue
    grep -qa "$DIR/ceph.conf" "/proc/$pid/cmdline" 2>/dev/null || continue
    kill -KILL "$pid" 2>/dev/null || true
    # Gone when it no longer runs (a zombie whose parent has not reaped it yet counts as gone).
    for _ in $(seq 1 40); do [[ "$(ps -o stat= -p "$pid" 2>/dev/null)" =~ ^[^Z] ]] || break; sleep 0.05; done
  done <"$DIR/pids"
  grep -v '^rgw\.a ' "$DIR/pids" >"$DIR/pids.next" || true
  mv "$DIR/pids.next" "$DIR/pids"
  log "radosgw killed"
}

start_rgw() {
  grep -q '^rgw\.a ' "$DIR/pids" && { log "radosgw of $DIR is running already"; exit 1; }
  PORT=$(sed -n 's/^AWS_ENDPOINT_URL=http:\/\/127\.0\.0\.1:\([0-9]*\)$/\1/p' "$DIR/env")
  daemon rgw.a radosgw -c "$DIR/ceph.conf" -n client.rgw.a
  await "S3 on 127.0.0.1:$PORT" s3_answers
}

cluster_dir() { # cluster_dir DIR: the absolute folder of a running cluster, or exit
  [ -f "$1/ceph.conf" ] && [ -f "$1/pids" ] || { log "$1 holds no running cluster (ceph.sh start $1 first)"; exit 1; }
  cd "$1" && pwd
}

case "${1:-}" in
  install) install ;;
  start) DIR=${2:?usage: ceph.sh start DIR [PORT]} PORT=${3:-7480} start ;;
  stop)
    DIR=${2:?usage: ceph.sh stop DIR}
    [ -d "$DIR" ] || exit 0
    DIR=$(cd "$DIR" && pwd)
    stop_daemons
    rm -rf "$DIR"
    ;;
  kill-rgw) DIR=$(cluster_dir "${2:?usage: ceph.sh kill-rgw DIR}") && kill_rgw ;;
  start-rgw) DIR=$(cluster_dir "${2:?usage: ceph.sh start-rgw DIR}") && start_rgw ;;
  restart-rgw)
    DIR=$(cluster_dir "${2:?usage: ceph.sh restart-rgw DIR [SECONDS]}")
    kill_rgw
    sleep "${3:-0}"
    start_rgw
    ;;
  *) sed -n '2,15p' "$0" >&2; exit 2 ;;
esac
