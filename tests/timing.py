"""Where a test run's time goes, printed at its end (``make test``, ``make check``).

pytest's ``--durations`` lists the slowest tests one by one; this plugin adds them up by
file and by area (``tests/engine``, ``tests/build``, ``tests/browser``…) as worker-seconds
(setup, call and teardown of every test, whichever worker ran it), beside the run's wall
time and the CPU time the whole machine was busy meanwhile (``/proc/stat``: the test
runner, its workers, the builds and every browser process, which the runner's own
resource usage does not count, since the browsers are not its children by then; on a
machine doing nothing else, that is the run's cost)."""

from __future__ import annotations

import os
import time
from collections import defaultdict
from pathlib import Path

import pytest
from _pytest.terminal import TerminalReporter

#: How many files the summary lists, the slowest first.
FILES_LISTED = 15

_started = time.monotonic()
_busy_at_start: float | None = None


def _machine_busy_seconds() -> float | None:
    """CPU seconds the machine has been busy since it started, all cores and processes
    (``/proc/stat``: every column but idle and I/O wait); None where there is no /proc."""
    try:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    except OSError:
        return None
    ticks = [int(field) for field in fields[:8]]
    busy = sum(ticks) - ticks[3] - ticks[4]  # less idle and iowait
    return busy / os.sysconf("SC_CLK_TCK")


def pytest_sessionstart(session: pytest.Session) -> None:
    """The run's clocks start with the session (not when the module is imported)."""
    global _started, _busy_at_start
    _started = time.monotonic()
    _busy_at_start = _machine_busy_seconds()


def pytest_terminal_summary(terminalreporter: TerminalReporter) -> None:
    """Worker-seconds by area and by file, the wall time and the CPU time of the run."""
    if hasattr(terminalreporter.config, "workerinput"):
        return  # a pytest-xdist worker: the controller prints the summary
    by_file: defaultdict[str, float] = defaultdict(float)
    for reports in terminalreporter.stats.values():
        for report in reports:
            if isinstance(report, pytest.TestReport):
                by_file[report.nodeid.split("::", 1)[0]] += report.duration
    if not by_file:
        return
    by_area: defaultdict[str, float] = defaultdict(float)
    for path, seconds in by_file.items():
        by_area["/".join(path.split("/")[:2])] += seconds
    write = terminalreporter.write_line
    terminalreporter.section("where the time goes")
    wall = time.monotonic() - _started
    busy_now = _machine_busy_seconds()
    cpu = (
        f"; the machine's CPU busy {busy_now - _busy_at_start:.0f} s"
        if busy_now is not None and _busy_at_start is not None
        else ""
    )
    write(f"wall {wall:.0f} s{cpu}; tests {sum(by_file.values()):.0f} worker-seconds")
    for area, seconds in sorted(by_area.items(), key=lambda item: -item[1]):
        write(f"{seconds:8.1f} s  {area}")
    write(f"the {min(FILES_LISTED, len(by_file))} slowest files:")
    for path, seconds in sorted(by_file.items(), key=lambda item: -item[1])[:FILES_LISTED]:
        write(f"{seconds:8.1f} s  {path}")
