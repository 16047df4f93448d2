"""Where a test run's time goes, printed at its end (``make test``, ``make check``).

pytest's ``--durations`` lists the slowest tests one by one; this plugin adds them up by
file and by area (``tests/engine``, ``tests/build``, ``tests/browser``…) as worker-seconds
(setup, call and teardown of every test, whichever worker ran it), beside the run's wall
time and the CPU time that the run's processes used (the test runner, its workers, the
builds and every browser they started, counted as each ends)."""

from __future__ import annotations

import resource
import time
from collections import defaultdict

import pytest
from _pytest.terminal import TerminalReporter

#: How many files the summary lists, the slowest first.
FILES_LISTED = 15

_started = time.monotonic()


def _cpu_seconds() -> float:
    """User and system CPU time of this process and of every child process that ended."""
    return sum(
        usage.ru_utime + usage.ru_stime
        for usage in map(resource.getrusage, (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    )


def pytest_sessionstart(session: pytest.Session) -> None:
    """The run's clock starts with the session (not when the module is imported)."""
    global _started
    _started = time.monotonic()


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
    write(
        f"wall {wall:.0f} s; CPU {_cpu_seconds():.0f} s (this run's processes, browsers"
        f" and builds included); tests {sum(by_file.values()):.0f} worker-seconds"
    )
    for area, seconds in sorted(by_area.items(), key=lambda item: -item[1]):
        write(f"{seconds:8.1f} s  {area}")
    write(f"the {min(FILES_LISTED, len(by_file))} slowest files:")
    for path, seconds in sorted(by_file.items(), key=lambda item: -item[1])[:FILES_LISTED]:
        write(f"{seconds:8.1f} s  {path}")
