# Shared set-up for scripts/build, serve, test, bench and i18n: idempotent, pinned, no prompts.
# Each step records what it installed from (a hash of the pin file) and does nothing when unchanged.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
PY="$VENV/bin/python"
cd "$ROOT"

say() { printf '\033[1m==>\033[0m %s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }
hash_of() { sha256sum "$@" | sha256sum | cut -c1-16; }

find_python() {
  for candidate in python3.14 python3.13 python3.12 python3.11 python3; do
    if command -v "$candidate" >/dev/null 2>&1 &&
       "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      command -v "$candidate"; return 0
    fi
  done
  die "Python 3.11 or newer is needed (install python3 >= 3.11)"
}

ensure_python_env() {
  local want stamp="$VENV/.requirements-hash"
  want="$(hash_of requirements.txt)"
  if [ -x "$PY" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  if [ ! -x "$PY" ]; then
    say "creating .venv"
    "$(find_python)" -m venv "$VENV"
  fi
  say "installing pinned Python packages (requirements.txt)"
  "$PY" -m pip install --quiet --disable-pip-version-check -r requirements.txt
  echo "$want" > "$stamp"
}

ensure_node_modules() {
  command -v node >/dev/null 2>&1 || die "Node.js 20 or newer is needed (apt-get install nodejs npm)"
  node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)' ||
    die "Node.js 20 or newer is needed (found $(node --version))"
  local want stamp="node_modules/.package-lock-hash"
  want="$(hash_of package.json package-lock.json)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  say "installing the pinned npm packages (package-lock.json)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
}

ensure_setup() {
  ensure_python_env
  ensure_node_modules
}
export NO_MKDOCS_2_WARNING=1
