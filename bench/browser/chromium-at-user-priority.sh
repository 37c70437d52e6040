#!/bin/sh
# Debian's Chromium without the right to raise its own priority (CAP_SYS_NICE), as a user's
# browser runs. Started by root, Chromium puts its browser process, its I/O threads and its GPU
# process at nice -8; on the benchmarks' two cores the servers under test then wait for the CPU
# behind a browser process that keeps about 40 % of a core busy (BENCHMARKS.md, seventeenth session).
exec setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice /usr/bin/chromium "$@"
