#!/usr/bin/env bash
# Releases side by side, switched atomically, renderers restarted one at a time (docs/deploy.md, section 8):
#
#   deploy/release.sh deploy <build>   a folder with dist/, dist-server/, package.json and node_modules/
#                                      (a checkout after `npm ci && npm run build`) becomes the served release
#   deploy/release.sh rollback         the release served before the last switch is served again
#   deploy/release.sh status           which release is served, which one a rollback returns to
#
# Layout under NECS_HOME (default /srv/necs-portal):
#   releases/<id>/   a build: dist/ (its assets/ a link to ../../../assets), dist-server/, package.json, node_modules/
#   assets/          every release's hashed files, never overwritten or removed here: a tab still open on an
#                    earlier build, or its service worker, loads the chunks it names after a deploy
#   current          -> releases/<id>: nginx's root is current/dist, the renderers' WorkingDirectory is current
#   previous         -> the release current named before the last switch
# A build's config.json is never served: each release's dist/config.json links to NECS_ETC/config.json, the
# deployment's own (default /etc/necs-portal), which no build overwrites.
set -euo pipefail

NECS_HOME=${NECS_HOME:-/srv/necs-portal}
NECS_ETC=${NECS_ETC:-/etc/necs-portal}
# nginx stops sending requests to a renderer that failed one for fail_timeout (10 s, deploy/page-locations.ts).
# A renderer that is restarted fails the requests that meet it down; were the next one restarted before nginx
# trusts the first again, nginx would have no renderer left and answer the app without a drawn page.
NECS_RESTART_PAUSE=${NECS_RESTART_PAUSE:-11}
NECS_KEEP_RELEASES=${NECS_KEEP_RELEASES:-5}
UNIT=necs-renderer

fail() {
  echo "release.sh: $*" >&2
  exit 1
}

# The ports of the renderers on this machine: RENDERERS in portal.env, the entries on 127.0.0.1 or localhost
# (one on another host is restarted there, by its own release.sh).
local_ports() {
  local renderers
  renderers=$(sed -n "s/^RENDERERS=['\"]\{0,1\}\([^'\"]*\).*/\1/p" "$NECS_ETC/portal.env" | tail -1)
  tr ',' '\n' <<<"$renderers" | sed -n 's/^\(127\.0\.0\.1\|localhost\):\([0-9]\{1,5\}\)$/\2/p'
}

# Points `link` at `target` in one rename: a reader of the link sees the old target or the new, never none.
switch_link() {
  local link=$1 target=$2
  ln -sfn "$target" "$link.tmp"
  mv -T "$link.tmp" "$link"
}

# One renderer at a time, each back and answering before the next stops, so nginx always has one. The time
# the last one came back is kept: a rollback right after a deploy waits out nginx's distrust of it too.
restart_renderers() {
  local port tries last
  for port in $(local_ports); do
    last=$(cat "$NECS_HOME/.restarted" 2>/dev/null || echo 0)
    while [ "$(date +%s)" -lt $((last + NECS_RESTART_PAUSE)) ]; do sleep 0.5; done
    systemctl restart "$UNIT@$port"
    for tries in $(seq 1 60); do
      curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null && break
      [ "$tries" -eq 60 ] && fail "the renderer on $port did not answer after its restart: journalctl -u $UNIT@$port; deploy/release.sh rollback returns to the release before"
      sleep 0.5
    done
    date +%s >"$NECS_HOME/.restarted"
    echo "renderer $port: $(readlink "$NECS_HOME/current")"
  done
}

# Serves `release` (releases/<id>): the previous link keeps what was served, then the renderers follow.
serve() {
  local release=$1 before
  before=$(readlink "$NECS_HOME/current" || true)
  [ "$before" = "$release" ] && fail "$release is served already"
  switch_link "$NECS_HOME/current" "$release"
  [ -n "$before" ] && switch_link "$NECS_HOME/previous" "$before"
  echo "serving $release (before: ${before:-none})"
  restart_renderers
}

deploy() {
  local build=${1:?deploy/release.sh deploy <build folder>} id release staged
  build=$(cd "$build" && pwd)
  for file in dist/index.html dist/.vite/manifest.json dist-server/serve.js package.json node_modules; do
    [ -e "$build/$file" ] || fail "$build/$file is missing: run npm ci && npm run build there first"
  done
  [ -r "$NECS_ETC/config.json" ] || fail "$NECS_ETC/config.json is missing: docs/deploy.md, section 8"
  [ -r "$NECS_ETC/portal.env" ] || fail "$NECS_ETC/portal.env is missing: docs/deploy.md, section 8"
  # Sortable by time; the manifest's hash tells two builds of the same second apart.
  id=$(date -u +%Y%m%dT%H%M%SZ)-$(sha256sum "$build/dist/.vite/manifest.json" | cut -c1-8)
  release=releases/$id
  staged=$NECS_HOME/releases/.$id
  [ -e "$NECS_HOME/$release" ] && fail "$release exists already"
  mkdir -p "$NECS_HOME/releases" "$NECS_HOME/assets"
  rm -rf "$staged"
  mkdir "$staged"
  # -a keeps links as links, node_modules' own included.
  cp -a "$build/dist" "$build/dist-server" "$build/package.json" "$build/node_modules" "$staged/"
  # The build's hashed files join the earlier builds'; a name never changes content, so none is overwritten.
  cp -a -n "$staged/dist/assets/." "$NECS_HOME/assets/"
  rm -rf "$staged/dist/assets"
  ln -s ../../../assets "$staged/dist/assets"
  rm -f "$staged/dist/config.json" "$staged/dist/config.json.gz" "$staged/dist/config.json.br"
  ln -s "$NECS_ETC/config.json" "$staged/dist/config.json"
  # Whole or not at all: a release folder appears only once complete.
  mv -T "$staged" "$NECS_HOME/$release"
  serve "$release"
  prune
}

rollback() {
  local back
  back=$(readlink "$NECS_HOME/previous" || true)
  [ -n "$back" ] && [ -d "$NECS_HOME/$back" ] || fail "no previous release to return to"
  serve "$back"
}

# Keeps the newest NECS_KEEP_RELEASES releases and whatever current and previous name; assets/ stays whole.
prune() {
  local keep current previous release
  current=$(readlink "$NECS_HOME/current")
  previous=$(readlink "$NECS_HOME/previous" || true)
  keep=$(find "$NECS_HOME/releases" -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n' | sort -r | head -n "$NECS_KEEP_RELEASES")
  for release in $(find "$NECS_HOME/releases" -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n'); do
    [ "releases/$release" = "$current" ] || [ "releases/$release" = "$previous" ] && continue
    grep -qx "$release" <<<"$keep" && continue
    rm -rf "${NECS_HOME:?}/releases/$release"
  done
}

case ${1:-} in
  deploy) deploy "${2:-}" ;;
  rollback) rollback ;;
  status) echo "current: $(readlink "$NECS_HOME/current" || echo none); previous: $(readlink "$NECS_HOME/previous" || echo none)" ;;
  *) fail "usage: deploy/release.sh deploy <build folder> | rollback | status" ;;
esac
