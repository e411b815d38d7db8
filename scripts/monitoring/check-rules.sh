#!/usr/bin/env bash
# The alert rules as Prometheus reads them (docs/runbook.md): `promtool check rules` for their syntax and
# templates, `promtool test rules` for each alert firing when it must and not when it must not
# (deploy/monitoring/necs-alerts.test.yml). promtool is Debian's `prometheus` package.
set -euo pipefail
cd "$(dirname "$0")/../../deploy/monitoring"
promtool check rules necs-alerts.yml
promtool test rules necs-alerts.test.yml
