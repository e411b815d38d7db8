#!/usr/bin/env bash
# The alert rules as Prometheus reads them (docs/runbook.md): `promtool check rules` for their syntax and
# templates, `promtool test rules` for each alert firing when it must and not when it must not
# (deploy/monitoring/necs-alerts.test.yml). Then Alertmanager's configuration: `amtool check-config`, and where a
# page and a ticket are routed. promtool is Debian's `prometheus` package, amtool its `prometheus-alertmanager`.
set -euo pipefail
cd "$(dirname "$0")/../../deploy/monitoring"
promtool check rules necs-alerts.yml
promtool test rules necs-alerts.test.yml

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
