#!/usr/bin/env python3
"""Measures the app as a person runs it, under Xvfb: time from process start
to the first drawn frame, memory per item, and frame times while dragging,
per layout; and GtkFlowBox's first frame with the same tags (a small C peer
program built here) against the flow layout's.

Usage (from the repository root, after `bash .ci/install-deps`):
    python3 Benchmarks/App/measure.py [--layouts flow,cards] [--scale 2]
        [--drag-seconds 10] [--soak-seconds 60] [--no-flowbox] [--json out.json]
    python3 Benchmarks/App/measure.py --frames [--scales 1,2] [--repeats 3]
        [--drag-seconds 6] [--layouts cards,waterfall,flow,carousel,coverflow,wheel,stack]
        [--compare OLD_BINARY]
    python3 Benchmarks/App/measure.py --reorder [--repeats 3] [--drag-seconds 6]
        [--layouts cards,waterfall,flow,carousel] [--compare OLD_BINARY]
Prints a Markdown table; every number comes from this one run.

`--reorder` measures frames while an item is carried with Alt sideways
across a few slots and back (every slot it passes is a batch update: the
data and the layout after a move) at a thousand and a million items.

`--frames` measures drag frames only, at 1M items on a canvas of 1920×1080
points (3840×2160 device pixels at scale 2), against the floor: GTK
repainting an empty canvas of the same size (Benchmarks/App/floor-peer.c) in the same run.
Each repeat drags the floor and then every layout in turn, so load that
comes and goes falls on all of them alike; each ratio is a layout's p50 (or
p99) over the floor's of the same repeat, and the table shows medians over
the repeats.
"""
import argparse, json, os, queue, shutil, signal, statistics, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LAYOUTS = ["flow", "waterfall", "cards", "wheel", "ring", "stack"]
FRAME_LAYOUTS = ["cards", "waterfall", "flow", "carousel", "coverflow", "wheel", "stack"]
# The layouts whose items can be carried to a new place.
REORDER_LAYOUTS = ["cards", "waterfall", "flow", "carousel"]
# Where a reorder presses (points in the canvas) when the middle of the
# canvas may hold no cell: the flow's first tag under its section header.
REORDER_PRESS = {"flow": (24, 62)}
# Names that stand for a layout with options: the carousel's default type is
# Rotary (it was Cover Flow before); "coverflow" and "rotary" name the type,
# so builds from before and after that change draw the same carousel.
VARIANTS = {"coverflow": ("carousel", ["--set", "type=coverFlow"]), "rotary": ("carousel", ["--set", "type=rotary"])}
SIZE = (1920, 1080)


def build_release():
    subprocess.run(["swift", "build", "-c", "release", "--product", "layout-playground"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    out = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "layout-playground")


class Display:
    """An Xvfb of its own on a free display number; ended with its children."""
    def __init__(self, screen="2400x1400"):
        self.process = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", f"{screen}x24", "-nolisten", "tcp"],
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.name = ":" + self.process.stdout.readline().decode().strip()

    def close(self):
        end(self.process)


def end(process, first=signal.SIGTERM, grace=5.0):
    if process.poll() is None:
        process.send_signal(first)
        try:
            process.wait(grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def cpu_seconds(pid):
    """User and system CPU time of a process so far (all its threads)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_bytes(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


class Pointer:
    """Real X pointer input through the XTEST extension, from this process:
    spawning xdotool for every motion would load the 2 cores the app needs."""
    def __init__(self, display):
        import ctypes
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        for f in (self.x11.XFlush, self.x11.XCloseDisplay):
            f.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.dpy = self.x11.XOpenDisplay(display.encode())
        if not self.dpy:
            raise RuntimeError(f"cannot open display {display}")

    def move(self, x, y):
        self.xtst.XTestFakeMotionEvent(self.dpy, -1, int(x), int(y), 0)
        self.x11.XFlush(self.dpy)

    def button(self, down):
        self.xtst.XTestFakeButtonEvent(self.dpy, 1, 1 if down else 0, 0)
        self.x11.XFlush(self.dpy)

    def alt(self, down):
        import ctypes
        self.x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        self.xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeKeyEvent(self.dpy, self.x11.XKeysymToKeycode(self.dpy, 0xFFE9), 1 if down else 0, 0)
        self.x11.XFlush(self.dpy)

    def close(self):
        self.x11.XCloseDisplay(self.dpy)


def run_app(binary, display, layout, items, scale, drag_seconds, extra=(), rss_samples=None, command=None,
            size=None, reorder=False):
    """Starts the app (or `command`, a program that speaks the same trace
    lines), waits for its first frame, optionally drags (with `reorder`,
    carries the item under the middle of the canvas with Alt, sideways
    across a few slots and back), and quits it.
    Returns first-frame ms, RSS at the first frame, and frame statistics."""
    config = tempfile.mkdtemp(prefix="lp-measure-")
    env = {**os.environ, "DISPLAY": display, "GDK_SCALE": str(scale), "NO_AT_BRIDGE": "1", "GTK_THEME": "Adwaita",
           "GSETTINGS_BACKEND": "memory", "XDG_CONFIG_HOME": config,
           "XDG_DATA_HOME": os.path.join(config, "data"),
           "LAYOUT_PLAYGROUND_RESOURCES": os.path.join(ROOT, "Resources")}
    name, options = VARIANTS.get(layout, (layout, []))
    args = [binary, "gui", "--trace", "--trace-frames", "--layout", name, "--items", str(items),
            "--size", size or f"{SIZE[0] // scale}x{SIZE[1] // scale}", *options, *extra]
    if command is not None:
        args = command
    start = time.monotonic()
    app = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    # The trace is read as it comes: a pipe left unread fills (the app
    # writes a line for each change of its widgets during a drag) and the
    # app then waits inside a frame until it is read.
    lines = queue.Queue()

    def read_trace():
        for line in app.stdout:
            lines.put(line)
        lines.put(None)

    reader = threading.Thread(target=read_trace, daemon=True)
    reader.start()
    trace = iter(lines.get, None)
    try:
        ready = None
        for line in trace:
            event = json.loads(line)
            if event.get("event") == "ready":
                ready = event
                break
        if ready is None:
            raise RuntimeError(f"{layout} at {items} items exited before its first frame")
        first_frame = (time.monotonic() - start) * 1000
        rss = rss_bytes(app.pid)
        frames = None
        if drag_seconds > 0:
            # The canvas rect is in GDK's points; X input is in device pixels.
            c = {k: v * scale for k, v in ready["canvas"].items()}
            cx, cy = c["x"] + c["width"] / 2, c["y"] + c["height"] / 2
            if reorder and layout in REORDER_PRESS:
                # On a cell: the middle of a flow can fall between two tags.
                cx, cy = c["x"] + REORDER_PRESS[layout][0] * scale, c["y"] + REORDER_PRESS[layout][1] * scale
            horizontal = reorder or layout in ("cards", "stack", "carousel", "coverflow", "rotary")
            amplitude = min(c["width"] if horizontal else c["height"], 600 * scale) * 0.35
            pointer = Pointer(display)
            pointer.move(cx, cy)
            if reorder:
                pointer.alt(True)
            pointer.button(True)
            cpu0 = cpu_seconds(app.pid)
            t0 = time.monotonic()
            k = 0
            # Back and forth along the scroll axis, a motion event every 8 ms.
            next_sample = t0
            while time.monotonic() - t0 < drag_seconds:
                if rss_samples is not None and time.monotonic() >= next_sample:
                    rss_samples.append((time.monotonic() - t0, rss_bytes(app.pid)))
                    next_sample += 5
                k += 1
                phase = (k % 60) / 60
                delta = amplitude * (1 - abs(2 * phase - 1) * 2)
                pointer.move(*((cx + delta, cy) if horizontal else (cx, cy + delta)))
                time.sleep(0.008)
            pointer.button(False)
            if reorder:
                pointer.alt(False)
            pointer.close()
            time.sleep(1.5)
            cpu = cpu_seconds(app.pid) - cpu0
        app.send_signal(signal.SIGINT)
        lifted = False
        for line in trace:
            event = json.loads(line)
            lifted = lifted or event.get("event") == "lifted"
            if event.get("event") == "frames":
                frames = event
        if reorder and not lifted:
            raise RuntimeError(f"{layout} at {items} items: the press with Alt lifted no item")
        if frames is not None and drag_seconds > 0:
            # The app's CPU time (its projection threads included) from the
            # press to the end of the drag's frames, per frame: steadier
            # under load than wall times.
            frames["cpu_ms_per_frame"] = 1000 * cpu / max(1, frames.get("count", 0))
        return first_frame, rss, frames
    finally:
        end(app, signal.SIGINT)
        shutil.rmtree(config, ignore_errors=True)


def median_of(runs, pick):
    return statistics.median(pick(r) for r in runs)


def flowbox(display, counts, repeats):
    peer = os.path.join(tempfile.mkdtemp(prefix="lp-flowbox-"), "flowbox-peer")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk+-3.0"], capture_output=True, text=True,
                           check=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", peer, os.path.join(ROOT, "Benchmarks", "App", "flowbox-peer.c"), *flags],
                   check=True)
    with open(os.path.join(ROOT, "Resources", "datasets", "tags.json")) as f:
        data = json.load(f)
    sections = data["sections"] if isinstance(data, dict) else [{"items": data}]
    tags = [item["title"] for s in sections for item in s["items"] if item.get("title")]
    env = {**os.environ, "DISPLAY": display, "NO_AT_BRIDGE": "1", "GTK_THEME": "Adwaita",
           "GSETTINGS_BACKEND": "memory"}
    results = {}
    for n in counts:
        times = []
        for _ in range(repeats):
            out = subprocess.run([peer, str(n), *tags], env=env, capture_output=True, text=True, timeout=1800)
            times.append(json.loads(out.stdout.strip().splitlines()[-1])["firstFrameMs"])
        results[n] = statistics.median(times)
    shutil.rmtree(os.path.dirname(peer), ignore_errors=True)
    return results


def build_peer(name, packages=("gtk+-3.0",), libraries=()):
    """Compiles Benchmarks/App/`name`.c (a peer speaking the app's trace lines) into a temporary folder."""
    peer = os.path.join(tempfile.mkdtemp(prefix="lp-peer-"), name)
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", *packages], capture_output=True, text=True,
                           check=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", peer, os.path.join(ROOT, "Benchmarks", "App", f"{name}.c"), *flags,
                    *libraries], check=True)
    return peer


def frames_table(binaries, display, layouts, scales, repeats, drag_seconds, gl=False):
    """Drag frames of every layout at 1M items against the empty-canvas floor,
    per scale, repeats interleaved; `binaries` is [(label, path)], each
    layout run with each binary in turn (a before/after in one run). With
    `gl`, the GtkGLArea peer too, empty and with 18 turned cards.
    Returns {scale: {name: [frames, ...]}}."""
    floor = build_peer("floor-peer")
    peers = {"gl area, empty": 0, "gl area, 18 turned cards": 18} if gl else {}
    gl_peer = build_peer("gl-peer", ("gtk+-3.0", "epoxy"), ("-lm",)) if gl else None
    results = {}
    try:
        for scale in scales:
            names = ["floor", *peers] + [f"{layout}{' ' + label if label else ''}" for layout in layouts
                                         for label, _ in binaries]
            runs = {name: [] for name in names}
            for _ in range(repeats):
                # The canvas is SIZE points at every scale: 3840×2160 device pixels at scale 2.
                command = [floor, str(SIZE[0]), str(SIZE[1])]
                runs["floor"].append(run_app(None, display, "floor", 0, scale, drag_seconds, command=command)[2] or {})
                for name, cards in peers.items():
                    command = [gl_peer, str(SIZE[0]), str(SIZE[1]), str(cards)]
                    runs[name].append(run_app(None, display, name, 0, scale, drag_seconds, command=command)[2] or {})
                for layout in layouts:
                    for label, binary in binaries:
                        name = f"{layout}{' ' + label if label else ''}"
                        runs[name].append(run_app(binary, display, layout, 1_000_000, scale, drag_seconds,
                                                  size=f"{SIZE[0]}x{SIZE[1]}")[2] or {})
            results[scale] = runs
    finally:
        for peer in (floor, gl_peer):
            if peer:
                shutil.rmtree(os.path.dirname(peer), ignore_errors=True)
    return results


def reorder_table(binaries, display, layouts, repeats, drag_seconds):
    """Frames while an item is carried across slots (each slot it passes is a
    batch: the data and the layout after a move), at 1K and 1M items, each
    build in `binaries` ([(label, path)]) in turn, repeats interleaved.
    Returns {name: {items: [frames, ...]}}."""
    results = {}
    for _ in range(repeats):
        for layout in layouts:
            for label, binary in binaries:
                name = f"{layout}{' ' + label if label else ''}"
                runs = results.setdefault(name, {1000: [], 1_000_000: []})
                for items in (1000, 1_000_000):
                    runs[items].append(run_app(binary, display, layout, items, 1, drag_seconds,
                                               size=f"{SIZE[0]}x{SIZE[1]}", reorder=True)[2] or {})
    return results


def print_reorder(results):
    # A slot passed is a batch in one frame of ten or so: p95 and p99 show them.
    print("| layout | carry p50 1K (ms) | carry p50 1M (ms) | p95 1K | p95 1M | p99 1K | p99 1M "
          "| frames > 16 ms at 1M | app CPU ms/frame 1K → 1M |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, runs in results.items():
        def median(items, key):
            return statistics.median(f.get(key, 0) for f in runs[items])
        over = sum(f.get("over16ms", 0) for f in runs[1_000_000])
        total = sum(f.get("count", 0) for f in runs[1_000_000])
        print(f"| {name} | {median(1000, 'p50_ms'):.1f} | {median(1_000_000, 'p50_ms'):.1f} | "
              f"{median(1000, 'p95_ms'):.1f} | {median(1_000_000, 'p95_ms'):.1f} | "
              f"{median(1000, 'p99_ms'):.1f} | {median(1_000_000, 'p99_ms'):.1f} | "
              f"{over} of {total} ({100 * over / max(1, total):.1f} %) | "
              f"{median(1000, 'cpu_ms_per_frame'):.1f} → {median(1_000_000, 'cpu_ms_per_frame'):.1f} |", flush=True)


def print_frames(results):
    print("| scale | layout | drag p50 (ms) | p50 / floor | drag p99 (ms) | p99 / floor | frames > 16 ms "
          "| app CPU ms/frame |")
    print("|---|---|---|---|---|---|---|---|")
    for scale, runs in results.items():
        floors = runs["floor"]
        for name, frames in runs.items():
            p50 = statistics.median(f.get("p50_ms", 0) for f in frames)
            p99 = statistics.median(f.get("p99_ms", 0) for f in frames)
            r50 = statistics.median(f.get("p50_ms", 0) / max(1e-9, g.get("p50_ms", 0)) for f, g in zip(frames, floors))
            r99 = statistics.median(f.get("p99_ms", 0) / max(1e-9, g.get("p99_ms", 0)) for f, g in zip(frames, floors))
            over = sum(f.get("over16ms", 0) for f in frames)
            total = sum(f.get("count", 0) for f in frames)
            cpu = statistics.median(f.get("cpu_ms_per_frame", 0) for f in frames)
            print(f"| {scale} | {name} | {p50:.1f} | {r50:.2f} | {p99:.1f} | {r99:.2f} | "
                  f"{over} of {total} ({100 * over / max(1, total):.1f} %) | {cpu:.1f} |", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layouts", default=",".join(LAYOUTS))
    parser.add_argument("--scale", type=int, default=1)
    parser.add_argument("--drag-seconds", type=float, default=10)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--binary")
    parser.add_argument("--no-flowbox", action="store_true")
    parser.add_argument("--flowbox-counts", default="1000,5000,20000")
    parser.add_argument("--soak-seconds", type=float, default=0,
                        help="also drag each layout this long at 1M items, sampling RSS every 5 s")
    parser.add_argument("--frames", action="store_true",
                        help="only drag frames at 1M items against the empty-canvas floor, same run")
    parser.add_argument("--scales", default="1,2", help="with --frames: the GDK_SCALE values")
    parser.add_argument("--compare", metavar="BINARY",
                        help="with --frames or --reorder: also run this build (before) alternately with --binary (after)")
    parser.add_argument("--reorder", action="store_true",
                        help="only frames while an item is carried with Alt across slots, at 1K and 1M items")
    parser.add_argument("--gl", action="store_true",
                        help="with --frames: also a GtkGLArea peer (Benchmarks/App/gl-peer.c), empty and with 18 "
                             "turned cards")
    parser.add_argument("--json")
    a = parser.parse_args()
    binary = a.binary or build_release()
    if a.reorder:
        display = Display(f"{SIZE[0] + 800}x{SIZE[1] + 200}")
        layouts = a.layouts.split(",") if a.layouts != ",".join(LAYOUTS) else REORDER_LAYOUTS
        try:
            binaries = [("", binary)] if not a.compare else [("(before)", a.compare), ("(after)", binary)]
            results = reorder_table(binaries, display.name, layouts, a.repeats, a.drag_seconds)
        finally:
            display.close()
        print_reorder(results)
        if a.json:
            with open(a.json, "w") as f:
                json.dump({k: {str(n): v for n, v in r.items()} for k, r in results.items()}, f, indent=2)
        return 0
    if a.frames:
        # Room for the window (canvas and side panel) at the largest scale.
        top = max(int(x) for x in a.scales.split(","))
        display = Display(f"{(SIZE[0] + 800) * top}x{(SIZE[1] + 200) * top}")
        layouts = a.layouts.split(",") if a.layouts != ",".join(LAYOUTS) else FRAME_LAYOUTS
        try:
            binaries = [("", binary)] if not a.compare else [("(before)", a.compare), ("(after)", binary)]
            results = frames_table(binaries, display.name, layouts, [int(s) for s in a.scales.split(",")], a.repeats,
                                   a.drag_seconds, gl=a.gl)
        finally:
            display.close()
        print_frames(results)
        if a.json:
            with open(a.json, "w") as f:
                json.dump({str(k): v for k, v in results.items()}, f, indent=2)
        return 0
    display = Display()
    report = {"scale": a.scale, "layouts": {}}
    try:
        print(f"| layout | first frame 1K (ms) | first frame 1M (ms) | 1M/1K | bytes/item | drag p50 (ms) | drag p99 (ms) | frames > 16 ms |")
        print("|---|---|---|---|---|---|---|---|")
        for layout in a.layouts.split(","):
            small = [run_app(binary, display.name, layout, 1000, a.scale, 0) for _ in range(a.repeats)]
            large = [run_app(binary, display.name, layout, 1_000_000, a.scale, 0) for _ in range(a.repeats)]
            _, _, frames = run_app(binary, display.name, layout, 1_000_000, a.scale, a.drag_seconds)
            f1k, f1m = median_of(small, lambda r: r[0]), median_of(large, lambda r: r[0])
            per_item = (median_of(large, lambda r: r[1]) - median_of(small, lambda r: r[1])) / (1_000_000 - 1000)
            frames = frames or {}
            row = {"firstFrame1K": f1k, "firstFrame1M": f1m, "ratio": f1m / f1k, "bytesPerItem": per_item,
                   "dragP50": frames.get("p50_ms"), "dragP99": frames.get("p99_ms"),
                   "over16": frames.get("over16ms"), "frames": frames.get("count")}
            report["layouts"][layout] = row
            print(f"| {layout} | {f1k:.0f} | {f1m:.0f} | {f1m / f1k:.2f} | {per_item:.0f} | {row['dragP50']} | "
                  f"{row['dragP99']} | {row['over16']} of {row['frames']} |", flush=True)
        if a.soak_seconds > 0:
            print("\n| layout | RSS after 10 s (MiB) | RSS at the end (MiB) | growth after warm-up |")
            print("|---|---|---|---|")
            report["soak"] = {}
            for layout in a.layouts.split(","):
                samples = []
                run_app(binary, display.name, layout, 1_000_000, a.scale, a.soak_seconds, rss_samples=samples)
                warm = next((r for t, r in samples if t >= 10), samples[-1][1])
                end_rss = samples[-1][1]
                report["soak"][layout] = samples
                print(f"| {layout} | {warm / 2**20:.0f} | {end_rss / 2**20:.0f} | {(end_rss - warm) / 2**20:+.1f} MiB |",
                      flush=True)
        if not a.no_flowbox:
            counts = [int(c) for c in a.flowbox_counts.split(",")]
            peer = flowbox(display.name, counts, a.repeats)
            print("\n| tags | GtkFlowBox first frame (ms) | flow layout first frame (ms) | FlowBox / flow |")
            print("|---|---|---|---|")
            report["flowbox"] = {}
            for n in counts:
                ours = median_of([run_app(binary, display.name, "flow", n, a.scale, 0) for _ in range(a.repeats)],
                                 lambda r: r[0])
                report["flowbox"][n] = {"flowbox": peer[n], "flow": ours}
                print(f"| {n} | {peer[n]:.0f} | {ours:.0f} | {peer[n] / ours:.1f} |", flush=True)
    finally:
        display.close()
    if a.json:
        with open(a.json, "w") as f:
            json.dump(report, f, indent=2)


if __name__ == "__main__":
    sys.exit(main())
