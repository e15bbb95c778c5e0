#!/bin/sh
# Makes .venv here with trainkit installed in it (editable: a .pth file naming
# packages/trainkit/src, which is what `pip install -e` writes). Needs no
# network; with one, `.venv/bin/pip install ./packages/trainkit` does the same.
set -eu
cd "$(dirname "$0")"
python3 -m venv --without-pip .venv
site=$(.venv/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
echo "$(pwd)/packages/trainkit/src" >"$site/trainkit.pth"
echo "ready: . .venv/bin/activate"
