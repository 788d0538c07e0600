#!/usr/bin/env bash
# Builds the throwaway sample library that `make run` opens: a few bundled feeds (pictures, a
# podcast, a CJK timeline, an Atom blog) subscribed as file:// URLs and refreshed, in DIR/config and
# DIR/data. Uses the feedbrowser binary itself, as a user would. Usage: make-sample-library.sh BINARY DIR
set -euo pipefail
binary=$1
feeds="$(cd "$(dirname "$0")/.." && pwd)/Fixtures/feeds"
rm -rf "$2"
mkdir -p "$2"
# Absolute: XDG variables that are relative paths are ignored (the XDG specification), which would
# put the sample into the user's own ~/.config and ~/.local/share.
directory="$(cd "$2" && pwd)"
export XDG_CONFIG_HOME="$directory/config" XDG_DATA_HOME="$directory/data"
"$binary" add "file://$feeds/deviantart-sample.xml" art pictures >/dev/null
"$binary" add "file://$feeds/podcast-sample.xml" podcasts >/dev/null
"$binary" add "file://$feeds/social-posts.xml" social >/dev/null
"$binary" add "file://$feeds/atom-blog.xml" blogs >/dev/null
"$binary" refresh >/dev/null
