#!/usr/bin/env bash
# The alert rules as Prometheus reads them (docs/runbook.md): `promtool check rules` for their syntax and
# templates, `promtool test rules` for each alert firing when it must and not when it must not
# (deploy/monitoring/necs-alerts.test.yml). Then prometheus.yml, the whole file Debian's Prometheus reads:
# `promtool check config` with the rules where it looks for them, and a scrape job for every job the rules and the
# dashboard name. Then Alertmanager's configuration: `amtool check-config`, and where a page and a ticket are
# routed. promtool is Debian's `prometheus` package, amtool its `prometheus-alertmanager`. Under a second.
set -euo pipefail
cd "$(dirname "$0")/../../deploy/monitoring"
promtool check rules necs-alerts.yml
promtool test rules necs-alerts.test.yml

# prometheus.yml as installed in /etc/prometheus/, its rule_files line pointing at a copy of the rules here (promtool
# fails on a rule file that is not there, and checks the rules it finds).
installed=$(mktemp -d)
trap 'rm -rf "$installed"' EXIT
mkdir "$installed/rules"
cp necs-alerts.yml "$installed/rules/"
sed "s#^  - /etc/prometheus/rules/necs-alerts.yml\$#  - $installed/rules/necs-alerts.yml#" prometheus.yml \
  >"$installed/prometheus.yml"
promtool check config "$installed/prometheus.yml" | tee "$installed/checked"
grep -q '^  SUCCESS: 1 rule files found$' "$installed/checked" || {
  echo "prometheus.yml does not load /etc/prometheus/rules/necs-alerts.yml, where docs/runbook.md installs it" >&2
  exit 1
}
scraped=$(sed -n 's/^  - job_name: //p' prometheus.yml | sort)
for job in $(grep -ohE 'job=\\?"[a-z-]+' necs-alerts.yml necs-dashboard.json | sed 's/.*"//' | sort -u); do
  echo "$scraped" | grep -qx "$job" || {
    echo "prometheus.yml scrapes no job $job, which necs-alerts.yml or necs-dashboard.json asks for" >&2
    exit 1
  }
done

amtool check-config necs-alertmanager.yml
# Each severity the rules give reaches its own receiver (amtool exits 1 when the route ends elsewhere).
routed_to() {
  amtool config routes test --config.file=necs-alertmanager.yml --verify.receivers="$1" "${@:2}" 2>/dev/null
}
routed_to necs-page severity=page slo=first-screen-availability alertname=NecsDrupalBreakerOpen
routed_to necs-ticket severity=ticket slo=page-cache alertname=NecsPageCacheHitRatioLow
# Every alert of the rules names one of the two severities.
severities=$(grep -E '^ +severity: ' necs-alerts.yml | sort -u | tr -s ' ')
[ "$severities" = "$(printf ' severity: page\n severity: ticket')" ] || {
  echo "necs-alerts.yml names severities Alertmanager does not route: $severities" >&2
  exit 1
}
