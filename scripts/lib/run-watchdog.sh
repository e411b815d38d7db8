# run_watchdog LIMIT_SECONDS [GRACE_SECONDS]: ends this shell's run once it has taken LIMIT_SECONDS, after printing the processes
# still at work, so that a hung step (a server that will not stop, a process left holding the output a runner
# waits to see closed) fails in minutes, saying what hung, instead of holding the run, silent, to an outer limit.
# What is still there GRACE_SECONDS (10) after SIGTERM is killed.
# Sourced by .ci/run; its EXIT trap stops the watchdog when the run ends in time.
run_watchdog() {
  watched=$$
  (
    set +eu
    # $! rather than a variable set after the fork: a run that ends at once may stop the watchdog before that, or
    # between the fork and the assignment. Before the fork there is nothing to kill, and `kill` without a process
    # only complains, to nowhere.
    trap 'kill $! 2>/dev/null; exit 0' TERM
    # Its own output to nowhere: a sleep left behind must not hold the run's.
    sleep "$1" </dev/null >/dev/null 2>&1 &
    wait $!
    printf '\n=== the run has taken %s s, its limit: stopping it; what was still at work:\n' "$1" >&2
    watchdog=$BASHPID
    left=$(descendants "$watched" "$watchdog")
    # The run's session: its processes, and any left by a process that has ended (no longer below the run). In a
    # container whose session began outside it, the session id reads 0, which ps refuses: then the run's own tree.
    session=$(ps -o sid= -p "$watched" | tr -d ' ')
    if [ "${session:-0}" -gt 0 ]; then
      ps -o pid,ppid,pgid,etimes,args --forest -s "$session"
    else
      # shellcheck disable=SC2086 # a list of process ids
      ps -o pid,ppid,pgid,etimes,args --forest -p "$(echo $watched $left | tr ' ' ,)"
    fi | cut -c1-200 | head -150 >&2
    # shellcheck disable=SC2086 # a list of process ids
    kill -TERM $left 2>/dev/null
    sleep "${2:-10}" </dev/null >/dev/null 2>&1
    # shellcheck disable=SC2086
    kill -KILL $left 2>/dev/null
    kill -TERM "$watched" 2>/dev/null
  ) &
  run_watchdog_pid=$!
  trap 'kill "$run_watchdog_pid" 2>/dev/null' EXIT
}

# descendants PID SKIPPED: every process below PID, children before their own, but for SKIPPED and those below it
# (the watchdog, whose own lookups would otherwise be found, each below the last).
descendants() {
  for child in $(ps -o pid= --ppid "$1"); do
    [ "$child" != "$2" ] || continue
    echo "$child"
    descendants "$child" "$2"
  done
}
