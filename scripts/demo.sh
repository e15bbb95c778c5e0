#!/usr/bin/env bash
# The main job: installs what is missing, builds gpuq, and plays the Run:ai
# over-quota quick start through the placement core, printing each step.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh release >/dev/null
echo "gpuq simulate examples/scenarios/runai-quickstart.yaml"
echo
build/gpuq simulate examples/scenarios/runai-quickstart.yaml
