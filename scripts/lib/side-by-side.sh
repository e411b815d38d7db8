# side_by_side NAME1 COMMAND1 NAME2 COMMAND2: runs both commands at once, each one's output kept apart and printed
# whole, the first's first, once both are done; fails when either fails, naming it. Sourced by the scripts that
# keep the project's two cores busy with two pieces of work (static-checks.sh, .ci/run).
side_by_side() {
  scratch=$(mktemp -d)
  sh -c "$2" >"$scratch/first" 2>&1 &
  first=$!
  sh -c "$4" >"$scratch/second" 2>&1 &
  second=$!
  # Stopped (a watchdog's limit, Ctrl-C): what each had said so far, which would otherwise go unseen.
  trap 'kill $first $second 2>/dev/null; printf "\n--- %s, stopped\n" "$1"; tail -n 40 "$scratch/first";
    printf "\n--- %s, stopped\n" "$3"; tail -n 40 "$scratch/second"; rm -rf "$scratch"; exit 143' INT TERM
  # Each status kept even under `set -e` (.ci/run), so that both outputs are printed whatever failed.
  firsts=0
  wait "$first" || firsts=$?
  seconds=0
  wait "$second" || seconds=$?
  trap - INT TERM
  printf '\n--- %s\n' "$1"
  cat "$scratch/first"
  printf '\n--- %s\n' "$3"
  cat "$scratch/second"
  rm -rf "$scratch"
  [ "$firsts" -eq 0 ] || echo "$1 failed"
  [ "$seconds" -eq 0 ] || echo "$3 failed"
  [ "$firsts" -eq 0 ] && [ "$seconds" -eq 0 ]
}
