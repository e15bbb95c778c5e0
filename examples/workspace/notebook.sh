#!/bin/sh
# The workspace's command: Jupyter Lab where it is installed, else serve.py.
# Either listens on $PORT, the host port gpuq gave the pod's --port.
set -eu
if command -v jupyter >/dev/null 2>&1; then
  exec jupyter lab --no-browser --ip 0.0.0.0 --port "$PORT"
fi
exec python3 "$(dirname "$0")/serve.py"
