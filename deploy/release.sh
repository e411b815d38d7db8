#!/usr/bin/env bash
# Releases side by side, staged on every host, then switched, renderers restarted one at a time and checked
# (docs/deploy.md, sections 8 and 10):
#
#   deploy/release.sh pack             as the build account, in a checkout after `npm ci && npm run build`:
#                                      release/ with the files a host runs and nothing else (no dev packages)
#   necs-release stage <release/>      as root on each host: a root-owned copy in releases/<id>, its hashed
#                                      files added to assets/, its renderer started on a socket of its own and
#                                      asked /readyz (refused when it does not answer 200); nothing served changes
#   necs-release switch                as root on each host, once every host has staged: the renderers are
#                                      restarted on the staged release one at a time, each ready under its
#                                      unit, then it is served (current); should one exit or not be ready, the
#                                      ones moved go back, current never names it, and the exit is 1
#   necs-release deploy <release/>     stage, then switch (one host)
#   necs-release rollback              the release served before the last switch is served again
#   necs-release status                which release is served, which one a rollback returns to, which is staged,
#                                      each with the commit it was built from
#
# `necs-release` is this file installed for root (`install -m 755 deploy/release.sh /usr/local/sbin/necs-release`):
# root never runs a script the build's account could still change.
#
# Layout under NECS_HOME (default /srv/necs-portal), all of it root's and writable by root only:
#   releases/<id>/   a release: dist/ (its assets/ a link to ../../../assets), dist-server/, package.json,
#                    node_modules/ (the runtime packages only), commit (the commit it was packed from)
#   assets/          every release's hashed files, never overwritten or removed here: a tab still open on an
#                    earlier build, or its service worker, loads the chunks it names after a deploy
#   current          -> releases/<id>: nginx's root is current/dist; moved only once every renderer of this
#                       host runs the release and is ready
#   renderers/<n>    -> ../releases/<id>: what the unit's instance <n> runs (its WorkingDirectory); a switch
#                       moves each one and restarts its renderer before `current` moves
#   previous         -> the release current named before the last switch
#   staged           -> the release the next switch serves
# A build's config.json is never served: each release's dist/config.json links to NECS_ETC/config.json, the
# deployment's own (default /etc/necs-portal), which no build overwrites.
set -euo pipefail
umask 022

NECS_HOME=${NECS_HOME:-/srv/necs-portal}
NECS_ETC=${NECS_ETC:-/etc/necs-portal}
# nginx sends a request that meets a restarting renderer to the other one (deploy/page-locations.ts). The
# pause after a renderer is back lets it take its share of the pages, its first renders the slowest, before the
# next one stops.
NECS_RESTART_PAUSE=${NECS_RESTART_PAUSE:-2}
NECS_KEEP_RELEASES=${NECS_KEEP_RELEASES:-5}
# How long a restarted renderer has to answer /healthz before its release counts as broken.
NECS_HEALTH_SECONDS=${NECS_HEALTH_SECONDS:-30}
UNIT=necs-renderer

fail() {
  echo "release.sh: $*" >&2
  exit 1
}

# The sockets of the renderers on this machine: the unix: entries of RENDERERS in portal.env (a host:port is
# another host's renderer, restarted there by its own release script).
local_sockets() {
  local renderers
  renderers=$(sed -n "s/^RENDERERS=['\"]\{0,1\}\([^'\"]*\).*/\1/p" "$NECS_ETC/portal.env" | tail -1)
  tr ',' '\n' <<<"$renderers" | sed -n 's|^unix:\(/run/necs-renderer/[0-9A-Za-z_-]\{1,\}/http\.sock\)$|\1|p'
}

# The unit instance that listens on a socket: /run/necs-renderer/<instance>/http.sock.
instance_of() { basename "$(dirname "$1")"; }

# Points `link` at `target` in one rename: a reader of the link sees the old target or the new, never none.
switch_link() {
  local link=$1 target=$2
  ln -sfn "$target" "$link.tmp"
  mv -T "$link.tmp" "$link"
}

# The lines that say why a renderer stopped, from its log on stdin: the first that names an error (a
# SyntaxError's line comes before its stack, which alone fills the last lines) and the last five.
last_words() {
  awk '{ line[NR] = $0 } !found && /Error|EADDRINUSE/ { found = NR }
    END { from = NR > 5 ? NR - 4 : 1; if (found && found < from) print line[found]; for (i = from; i <= NR; i++) print line[i] }'
}

# Whether the renderer on `socket` answers `path` (/readyz: it can draw pages; /healthz: it runs) with 200
# within NECS_HEALTH_SECONDS. Its folder is entered by root and nginx's group only, so the answer is the
# renderer's own, never another account's. A renderer whose process has exited (systemd waits RestartSec
# before it tries again) has failed already: no need to wait out the rest.
answers() {
  local socket=$1 instance=$2 path=$3 tries
  for tries in $(seq 1 $((NECS_HEALTH_SECONDS * 2))); do
    curl -fsS -o /dev/null --max-time 5 --unix-socket "$socket" "http://renderer$path" 2>/dev/null && return 0
    systemctl is-active --quiet "$UNIT@$instance" || return 1
    sleep 0.5
  done
  return 1
}

# The installed unit runs each instance from its own link, renderers/<instance>: a unit that still runs
# `current` would start the release before, whatever the links say.
unit_follows_links() {
  grep -qx "WorkingDirectory=$NECS_HOME/renderers/%i" "/etc/systemd/system/$UNIT@.service" ||
    fail "/etc/systemd/system/$UNIT@.service does not run $NECS_HOME/renderers/%i: install this release's deploy/necs-renderer@.service first (docs/deploy.md, section 8, \"unit\")"
}

# Moves this host's renderers to `release` one at a time: an instance's link renderers/<instance> is pointed
# at it, its unit restarted, and its `path` answered 200 before the next stops, so nginx always has one and
# `current` has not moved. An instance already running `release` is left alone. The time the last one came
# back is kept: the next restart, a rollback's too, waits NECS_RESTART_PAUSE after it. Returns 1 at the first
# renderer that exits or does not answer, its last words said, the instances after it untouched. `pause`:
# NECS_RESTART_PAUSE, or 0 when nothing was served before.
renderers_to() {
  local release=$1 path=$2 pause=${3:-$NECS_RESTART_PAUSE} socket instance last since
  install -d -m 755 "$NECS_HOME/renderers"
  for socket in $(local_sockets); do
    instance=$(instance_of "$socket")
    [ "$(readlink "$NECS_HOME/renderers/$instance" || true)" = "../$release" ] &&
      systemctl is-active --quiet "$UNIT@$instance" && continue
    last=$(cat "$NECS_HOME/.restarted" 2>/dev/null || echo 0)
    while [ "$(date +%s)" -lt $((last + pause)) ]; do sleep 0.5; done
    switch_link "$NECS_HOME/renderers/$instance" "../$release"
    since=$(date +%s)
    systemctl restart "$UNIT@$instance"
    if ! answers "$socket" "$instance" "$path"; then
      echo "release.sh: the renderer $instance on $release exited or did not answer $path 200 within ${NECS_HEALTH_SECONDS} s; its log (journalctl -u $UNIT@$instance) says:" >&2
      journalctl -u "$UNIT@$instance" --since "@$since" -o cat 2>/dev/null | last_words >&2
      return 1
    fi
    date +%s >"$NECS_HOME/.restarted"
    echo "renderer $instance: $release"
  done
}

# Serves `release` (releases/<id>): its renderers first, each under its unit and ready (/readyz 200; a
# rollback, to a release that served, asks /healthz only, so it works while Drupal is down), then `current`
# and `previous` move in one rename each. A renderer that exits or is not ready stops the switch before
# `current` moves: the renderers moved go back to what was served, and the exit is 1.
serve() {
  local release=$1 path=${2:-/readyz} before socket
  before=$(readlink "$NECS_HOME/current" || true)
  [ "$before" = "$release" ] && fail "$release is served already"
  unit_follows_links
  if renderers_to "$release" "$path" "$([ -n "$before" ] && echo "$NECS_RESTART_PAUSE" || echo 0)"; then
    switch_link "$NECS_HOME/current" "$release"
    [ -n "$before" ] && switch_link "$NECS_HOME/previous" "$before"
    echo "serving $release (before: ${before:-none})"
    return 0
  fi
  # A first deploy that fails leaves nothing served: no renderer left restarting on a release that never served.
  if [ -z "$before" ]; then
    for socket in $(local_sockets); do
      systemctl stop "$UNIT@$(instance_of "$socket")"
      rm -f "$NECS_HOME/renderers/$(instance_of "$socket")"
    done
    fail "$release is not served: a renderer did not start under its unit (above); nothing was served before, nothing is now"
  fi
  echo "release.sh: $release's renderers are not ready: the ones moved go back to $before" >&2
  renderers_to "$before" /healthz || fail "$before's renderers do not answer either: journalctl -u '$UNIT@*'"
  fail "$release is not served: a renderer did not start under its unit (above); current is still $before, and $release stays in releases/ for a look"
}

# As the build account: release/ holds what a host runs, and only that. The runtime packages come from the
# same lockfile, without their install scripts (none of them needs one), from npm's cache where it can.
pack() {
  local checkout=${1:-.}
  checkout=$(cd "$checkout" && pwd)
  for file in dist/index.html dist/.vite/manifest.json dist-server/serve.js package.json package-lock.json; do
    [ -e "$checkout/$file" ] || fail "$checkout/$file is missing: run npm ci && npm run build there first"
  done
  rm -rf "$checkout/release"
  mkdir "$checkout/release"
  cp -R "$checkout/dist" "$checkout/dist-server" "$checkout/package.json" "$checkout/package-lock.json" \
    "$checkout/release/"
  (cd "$checkout/release" && npm ci --omit=dev --ignore-scripts --prefer-offline --no-audit --no-fund --loglevel=error)
  # The commit this was built from, which status names: what a restore checks out and builds again.
  local commit
  commit=$(git -C "$checkout" rev-parse --verify HEAD 2>/dev/null) ||
    fail "$checkout is not a git checkout: a release names the commit it was built from"
  git -C "$checkout" diff --quiet HEAD -- ||
    echo "release.sh: $checkout has changes not committed; the release names $commit all the same" >&2
  echo "$commit" >"$checkout/release/commit"
  # Types, source maps and documents of the packages: nothing that runs reads them, and they are a third.
  find "$checkout/release/node_modules" -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' \
    -o -name '*.d.cts' -o -name '*.md' \) -delete
  echo "packed $checkout/release: $(du -sh "$checkout/release" | cut -f1)"
}

# Copies `build` (a packed release/) into releases/<id> as root's: no file of it, nor of assets/, stays
# writable by the account that built it, and none keeps a set-user-ID bit.
stage() {
  local build=${1:?necs-release stage <release folder>} id release staged
  build=$(cd "$build" && pwd)
  for file in dist/index.html dist/.vite/manifest.json dist-server/serve.js package.json node_modules commit; do
    [ -e "$build/$file" ] || fail "$build/$file is missing: run deploy/release.sh pack in the checkout first"
  done
  [ -n "$(ls -A "$build/node_modules")" ] ||
    fail "$build/node_modules is empty, so its renderer cannot start: pack again (section 8's build, npm ci --ignore-scripts); nothing is staged"
  [ -r "$NECS_ETC/config.json" ] || fail "$NECS_ETC/config.json is missing: docs/deploy.md, section 8"
  [ -r "$NECS_ETC/portal.env" ] || fail "$NECS_ETC/portal.env is missing: docs/deploy.md, section 8"
  # Sortable by time; the manifest's hash tells two builds of the same second apart.
  id=$(date -u +%Y%m%dT%H%M%SZ)-$(sha256sum "$build/dist/.vite/manifest.json" | cut -c1-8)
  release=releases/$id
  staged=$NECS_HOME/releases/.$id
  [ -e "$NECS_HOME/$release" ] && fail "$release exists already"
  install -d -m 755 -o root -g root "$NECS_HOME" "$NECS_HOME/releases" "$NECS_HOME/assets"
  rm -rf "$staged"
  mkdir "$staged"
  # Links stay links (node_modules' own); owner and mode are root's, whatever the build's were.
  cp -R -P --no-preserve=ownership,mode "$build/dist" "$build/dist-server" "$build/package.json" \
    "$build/node_modules" "$build/commit" "$staged/"
  # A link may point only inside the release (node_modules/.bin's do): one to the build account's files would
  # hand them back to it.
  local inside link
  inside=$(realpath "$staged")
  while IFS= read -r -d '' link; do
    case $(realpath -m "$link") in
      "$inside"/*) ;;
      *)
        echo "release.sh: ${link#"$staged"/} leads out of the release, to $(readlink "$link")" >&2
        rm -rf "$staged"
        exit 1
        ;;
    esac
  done < <(find "$staged" -type l -print0)
  chmod -R u=rwX,go=rX "$staged"
  # The build's hashed files join the earlier builds'; a name never changes content, so none is overwritten.
  cp -R -P -n --no-preserve=ownership,mode "$staged/dist/assets/." "$NECS_HOME/assets/"
  chmod -R u=rwX,go=rX "$NECS_HOME/assets"
  rm -rf "$staged/dist/assets"
  ln -s ../../../assets "$staged/dist/assets"
  rm -f "$staged/dist/config.json" "$staged/dist/config.json.gz" "$staged/dist/config.json.br"
  ln -s "$NECS_ETC/config.json" "$staged/dist/config.json"
  if ! trial "$staged"; then
    rm -rf "$staged"
    fail "$release is not staged: its renderer did not answer /readyz 200 (above); nothing served changed"
  fi
  # Whole or not at all: a release folder appears only once complete.
  mv -T "$staged" "$NECS_HOME/$release"
  switch_link "$NECS_HOME/staged" "$release"
  echo "staged $release ($(du -sh "$NECS_HOME/$release" | cut -f1))"
}

# The deployment's settings as systemd's EnvironmentFile gives them (KEY=value, a value in quotes without
# them), exported into a shell that holds nothing else but PATH: the renderer's environment under the unit.
unit_environment() {
  local file=$1 name line key value
  for name in $(compgen -e); do [ "$name" = PATH ] || unset "$name" 2>/dev/null || true; done
  export PATH=/usr/local/bin:/usr/bin:/bin
  while IFS= read -r line || [ -n "$line" ]; do
    [[ $line =~ ^[[:space:]]*([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]] || continue
    key=${BASH_REMATCH[1]}
    value=${BASH_REMATCH[2]}
    if [[ $value =~ ^\'(.*)\'$ || $value =~ ^\"(.*)\"$ ]]; then value=${BASH_REMATCH[1]}; fi
    export "$key=$value"
  done <"$file"
}

# Whether the release in `folder` can draw pages: its own renderer, as the unit's account with the unit's
# settings, on a socket in a folder of its own (the served renderers' stay as they are), answers /readyz 200
# (its build readable, its packages loaded, Drupal answering) within NECS_HEALTH_SECONDS. An empty or broken
# node_modules, a renderer that exits: refused here, before any switch, with the renderer's last words.
trial() {
  local release=$1 account folder pid tries said=""
  account=$(sed -n 's/^User=//p' "/etc/systemd/system/$UNIT@.service" 2>/dev/null | tail -1)
  account=${account:-www-data}
  folder=$(mktemp -d /run/necs-release-trial.XXXXXX)
  chown "$account:" "$folder"
  (
    unit_environment "$NECS_ETC/portal.env"
    export NODE_ENV=production SOCKET="$folder/http.sock"
    cd "$release"
    exec setpriv --reuid="$account" --regid="$account" --init-groups node --use-system-ca dist-server/serve.js
  ) >"$folder/log" 2>&1 &
  pid=$!
  for tries in $(seq 1 $((NECS_HEALTH_SECONDS * 2))); do
    said=$(curl -sS --max-time 5 --unix-socket "$folder/http.sock" -w ' (%{http_code})' http://renderer/readyz 2>/dev/null) || said=""
    [[ $said == *' (200)' ]] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if [[ $said != *' (200)' ]]; then
    echo "release.sh: the staged renderer said: ${said:-nothing}; its log says:" >&2
    last_words <"$folder/log" >&2
    rm -rf "$folder"
    return 1
  fi
  rm -rf "$folder"
  echo "staged renderer: /readyz 200"
}

switch() {
  local release
  release=$(readlink "$NECS_HOME/staged" || true)
  [ -n "$release" ] && [ -d "$NECS_HOME/$release" ] || fail "nothing is staged: necs-release stage <release folder> first"
  rm -f "$NECS_HOME/staged"
  serve "$release"
  prune
}

rollback() {
  local back
  back=$(readlink "$NECS_HOME/previous" || true)
  [ -n "$back" ] && [ -d "$NECS_HOME/$back" ] || fail "no previous release to return to"
  serve "$back" /healthz
}

# Keeps the newest NECS_KEEP_RELEASES releases and whatever current, previous, staged and a renderer name; assets/ stays
# whole.
prune() {
  local keep named release
  named=$(
    for link in current previous staged; do readlink "$NECS_HOME/$link" || true; done
    for link in "$NECS_HOME"/renderers/*; do readlink "$link" 2>/dev/null | sed 's|^\.\./||' || true; done
  )
  keep=$(find "$NECS_HOME/releases" -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n' | sort -r | head -n "$NECS_KEEP_RELEASES")
  for release in $(find "$NECS_HOME/releases" -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n'); do
    grep -qx "releases/$release" <<<"$named" && continue
    grep -qx "$release" <<<"$keep" && continue
    rm -rf "${NECS_HOME:?}/releases/$release"
  done
}

# A link's release and the commit it was built from (its file `commit`, written by pack).
link_or_none() {
  local release
  release=$(readlink "$NECS_HOME/$1") || { echo "$1: none" && return; }
  echo "$1: $release, built from $(cat "$NECS_HOME/$release/commit" 2>/dev/null || echo 'an unknown commit')"
}

case ${1:-} in
  pack) pack "${2:-.}" ;;
  stage) stage "${2:-}" ;;
  switch) switch ;;
  deploy)
    stage "${2:-}"
    switch
    ;;
  rollback) rollback ;;
  status) for link in current previous staged; do link_or_none "$link"; done ;;
  *) fail "usage: release.sh pack [checkout] | stage <release folder> | switch | deploy <release folder> | rollback | status" ;;
esac
