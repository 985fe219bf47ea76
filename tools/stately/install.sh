#!/usr/bin/env bash
# Installs Stately's extractor (@xstate/machine-extractor, with the xstate 4 it needs) into
# tools/stately/node_modules from this folder's lock file, when it is missing or older than the
# lock. Kept apart from the project's packages, which run xstate 5.
exec bash "$(dirname "$0")/../install.sh" stately
