#!/usr/bin/env bash
# Installs what building, testing and benchmarking need, and only what is missing, so that
# `make run` and `make test` work on a fresh machine (with `--bench`, also the benchmarks' peers).
# Debian packages need root (or sudo).
set -euo pipefail

debian_packages=(
    unicode-data        # Unicode 15.0 data files: width/line-break tables and conformance tests
    libncurses-dev      # ncursesw headers and library for the terminal backend
    libxml2-dev         # streaming XML parser for feeds
    libcurl4-openssl-dev  # HTTP(S) for feeds and pictures
    libpng-dev libjpeg-dev libgif-dev  # thumbnail decoding
    libsqlite3-dev      # SQLite for the library store (GRDB links the system libsqlite3)
    pkg-config
    tmux                # end-to-end tests drive the real binary in tmux
    ncurses-term        # direct-colour terminfo entries (xterm-direct, tmux-direct): 24-bit colour with COLORTERM=truecolor
)
missing=()
for package in "${debian_packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "install-deps: installing Debian packages: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# newsboat: the Library benchmark's peer, never used by FeedBrowser; only for `make bench`
# (`install-deps.sh --bench`). A failure here is not fatal: the benchmark prints its rows as
# skipped, with the reason.
if [ "${1:-}" = "--bench" ] && ! command -v newsboat >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: installing newsboat (the Library benchmark's peer)"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq newsboat; } >/dev/null 2>&1 \
        || echo "install-deps: could not install newsboat (the Library benchmark will say so)"
fi

# Python packages: test oracles and benchmark comparisons only, never used at run time.
# A failure here is not fatal: the tests and benchmarks that need them say they were skipped.
python_modules=(kiwisolver:kiwisolver feedparser:feedparser feedparser_rs:feedparser-rs wcwidth:wcwidth)
if command -v python3 >/dev/null 2>&1; then
    for entry in "${python_modules[@]}"; do
        module=${entry%%:*}
        package=${entry#*:}
        if ! python3 -c "import $module" >/dev/null 2>&1; then
            echo "install-deps: pip install $package"
            python3 -m pip install -q --disable-pip-version-check "$package" >/dev/null 2>&1 \
                || echo "install-deps: could not install $package (tests/benchmarks that need it will say so)"
        fi
    done
fi
