# Sourced by the bench scripts: `start_server PORT` starts the built app's server (building it first
# if there is no build) on a fresh PGlite folder ($data) and waits until it answers; $server is its
# process. On exit the server is stopped and $data removed, with the paths in $also_remove.
start_server() {
  port=$1
  data=$(mktemp -d)
  [ -f pwa/dist/index.html ] && [ -f sync-server/dist/start.js ] || pnpm build
  PORT=$port DATA_DIR=$data LOG_LEVEL=warn node sync-server/dist/start.js > "$data/server.log" 2>&1 &
  server=$!
  trap 'kill $server 2>/dev/null; rm -rf "$data" ${also_remove:-}' EXIT
  for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && return 0; sleep 0.5; done
  echo "the server did not answer on port $port (its log: $data/server.log)" >&2
  return 1
}
