#!/usr/bin/python3
"""Reads Layout Playground's canvas as a screen reader does, over AT-SPI.

Run on an X display:
    AccessibilityProbe.py APP ARGUMENTS...
It first runs itself again inside a private D-Bus session (dbus-run-session),
with SIGTERM, SIGINT and SIGHUP unblocked: a test runner may start it with
them blocked, and the session's bus daemons, inheriting that, would outlive it.
It starts the app with --trace, finds the canvas in the accessibility tree,
and prints one JSON line per phase: the visible cells at the start, after
the second cell's "activate" action, and after a drag to the left. Then it
ends the app.
"""
import json
import os
import signal
import subprocess
import sys
import threading
import time

import pyatspi

events = []
# The report goes to PROBE_OUTPUT when given (a file the test reads), else stdout.
report = open(os.environ["PROBE_OUTPUT"], "w") if os.environ.get("PROBE_OUTPUT") else sys.stdout
lock = threading.Lock()


def read_trace(stream):
    for line in stream:
        try:
            event = json.loads(line)
        except ValueError:
            continue
        with lock:
            events.append(event)


def wait_for(name, after, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline:
        with lock:
            hits = [e for e in events[after:] if e.get("event") == name]
        if hits:
            return hits[-1]
        time.sleep(0.05)
    raise TimeoutError(name)


def find_canvas(pid, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is None or app.get_process_id() != pid:
                continue
            found = pyatspi.findDescendant(
                app, lambda o: o is not None and o.getRoleName() == "list" and o.name in ("Layout canvas", "布局画布"))
            if found is not None:
                return found
        time.sleep(0.25)
    raise TimeoutError("no canvas in the accessibility tree")


def cells(canvas):
    result = []
    for i in range(canvas.childCount):
        child = canvas.getChildAtIndex(i)
        if child is None:
            continue
        states = child.getState()
        extents = child.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        result.append({
            "name": child.name, "description": child.description, "role": child.getRoleName(),
            "selected": states.contains(pyatspi.STATE_SELECTED), "showing": states.contains(pyatspi.STATE_SHOWING),
            "attributes": dict(a.split(":", 1) for a in child.getAttributes()),
            "extents": [extents.x, extents.y, extents.width, extents.height],
        })
    return result


def main():
    environment = dict(os.environ)
    environment.pop("NO_AT_BRIDGE", None)
    app = subprocess.Popen(sys.argv[1:], env=environment, stdout=subprocess.PIPE, text=True)
    threading.Thread(target=read_trace, args=(app.stdout,), daemon=True).start()
    try:
        wait_for("settled", 0, timeout=30)
        canvas = find_canvas(app.pid)
        print(json.dumps({"phase": "start", "cells": cells(canvas)}), file=report, flush=True)

        with lock:
            mark = len(events)
        second = canvas.getChildAtIndex(1)
        second.queryAction().doAction(0)
        wait_for("selected", mark)
        time.sleep(0.3)
        print(json.dumps({"phase": "activated", "cells": cells(canvas)}), file=report, flush=True)

        extents = canvas.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        x, y = extents.x + extents.width * 3 // 4, extents.y + extents.height // 2
        with lock:
            mark = len(events)
        steps = ["mousemove", str(x), str(y), "mousedown", "1"]
        for k in range(1, 9):
            steps += ["sleep", "0.03", "mousemove", str(x - k * extents.width // 16), str(y)]
        subprocess.run(["xdotool"] + steps + ["mouseup", "1"], check=False)
        wait_for("settled", mark)
        time.sleep(0.5)
        print(json.dumps({"phase": "scrolled", "cells": cells(canvas)}), file=report, flush=True)
    finally:
        app.send_signal(signal.SIGTERM)
        try:
            app.wait(timeout=5)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait()


if __name__ == "__main__":
    if os.environ.get("LAYOUT_PLAYGROUND_PROBE_SESSION") != "1":
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
        os.environ["LAYOUT_PLAYGROUND_PROBE_SESSION"] = "1"
        os.environ.pop("DBUS_SESSION_BUS_ADDRESS", None)
        os.execvp("dbus-run-session", ["dbus-run-session", "--", sys.executable, os.path.abspath(__file__)]
                  + sys.argv[1:])
    main()
