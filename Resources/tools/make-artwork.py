#!/usr/bin/env python3
"""Draws the default pictures of Layout Playground into Resources/images/.

    make-artwork.py [OUTPUT_DIR]     draw every picture (default: ../images)
    make-artwork.py --check          verify Resources/datasets/*.json against
                                     the pictures; exit status 1 on a problem

Only the Python 3 standard library is used: shapes are scan-converted at 2x,
averaged down for anti-aliasing and written as PNG with zlib + struct. Every
picture comes from a fixed seed, so a re-run writes the same bytes.
"""

import colorsys
import json
import math
import os
import random
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
RESOURCES = os.path.dirname(HERE)
SS = 2  # supersampling factor

# ---------------------------------------------------------------------------
# Colours


def hexc(s):
    s = s.lstrip("#")
    return (int(s[0:2], 16), int(s[2:4], 16), int(s[4:6], 16))


def tohex(c):
    return "#%02x%02x%02x" % tuple(max(0, min(255, int(round(v)))) for v in c[:3])


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(len(a)))


def lighten(c, t):
    return mix(c[:3], (255, 255, 255), t)


def darken(c, t):
    return mix(c[:3], (0, 0, 0), t)


def hsl(h, s, l):
    r, g, b = colorsys.hls_to_rgb((h % 360) / 360.0, l, s)
    return (r * 255, g * 255, b * 255)


def rgba(c, a):
    return (c[0], c[1], c[2], a)


# ---------------------------------------------------------------------------
# Span sets: for every supersampled row, sorted disjoint [x0, x1) runs.


class Spans:
    def __init__(self, rows=None):
        self.rows = rows or {}

    @staticmethod
    def _merge(a, b, op):
        # op: 'or', 'and', 'sub' over two sorted run lists
        events = []
        for x0, x1 in a:
            events.append((x0, 0, 1))
            events.append((x1, 0, -1))
        for x0, x1 in b:
            events.append((x0, 1, 1))
            events.append((x1, 1, -1))
        events.sort()
        ina = inb = 0
        out = []
        start = None
        i = 0
        n = len(events)
        while i < n:
            x = events[i][0]
            while i < n and events[i][0] == x:
                if events[i][1] == 0:
                    ina += events[i][2]
                else:
                    inb += events[i][2]
                i += 1
            if op == "or":
                inside = ina > 0 or inb > 0
            elif op == "and":
                inside = ina > 0 and inb > 0
            else:
                inside = ina > 0 and inb <= 0
            if inside and start is None:
                start = x
            elif not inside and start is not None:
                if x > start:
                    out.append((start, x))
                start = None
        return out

    def _combine(self, other, op):
        rows = {}
        keys = set(self.rows) | set(other.rows) if op == "or" else set(self.rows)
        for y in keys:
            a = self.rows.get(y, [])
            b = other.rows.get(y, [])
            if op == "or" and not b:
                r = a
            elif op == "or" and not a:
                r = b
            elif op == "sub" and not b:
                r = a
            else:
                r = self._merge(a, b, op)
            if r:
                rows[y] = r
        return Spans(rows)

    def __or__(self, other):
        return self._combine(to_spans(other), "or")

    def __and__(self, other):
        return self._combine(to_spans(other), "and")

    def __sub__(self, other):
        return self._combine(to_spans(other), "sub")


# ---------------------------------------------------------------------------
# Paths: closed polygons in output pixel coordinates.


def _area(poly):
    a = 0.0
    for i in range(len(poly)):
        x0, y0 = poly[i - 1]
        x1, y1 = poly[i]
        a += x0 * y1 - x1 * y0
    return a / 2


class Path:
    def __init__(self, subpaths=None, rule="nonzero"):
        self.subpaths = [list(p) for p in (subpaths or []) if len(p) >= 3]
        self.rule = rule

    @staticmethod
    def poly(points):
        pts = list(points)
        if _area(pts) < 0:
            pts.reverse()
        return Path([pts])

    def __add__(self, other):
        return Path(self.subpaths + other.subpaths, self.rule)

    def map(self, fn):
        return Path([[fn(x, y) for x, y in p] for p in self.subpaths], self.rule)

    def translate(self, dx, dy):
        return self.map(lambda x, y: (x + dx, y + dy))

    def scale(self, sx, sy=None, cx=0.0, cy=0.0):
        sy = sx if sy is None else sy
        return self.map(lambda x, y: (cx + (x - cx) * sx, cy + (y - cy) * sy))

    def rotate(self, angle, cx=0.0, cy=0.0):
        c, s = math.cos(angle), math.sin(angle)
        return self.map(lambda x, y: (cx + (x - cx) * c - (y - cy) * s,
                                      cy + (x - cx) * s + (y - cy) * c))

    def bbox(self):
        xs = [x for p in self.subpaths for x, _ in p]
        ys = [y for p in self.subpaths for _, y in p]
        return min(xs), min(ys), max(xs), max(ys)

    def spans(self, W, H):
        K = SS * _UNIT[0]
        cross = {}
        for p in self.subpaths:
            n = len(p)
            for i in range(n):
                x0, y0 = p[i - 1]
                x1, y1 = p[i]
                x0 = x0 * K - _ORIGIN[0]
                y0 = y0 * K - _ORIGIN[1]
                x1 = x1 * K - _ORIGIN[0]
                y1 = y1 * K - _ORIGIN[1]
                if y0 == y1:
                    continue
                d = 1 if y1 > y0 else -1
                if y0 > y1:
                    x0, y0, x1, y1 = x1, y1, x0, y0
                r0 = max(0, int(math.ceil(y0 - 0.5)))
                r1 = min(H - 1, int(math.ceil(y1 - 0.5)) - 1)
                if r1 < r0:
                    continue
                k = (x1 - x0) / (y1 - y0)
                for r in range(r0, r1 + 1):
                    x = x0 + (r + 0.5 - y0) * k
                    cross.setdefault(r, []).append((x, d))
        rows = {}
        evenodd = self.rule == "evenodd"
        for r, xs in cross.items():
            xs.sort()
            out = []
            wind = 0
            start = 0.0
            for x, d in xs:
                before = (wind & 1) if evenodd else wind != 0
                wind += d
                after = (wind & 1) if evenodd else wind != 0
                if not before and after:
                    start = x
                elif before and not after:
                    a = max(0, int(math.ceil(start - 0.5)))
                    b = min(W, int(math.ceil(x - 0.5)))
                    if b > a:
                        if out and out[-1][1] >= a:
                            out[-1] = (out[-1][0], max(b, out[-1][1]))
                        else:
                            out.append((a, b))
            if out:
                rows[r] = out
        return Spans(rows)


_CANVAS_SIZE = [0, 0]
_UNIT = [1.0]  # output pixels per drawing unit of the current canvas
_ORIGIN = [0.0, 0.0]  # where the canvas's window starts, in supersampled pixels


def to_spans(shape):
    if isinstance(shape, Spans):
        return shape
    return shape.spans(*_CANVAS_SIZE)


def _segs(r, minimum=12):
    return max(minimum, int(r * 1.2 * SS * _UNIT[0]))


def ellipse(cx, cy, rx, ry=None, n=None):
    ry = rx if ry is None else ry
    n = n or _segs(max(rx, ry))
    return Path([[(cx + rx * math.cos(2 * math.pi * i / n), cy + ry * math.sin(2 * math.pi * i / n))
                  for i in range(n)]])


def circle(cx, cy, r):
    return ellipse(cx, cy, r, r)


def rect(x, y, w, h):
    return Path([[(x, y), (x + w, y), (x + w, y + h), (x, y + h)]])


def arc_points(cx, cy, rx, ry, a0, a1, n=None):
    n = n or max(4, int(abs(a1 - a0) / (2 * math.pi) * _segs(max(rx, ry))))
    return [(cx + rx * math.cos(a0 + (a1 - a0) * i / n), cy + ry * math.sin(a0 + (a1 - a0) * i / n))
            for i in range(n + 1)]


def rrect(x, y, w, h, r, r2=None):
    """Rounded rectangle; r2 (if given) is the radius of the bottom corners."""
    r = min(r, w / 2, h / 2)
    r2 = r if r2 is None else min(r2, w / 2, h / 2)
    pts = []
    pts += arc_points(x + w - r, y + r, r, r, -math.pi / 2, 0) if r > 0 else [(x + w, y)]
    pts += arc_points(x + w - r2, y + h - r2, r2, r2, 0, math.pi / 2) if r2 > 0 else [(x + w, y + h)]
    pts += arc_points(x + r2, y + h - r2, r2, r2, math.pi / 2, math.pi) if r2 > 0 else [(x, y + h)]
    pts += arc_points(x + r, y + r, r, r, math.pi, 1.5 * math.pi) if r > 0 else [(x, y)]
    return Path.poly(pts)


def star(cx, cy, R, r, n=5, rot=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        a = rot + math.pi * i / n
        rad = R if i % 2 == 0 else r
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return Path.poly(pts)


def regular(cx, cy, r, n, rot=-math.pi / 2):
    return Path.poly([(cx + r * math.cos(rot + 2 * math.pi * i / n), cy + r * math.sin(rot + 2 * math.pi * i / n))
                      for i in range(n)])


def bezier(p0, p1, p2, p3, n=16):
    out = []
    for i in range(1, n + 1):
        t = i / n
        u = 1 - t
        out.append((u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
                    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1]))
    return out


def smooth_curve(points, n=8, closed=False):
    """Catmull-Rom spline through points."""
    pts = list(points)
    out = [pts[0]] if not closed else []
    m = len(pts)
    rng = range(m) if closed else range(m - 1)
    for i in rng:
        p0 = pts[(i - 1) % m] if closed or i > 0 else pts[i]
        p1 = pts[i]
        p2 = pts[(i + 1) % m]
        p3 = pts[(i + 2) % m] if closed or i + 2 < m else pts[(i + 1) % m]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        out += bezier(p1, c1, c2, p2, n)
    return out


def lathe(cx, profile, n=8):
    """A symmetric body from a profile of (half-width, y) points, top to bottom."""
    right = smooth_curve([(cx + w, y) for w, y in profile], n)
    left = [(2 * cx - x, y) for x, y in reversed(right)]
    return Path.poly(right + left)


def stroke(points, width, closed=False):
    """A polyline of the given width with round joins and caps."""
    r = width / 2
    parts = []
    pts = list(points) + ([points[0]] if closed else [])
    for i in range(len(pts) - 1):
        (x0, y0), (x1, y1) = pts[i], pts[i + 1]
        dx, dy = x1 - x0, y1 - y0
        L = math.hypot(dx, dy)
        if L == 0:
            continue
        nx, ny = -dy / L * r, dx / L * r
        parts.append(Path.poly([(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)]))
    segs = max(8, int(r * 2 * SS))
    for x, y in pts:
        parts.append(ellipse(x, y, r, r, segs))
    out = Path()
    for p in parts:
        out = out + p
    return out


def union(*paths):
    out = Path()
    for p in paths:
        out = out + p
    return out


# ---------------------------------------------------------------------------
# Paints. row(y, x0, x1) works in supersampled pixels and returns the colour
# bytes of the run and, for translucent paints, a per-pixel alpha list.


class Solid:
    def __init__(self, c):
        self.c = c
        self.a = c[3] if len(c) > 3 else 1.0
        self.px = bytes(max(0, min(255, int(round(v)))) for v in c[:3])
        self.line = b""

    def row(self, y, x0, x1):
        if len(self.line) < x1 * 3:
            self.line = self.px * (x1 + 64)
        return self.line[x0 * 3:x1 * 3], None


def _lut(stops, n=1024):
    stops = sorted(stops, key=lambda s: s[0])
    cols = []
    alphas = []
    has_alpha = any(len(c) > 3 and c[3] < 1 for _, c in stops)
    j = 0
    for i in range(n):
        t = i / (n - 1)
        while j < len(stops) - 2 and t > stops[j + 1][0]:
            j += 1
        t0, c0 = stops[j]
        t1, c1 = stops[min(j + 1, len(stops) - 1)]
        u = 0.0 if t1 == t0 else max(0.0, min(1.0, (t - t0) / (t1 - t0)))
        c0 = tuple(c0) + ((1.0,) if len(c0) == 3 else ())
        c1 = tuple(c1) + ((1.0,) if len(c1) == 3 else ())
        c = mix(c0, c1, u)
        cols.append(bytes(max(0, min(255, int(round(v)))) for v in c[:3]))
        alphas.append(c[3])
    return cols, (alphas if has_alpha else None)


class Linear:
    def __init__(self, x0, y0, x1, y1, stops):
        K = SS * _UNIT[0]
        self.x0, self.y0 = x0 * K - _ORIGIN[0], y0 * K - _ORIGIN[1]
        dx, dy = (x1 - x0) * K, (y1 - y0) * K
        L2 = dx * dx + dy * dy
        self.kx, self.ky = dx / L2, dy / L2
        self.cols, self.alphas = _lut(stops)
        self.n = len(self.cols) - 1
        self.cache = {}

    def _idx(self, x, y):
        t = (x + 0.5 - self.x0) * self.kx + (y + 0.5 - self.y0) * self.ky
        return 0 if t <= 0 else (self.n if t >= 1 else int(t * self.n + 0.5))

    def row(self, y, x0, x1):
        if self.kx == 0:
            i = self._idx(0, y)
            al = None if self.alphas is None else [self.alphas[i]] * (x1 - x0)
            return self.cols[i] * (x1 - x0), al
        if self.ky == 0:
            line = self.cache.get("h")
            if line is None or len(line[0]) < x1 * 3:
                idx = [self._idx(x, 0) for x in range(x1 + 64)]
                line = (b"".join(self.cols[i] for i in idx),
                        None if self.alphas is None else [self.alphas[i] for i in idx])
                self.cache["h"] = line
            return line[0][x0 * 3:x1 * 3], (None if line[1] is None else line[1][x0:x1])
        idx = [self._idx(x, y) for x in range(x0, x1)]
        return b"".join(self.cols[i] for i in idx), (None if self.alphas is None else [self.alphas[i] for i in idx])


class Radial:
    def __init__(self, cx, cy, rx, stops, ry=None):
        K = SS * _UNIT[0]
        self.cx, self.cy = cx * K - _ORIGIN[0], cy * K - _ORIGIN[1]
        self.rx, self.ry = rx * K, (rx if ry is None else ry) * K
        self.cols, self.alphas = _lut(stops)
        self.n = len(self.cols) - 1

    def row(self, y, x0, x1):
        dy = (y + 0.5 - self.cy) / self.ry
        dy2 = dy * dy
        n = self.n
        idx = []
        for x in range(x0, x1):
            dx = (x + 0.5 - self.cx) / self.rx
            t = math.sqrt(dx * dx + dy2)
            idx.append(n if t >= 1 else int(t * n))
        return b"".join(self.cols[i] for i in idx), (None if self.alphas is None else [self.alphas[i] for i in idx])


def as_paint(p):
    if isinstance(p, (tuple, list)):
        return Solid(p)
    return p


def _stops(stops):
    if isinstance(stops[0][1], (tuple, list)):
        return list(stops)
    return [(i / (len(stops) - 1), c) for i, c in enumerate(stops)]


def vgrad(y0, y1, stops):
    """Vertical gradient; stops are colours spread evenly or (t, colour) pairs."""
    return Linear(0, y0, 0, y1, _stops(stops))


def hgrad(x0, x1, stops):
    return Linear(x0, 0, x1, 0, _stops(stops))


def rgrad(cx, cy, r, stops, ry=None):
    return Radial(cx, cy, r, _stops(stops), ry)


# ---------------------------------------------------------------------------
# Canvas


class Canvas:
    def __init__(self, w, h, bg=(255, 255, 255), pixels=None, window=None):
        """A w x h drawing area; pixels=(pw, ph) renders it at another size.

        window=(x, y, ww, wh) renders only that part of the drawing area
        (in drawing units) into the pw x ph pixels: a wide crop of a tall
        picture, drawn sharp at the size it is shown.
        """
        self.w, self.h = w, h
        self.pw, self.ph = pixels or (w, h)
        wx, wy, ww, _wh = window or (0, 0, w, h)
        self.W, self.H = self.pw * SS, self.ph * SS
        line = bytes(int(v) for v in bg[:3]) * self.W
        self.rows = [bytearray(line) for _ in range(self.H)]
        self.clips = []
        _CANVAS_SIZE[0], _CANVAS_SIZE[1] = self.W, self.H
        _UNIT[0] = self.pw / float(ww)
        _ORIGIN[0], _ORIGIN[1] = wx * SS * _UNIT[0], wy * SS * _UNIT[0]

    def push_clip(self, shape):
        s = to_spans(shape)
        if self.clips:
            s = self.clips[-1] & s
        self.clips.append(s)

    def pop_clip(self):
        self.clips.pop()

    def fill(self, shape, paint, alpha=1.0):
        spans = to_spans(shape)
        if self.clips:
            spans = spans & self.clips[-1]
        paint = as_paint(paint)
        alpha = alpha * getattr(paint, "a", 1.0)
        for y, runs in spans.rows.items():
            if y < 0 or y >= self.H:
                continue
            row = self.rows[y]
            for x0, x1 in runs:
                src, al = paint.row(y, x0, x1)
                a, b = x0 * 3, x1 * 3
                if al is None and alpha >= 1.0:
                    row[a:b] = src
                elif al is None:
                    k = int(alpha * 256)
                    row[a:b] = bytes(o + (((n - o) * k) >> 8) for o, n in zip(row[a:b], src))
                else:
                    ks = [int(v * alpha * 256) for v in al for _ in (0, 1, 2)]
                    row[a:b] = bytes(o + (((n - o) * k) >> 8) for o, n, k in zip(row[a:b], src, ks))

    def paint_all(self, paint, alpha=1.0):
        self.fill(rect(0, 0, self.w, self.h), paint, alpha)

    def pixels(self):
        """Averages each 2x2 block; returns output rows as bytes."""
        out = []
        w = self.pw
        for y in range(self.ph):
            r0 = self.rows[2 * y]
            r1 = self.rows[2 * y + 1]
            line = bytearray(w * 3)
            for c in range(3):
                line[c::3] = bytes((p + q + s + t + 2) >> 2 for p, q, s, t in
                                   zip(r0[c::6], r0[c + 3::6], r1[c::6], r1[c + 3::6]))
            out.append(bytes(line))
        return out

    def save(self, path):
        rows = self.pixels()
        data = encode_png(self.pw, self.ph, rows)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        return len(data)


# ---------------------------------------------------------------------------
# PNG


def _paeth_row(cur, prev, bpp=3):
    out = bytearray(len(cur))
    for i in range(len(cur)):
        a = cur[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        p = a + b - c
        pa = abs(p - a)
        pb = abs(p - b)
        pc = abs(p - c)
        if pa <= pb and pa <= pc:
            pr = a
        elif pb <= pc:
            pr = b
        else:
            pr = c
        out[i] = (cur[i] - pr) & 255
    return bytes(out)


def _filtered(cur, prev, ftype, bpp=3):
    if ftype == 0:
        return cur
    left = bytes(bpp) + cur[:-bpp]
    if ftype == 1:
        return bytes((x - a) & 255 for x, a in zip(cur, left))
    if ftype == 2:
        return bytes((x - b) & 255 for x, b in zip(cur, prev))
    if ftype == 3:
        return bytes((x - ((a + b) >> 1)) & 255 for x, a, b in zip(cur, left, prev))
    return _paeth_row(cur, prev, bpp)


def _cost(row):
    return sum(v if v < 128 else 256 - v for v in row)


def _chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def encode_png(w, h, rows):
    """RGB PNG; keeps the smallest of per-row adaptive and fixed filters."""
    zero = bytes(w * 3)
    filt = []
    for y, cur in enumerate(rows):
        prev = rows[y - 1] if y else zero
        filt.append([_filtered(cur, prev, f) for f in range(5)])
    candidates = []
    adaptive = b"".join(bytes([min(range(5), key=lambda f: _cost(fs[f]))]) + fs[min(range(5), key=lambda f: _cost(fs[f]))]
                        for fs in filt)
    candidates.append(adaptive)
    for f in range(5):
        candidates.append(b"".join(bytes([f]) + fs[f] for fs in filt))
    best = min((zlib.compress(c, 9) for c in candidates), key=len)
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", ihdr) + _chunk(b"IDAT", best) + _chunk(b"IEND", b"")


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", head[16:24])


# ---------------------------------------------------------------------------
# Landscape kit


def ridge(rng, w, base, amp, rough=0.5, n=65, peaks=(), smooth=0):
    """Midpoint-displacement skyline from x = -4 to w + 4; peaks adds bumps
    (x, height, half-width) on top. Returns points, y down."""
    v = [0.0] * n
    v[0], v[-1] = rng.uniform(-1, 1), rng.uniform(-1, 1)
    step, scale = n - 1, 1.0
    while step > 1:
        half = step // 2
        for i in range(half, n - 1, step):
            v[i] = (v[i - half] + v[i + half]) / 2 + rng.uniform(-1, 1) * scale
        scale *= rough
        step = half
    for _ in range(smooth):
        v = [v[0]] + [(v[i - 1] + 2 * v[i] + v[i + 1]) / 4 for i in range(1, n - 1)] + [v[-1]]
    lo, hi = min(v), max(v)
    v = [(x - lo) / ((hi - lo) or 1) for x in v]
    pts = []
    for i in range(n):
        x = -4 + (w + 8) * i / (n - 1)
        y = base - amp * v[i]
        for px, ph, pw in peaks:
            d = abs(x - px) / pw
            if d < 1:
                y -= ph * (1 - d) ** 1.4
        pts.append((x, y))
    return pts


def waves(w, base, parts, phase=0.0, n=80):
    """A smooth skyline from a sum of sines: parts = [(amplitude, wavelength, phase)]."""
    pts = []
    for i in range(n + 1):
        x = -4 + (w + 8) * i / n
        y = base
        for a, wl, ph in parts:
            y -= a * math.sin(2 * math.pi * x / wl + ph + phase)
        pts.append((x, y))
    return pts


def below(pts, bottom):
    return Path.poly(list(pts) + [(pts[-1][0], bottom), (pts[0][0], bottom)])


def ridge_y(pts, x):
    for i in range(1, len(pts)):
        if pts[i][0] >= x:
            (x0, y0), (x1, y1) = pts[i - 1], pts[i]
            return y0 + (y1 - y0) * (x - x0) / ((x1 - x0) or 1)
    return pts[-1][1]


def mirror(path, axis_y):
    return path.map(lambda x, y: (x, 2 * axis_y - y))


def sky(c, stops, y1=None):
    c.paint_all(vgrad(0, y1 or c.h, stops))


def glow(c, x, y, r, col, strength=0.6):
    c.fill(circle(x, y, r), rgrad(x, y, r, [rgba(col, strength), rgba(col, strength * 0.35), rgba(col, 0)]))


def sun(c, x, y, r, col, halo=None, halo_r=3.2):
    if halo is not None:
        glow(c, x, y, r * halo_r, halo, 0.55)
    c.fill(circle(x, y, r), col)


def moon(c, x, y, r, col, sky_col, phase=0.0):
    glow(c, x, y, r * 3.5, col, 0.25)
    body = circle(x, y, r)
    if phase:
        body = to_spans(body) - circle(x + r * phase, y - r * 0.25, r * 0.95)
    c.fill(body, col)
    if not phase:
        for dx, dy, rr in ((-0.3, -0.2, 0.22), (0.25, 0.15, 0.16), (-0.05, 0.4, 0.12), (0.35, -0.35, 0.1)):
            c.fill(circle(x + dx * r, y + dy * r, rr * r), darken(col, 0.08), 0.8)


def stars(c, rng, count, y_max, col=(255, 255, 255)):
    for _ in range(count):
        x, y = rng.uniform(0, c.w), rng.uniform(0, y_max) ** 1.0
        r = rng.choice((0.5, 0.6, 0.7, 0.8, 1.1))
        a = rng.uniform(0.35, 1.0) * (1 - 0.7 * y / y_max)
        c.fill(circle(x, y, r), col, a)
        if r > 1.0:
            c.fill(union(rect(x - 3, y - 0.25, 6, 0.5), rect(x - 0.25, y - 3, 0.5, 6)), col, a * 0.6)


def cloud(c, x, y, w, col, shade=None, alpha=0.95, rng=None):
    """A flat-bottomed cumulus: a row of overlapping circles."""
    rng = rng or random.Random(int(x * 7 + y * 13))
    parts = [rrect(x - w / 2, y - w * 0.1, w, w * 0.2, w * 0.1)]
    k = 4
    for i in range(k):
        t = (i + 0.5) / k
        r = w * (0.12 + 0.16 * math.sin(math.pi * t)) * rng.uniform(0.8, 1.2)
        parts.append(circle(x - w / 2 + w * (0.1 + 0.8 * t), y - r * 0.45, r))
    shape = to_spans(union(*parts)) - rect(x - w, y + w * 0.12, 2 * w, w)
    c.fill(shape, col, alpha)
    if shade:
        c.fill(to_spans(shape) & rect(x - w, y + w * 0.02, 2 * w, w), shade, alpha * 0.6)


def pine(c, x, y, h, col, trunk=None):
    w = h * 0.42
    parts = []
    for i, (t0, t1, sw) in enumerate(((0.0, 0.45, 0.55), (0.25, 0.72, 0.8), (0.5, 0.96, 1.0))):
        top = y - h + h * t0
        bot = y - h + h * t1
        parts.append(Path.poly([(x, top), (x + w * sw / 2, bot), (x - w * sw / 2, bot)]))
    if trunk:
        c.fill(rect(x - h * 0.035, y - h * 0.06, h * 0.07, h * 0.1), trunk)
    c.fill(union(*parts), col)


def round_tree(c, x, y, h, col, trunk, light=None):
    r = h * 0.3
    c.fill(rect(x - h * 0.03, y - h * 0.45, h * 0.06, h * 0.45), trunk)
    crown = union(circle(x, y - h + r, r), circle(x - r * 0.55, y - h + r * 1.6, r * 0.8),
                  circle(x + r * 0.55, y - h + r * 1.55, r * 0.85))
    c.fill(crown, col)
    if light:
        c.fill(to_spans(crown) & circle(x - r * 0.5, y - h + r * 0.6, r * 1.05), light, 0.5)


def mountains(c, rng, pts, col, haze, base, shade=0.25, snow=None, snow_depth=14):
    """Filled range with a hazy foot, sunlit left slopes and optional snow caps."""
    body = to_spans(below(pts, c.h + 2))
    top = min(y for _, y in pts)
    c.fill(body, vgrad(top, base, [col, mix(col, haze, 0.55)]))
    # shaded right-hand slopes: from each peak down to the next valley
    ys = [y for _, y in pts]
    for i in range(1, len(pts) - 1):
        if ys[i] <= ys[i - 1] and ys[i] < ys[i + 1]:
            j = i
            while j + 1 < len(pts) and ys[j + 1] >= ys[j]:
                j += 1
            px, py = pts[i]
            vx, vy = pts[j]
            if vy - py < 12:
                continue
            foot = px + (vx - px) * rng.uniform(0.05, 0.3)
            back = [(vx, c.h + 2), (foot, c.h + 2), (foot, base)]
            k = 6
            for s in range(1, k):
                t = s / k
                back.append((foot + (px - foot) * t + rng.uniform(-3, 3) * (1 - t), base - (base - py) * t))
            face = Path.poly(pts[i:j + 1] + back)
            c.fill(to_spans(face) & body, darken(col, 0.4), shade)
    if snow is not None:
        line = top + snow_depth * 2.2
        cap = []
        upper = [(x, y) for x, y in pts]
        lower = [(x, max(y, min(y + snow_depth * rng.uniform(0.6, 1.2), line + rng.uniform(-3, 3))))
                 for x, y in pts]
        cap = Path.poly(upper + lower[::-1])
        c.fill(to_spans(cap) & body, snow, 0.95)
    return body


def lake(c, y0, stops, reflect=(), shimmer=(255, 255, 255), rng=None, count=14):
    """Water from y0 down, with mirrored shapes [(path, colour)] and glints."""
    water = rect(0, y0, c.w, c.h - y0 + 2)
    c.fill(water, vgrad(y0, c.h, stops))
    c.push_clip(water)
    for shape, col, a in reflect:
        c.fill(mirror(shape, y0), col, a)
    c.pop_clip()
    rng = rng or random.Random(int(y0))
    for _ in range(count):
        y = rng.uniform(y0 + 3, c.h - 4)
        w = rng.uniform(8, 40) * (0.6 + (y - y0) / (c.h - y0))
        x = rng.uniform(-10, c.w)
        c.fill(rrect(x, y, w, 1.2, 0.6), shimmer, rng.uniform(0.15, 0.4))


def bird(c, x, y, s, col, a=0.8):
    c.fill(stroke(smooth_curve([(x - s, y - s * 0.5), (x - s * 0.45, y - s * 0.55), (x, y)], 4) +
                  smooth_curve([(x, y), (x + s * 0.45, y - s * 0.55), (x + s, y - s * 0.5)], 4)[1:],
                  max(0.7, s * 0.18)), col, a)


def dune_layer(c, base, parts, col, shade, d=26, e=3):
    top = waves(c.w, base, parts)
    body = to_spans(below(top, c.h + 2))
    c.fill(body, col)
    shifted = [(x, ridge_y(waves(c.w + 2 * d, base, parts), x + d) + e) for x, _ in top]
    c.fill(body - below(shifted, c.h + 2), shade)
    return top


# ---------------------------------------------------------------------------
# Stack photos: landscapes, 250 x 400


def photo_silver_lake(c, rng):
    sky(c, [hexc("#2b3a67"), hexc("#b56576"), hexc("#f6bd60")], 240)
    sun(c, 128, 228, 16, hexc("#fff1c1"), halo=hexc("#ffd27a"))
    cloud(c, 62, 86, 78, hexc("#f8d7c4"), shade=hexc("#e0a9a6"), rng=rng)
    cloud(c, 200, 140, 50, hexc("#f3c6b8"), shade=hexc("#d99c9c"), alpha=0.8, rng=rng)
    haze = hexc("#f2b880")
    p1 = ridge(rng, c.w, 235, 40, 0.55, peaks=[(80, 110, 90), (190, 80, 70)])
    mountains(c, rng, p1, hexc("#6d597a"), haze, 240, snow=hexc("#fde2e4"))
    p2 = ridge(rng, c.w, 240, 34, 0.45)
    mountains(c, rng, p2, hexc("#355070"), haze, 240)
    lake(c, 240, [hexc("#e9a46a"), hexc("#355070"), hexc("#1d2d44")],
         reflect=[(below(p1, 400), hexc("#6d597a"), 0.55), (below(p2, 400), hexc("#2a3f5c"), 0.7)], rng=rng)
    c.fill(below(waves(c.w, 385, [(8, 200, 0)]), 402), hexc("#14213d"))
    for x in range(-6, c.w + 10, 13):
        pine(c, x + rng.uniform(-4, 4), 394, rng.uniform(40, 86), hexc("#14213d"))


def photo_dune_sea(c, rng):
    sky(c, [hexc("#f4a259"), hexc("#f7d08a"), hexc("#fbe8c2")], 250)
    sun(c, 82, 150, 30, hexc("#fff6e0"), halo=hexc("#ffe3a3"), halo_r=2.6)
    for i in range(5):
        bird(c, 150 + i * 11 + rng.uniform(-3, 3), 90 + (i % 2) * 7 + rng.uniform(-3, 3), 4, hexc("#8c5a3c"), 0.6)
    mesa = Path.poly([(-4, 250), (-4, 205), (30, 205), (38, 196), (86, 196), (96, 212), (118, 214), (126, 250)])
    c.fill(mesa, mix(hexc("#c8734a"), hexc("#f7d08a"), 0.5))
    dune_layer(c, 250, [(16, 260, 0.5), (6, 110, 1.0)], hexc("#e9a66b"), hexc("#d4895a"), d=22)
    dune_layer(c, 290, [(22, 300, 2.1), (6, 130, 0.3)], hexc("#e39459"), hexc("#c7713f"), d=30)
    dune_layer(c, 345, [(26, 340, 4.0), (8, 150, 1.7)], hexc("#d9804a"), hexc("#b35d33"), d=36)
    for x, y, h in ((40, 352, 34), (205, 322, 22)):
        col = hexc("#5b6b3a")
        c.fill(rrect(x - 4, y - h, 8, h + 6, 4), col)
        c.fill(stroke([(x - 4, y - h * 0.45), (x - 12, y - h * 0.45), (x - 12, y - h * 0.8)], 5), col)
        c.fill(stroke([(x + 4, y - h * 0.3), (x + 11, y - h * 0.3), (x + 11, y - h * 0.62)], 5), col)


def photo_moonlit_valley(c, rng):
    sky(c, [hexc("#0b1026"), hexc("#1b2a55"), hexc("#3c5a8a")], 230)
    stars(c, rng, 90, 200)
    moon(c, 168, 82, 24, hexc("#f4f1de"), hexc("#1b2a55"))
    haze = hexc("#6d86b4")
    p1 = ridge(rng, c.w, 226, 30, 0.55, peaks=[(40, 70, 70), (150, 95, 80), (240, 60, 50)])
    mountains(c, rng, p1, hexc("#3a4f7a"), haze, 230, shade=0.35, snow=hexc("#c9d6ea"), snow_depth=10)
    p2 = ridge(rng, c.w, 232, 26, 0.5, smooth=1)
    mountains(c, rng, p2, hexc("#1f2f52"), haze, 232, shade=0.3)
    lake(c, 232, [hexc("#2e4a78"), hexc("#15213f"), hexc("#0b1026")],
         reflect=[(below(p1, 400), hexc("#2c3f66"), 0.6), (below(p2, 400), hexc("#16233f"), 0.8)],
         shimmer=hexc("#c9d6ea"), rng=rng, count=8)
    for i in range(10):
        y = 250 + i * 11
        w = 14 + i * 4 + rng.uniform(-3, 3)
        c.fill(rrect(168 - w / 2 + rng.uniform(-4, 4), y, w, 1.6, 0.8), hexc("#f4f1de"), 0.55 - i * 0.04)
    c.fill(below(waves(c.w, 372, [(10, 260, 2.0), (3, 70, 0)]), 402), hexc("#0a1020"))
    for x in (8, 22, 34, 214, 230, 244):
        pine(c, x + rng.uniform(-3, 3), 380, rng.uniform(50, 95), hexc("#0a1020"))


def photo_aurora_fjord(c, rng):
    sky(c, [hexc("#06121f"), hexc("#0e2a3b"), hexc("#1d4b57")], 240)
    stars(c, rng, 70, 230)
    for band, (col, base, amp, hgt, ph) in enumerate(((hexc("#5ef2a6"), 120, 26, 80, 0.0),
                                                       (hexc("#7cf7d4"), 150, 18, 60, 2.0),
                                                       (hexc("#b784f5"), 95, 20, 50, 4.0))):
        for x in range(-4, c.w + 4, 3):
            y = base + amp * math.sin(x / 38 + ph) + 8 * math.sin(x / 11 + ph * 2)
            h = hgt * (0.6 + 0.4 * math.sin(x / 23 + ph * 3))
            c.fill(rect(x, y - h, 3.2, h), vgrad(y - h, y, [rgba(col, 0), rgba(col, 0.35), rgba(col, 0.05)]))
    haze = hexc("#2f6b73")
    p1 = ridge(rng, c.w, 238, 30, 0.55, peaks=[(30, 100, 70), (215, 120, 75)])
    mountains(c, rng, p1, hexc("#173041"), haze, 240, shade=0.35, snow=hexc("#9fd8cf"), snow_depth=12)
    lake(c, 240, [hexc("#1f5a5a"), hexc("#0b2030"), hexc("#06121f")],
         reflect=[(below(p1, 400), hexc("#112636"), 0.75)], shimmer=hexc("#7cf7d4"), rng=rng, count=12)
    for x in range(-4, c.w + 4, 3):
        c.fill(rect(x, 246, 3.2, 30), vgrad(246, 276, [rgba(hexc("#5ef2a6"), 0.12), rgba(hexc("#5ef2a6"), 0)]))
    c.fill(below(waves(c.w, 388, [(12, 300, 1.0)]), 402), hexc("#050d17"))
    c.fill(Path.poly([(150, 392), (168, 384), (196, 384), (206, 392)]), hexc("#050d17"))
    c.fill(rect(181, 366, 1.2, 19), hexc("#050d17"))
    c.fill(Path.poly([(182, 367), (182, 382), (194, 382)]), hexc("#0e2a3b"))


def photo_lavender_hills(c, rng):
    sky(c, [hexc("#5d4e8c"), hexc("#c38fbf"), hexc("#ffc8a8")], 250)
    sun(c, 176, 232, 34, hexc("#fff0d6"), halo=hexc("#ffd1b0"), halo_r=2.4)
    cloud(c, 70, 120, 70, hexc("#e9b8cf"), shade=hexc("#c792b8"), alpha=0.85, rng=rng)
    layers = ((240, [(12, 220, 0.3), (5, 90, 1)], hexc("#a988c6")),
              (262, [(16, 260, 2.0), (5, 110, 0.2)], hexc("#8c6bb5")),
              (292, [(20, 300, 4.1), (6, 140, 2)], hexc("#6f4f9e")),
              (340, [(24, 360, 1.0), (6, 120, 3)], hexc("#563a85")))
    for base, parts, col in layers:
        top = waves(c.w, base, parts)
        c.fill(below(top, 402), vgrad(base - 40, base + 60, [mix(col, hexc("#ffc8a8"), 0.25), col]))
    top = waves(c.w, 340, [(24, 360, 1.0), (6, 120, 3)])
    body = to_spans(below(top, 402))
    for i in range(-12, 14):
        x0 = 125 + i * 6
        x1 = 125 + i * 34
        c.fill(to_spans(Path.poly([(x0 - 1, 300), (x0 + 1, 300), (x1 + 7, 402), (x1 - 7, 402)])) & body,
               hexc("#b58ad8"), 0.55)
    round_tree(c, 62, 268, 46, hexc("#3d2a5c"), hexc("#3d2a5c"))
    for i in range(4):
        bird(c, 110 + i * 14, 150 + (i % 2) * 6, 4, hexc("#4a3a6e"), 0.6)


def photo_coral_coast(c, rng):
    sky(c, [hexc("#4cc9f0"), hexc("#a0e7f5"), hexc("#e8fbff")], 220)
    sun(c, 188, 64, 20, hexc("#fffbe6"), halo=hexc("#fff3b0"), halo_r=2.6)
    cloud(c, 70, 110, 90, hexc("#ffffff"), shade=hexc("#d7f1fb"), rng=rng)
    cloud(c, 196, 160, 52, hexc("#ffffff"), shade=hexc("#d7f1fb"), alpha=0.85, rng=rng)
    c.fill(rect(0, 220, c.w, 190), vgrad(220, 400, [hexc("#48cae4"), hexc("#0096c7"), hexc("#023e8a")]))
    for i in range(22):
        y = 226 + (i ** 1.35) * 3.2
        w = 10 + i * 3
        c.fill(rrect(rng.uniform(-10, c.w), y, w, 1.0 + i * 0.06, 0.6), hexc("#ffffff"), 0.35)
    # sailing boat on the horizon
    c.fill(Path.poly([(120, 216), (142, 216), (138, 221), (124, 221)]), hexc("#f7f7f2"))
    c.fill(Path.poly([(131, 214), (131, 190), (143, 213)]), hexc("#ffffff"))
    c.fill(Path.poly([(129, 214), (129, 196), (120, 213)]), hexc("#ffd6a5"))
    # cliff with grass
    cliff = Path.poly([(-4, 190), (40, 186), (70, 200), (92, 240), (102, 300), (96, 350), (120, 402), (-4, 402)])
    c.fill(cliff, vgrad(190, 400, [hexc("#d9a066"), hexc("#a0643c")]))
    c.fill(to_spans(cliff) & below(waves(120, 250, [(10, 80, 0)]), 402), hexc("#8a5030"), 0.35)
    grass = Path.poly(smooth_curve([(-4, 178), (30, 174), (60, 184), (80, 198), (66, 204), (40, 196), (-4, 200)], 6))
    c.fill(grass, hexc("#70c270"))
    c.fill(rect(0, 372, c.w, 40), vgrad(372, 400, [rgba(hexc("#ffffff"), 0), rgba(hexc("#90e0ef"), 0.5)]))
    for x, y in ((18, 198), (44, 192)):
        c.fill(stroke(smooth_curve([(x, y), (x + 3, y - 30), (x + 10, y - 52)], 6), 3), hexc("#6b4a2b"))
        for a in range(6):
            ang = -math.pi / 2 + (a - 2.5) * 0.55
            tip = (x + 10 + 22 * math.cos(ang), y - 52 + 22 * math.sin(ang) + 8)
            c.fill(stroke(smooth_curve([(x + 10, y - 52), ((x + 10 + tip[0]) / 2, (y - 52 + tip[1]) / 2 - 6), tip], 5), 3.2),
                   hexc("#2d8a4e"))


def photo_misty_highlands(c, rng):
    sky(c, [hexc("#c9d6d2"), hexc("#eef2ec")], 200)
    sun(c, 70, 110, 22, hexc("#fdfcf5"), halo=hexc("#ffffff"), halo_r=2.2)
    mist = hexc("#eef2ec")
    cols = ["#9fb8ae", "#7f9f93", "#5f8577", "#456b5e", "#2f5246", "#1f3b32"]
    for i, col in enumerate(cols):
        base = 170 + i * 42
        pts = ridge(rng, c.w, base, 30 + i * 4, 0.5, smooth=2 if i < 3 else 1)
        c.fill(below(pts, 402), vgrad(base - 40, base + 30, [hexc(col), mix(hexc(col), mist, 0.7)]))
        if i == 3:
            for x in range(10, c.w, 26):
                y = ridge_y(pts, x)
                pine(c, x + rng.uniform(-6, 6), y + 6, rng.uniform(18, 28), mix(hexc(col), hexc("#10241e"), 0.4))
    for i in range(5):
        bird(c, 150 + i * 12 + rng.uniform(-3, 3), 70 + (i % 2) * 6 + rng.uniform(-2, 2), 4.5, hexc("#3d5a50"), 0.7)


def photo_autumn_valley(c, rng):
    sky(c, [hexc("#7fb7d6"), hexc("#cfe6ee"), hexc("#fbe7c6")], 230)
    cloud(c, 180, 80, 84, hexc("#ffffff"), shade=hexc("#e3eef2"), rng=rng)
    p1 = ridge(rng, c.w, 200, 50, 0.5, smooth=1, peaks=[(60, 30, 80)])
    c.fill(below(p1, 402), vgrad(150, 240, [hexc("#9aa6c2"), hexc("#c9c7c9")]))
    hill1 = waves(c.w, 232, [(14, 260, 0.3), (5, 90, 2)])
    c.fill(below(hill1, 402), hexc("#d98c3f"))
    hill2 = waves(c.w, 272, [(18, 300, 2.6), (5, 110, 1)])
    c.fill(below(hill2, 402), hexc("#c0622f"))
    river = Path.poly(smooth_curve([(118, 274), (104, 300), (140, 330), (90, 370), (70, 402)], 8) +
                      smooth_curve([(150, 402), (160, 370), (168, 330), (128, 300), (124, 274)], 8))
    c.fill(river, vgrad(274, 400, [hexc("#bfe1ee"), hexc("#5aa7c7")]))
    palette = [hexc("#e85d04"), hexc("#f48c06"), hexc("#dc2f02"), hexc("#ffba08"), hexc("#9d0208")]
    for x, y, h in sorted(((rng.uniform(-10, 260), rng.uniform(230, 262), rng.uniform(22, 34)) for _ in range(12)),
                          key=lambda t: t[1]):
        if 100 < x < 150:
            continue
        col = rng.choice(palette)
        round_tree(c, x, ridge_y(hill1, x) + (y - 230) * 0.4 + 4, h, col, hexc("#6b3e26"), lighten(col, 0.3))
    for x, h in ((20, 70), (56, 58), (200, 80), (236, 64), (178, 54)):
        col = rng.choice(palette)
        round_tree(c, x, ridge_y(hill2, x) + 50 + rng.uniform(0, 30), h, col, hexc("#5a321f"), lighten(col, 0.3))


def photo_glacier_pass(c, rng):
    sky(c, [hexc("#1e6091"), hexc("#76c3e8"), hexc("#e0f4ff")], 260)
    sun(c, 200, 60, 14, hexc("#ffffff"), halo=hexc("#e6f7ff"), halo_r=3)
    haze = hexc("#dff3ff")
    p1 = ridge(rng, c.w, 200, 30, 0.55, peaks=[(110, 120, 110)])
    mountains(c, rng, p1, hexc("#5d8fb8"), haze, 230, shade=0.4, snow=hexc("#f5fbff"), snow_depth=30)
    p2 = ridge(rng, c.w, 250, 40, 0.55, peaks=[(20, 60, 70), (230, 70, 70)])
    mountains(c, rng, p2, hexc("#3b6a94"), haze, 270, shade=0.4, snow=hexc("#eaf6ff"), snow_depth=18)
    ice = Path.poly(smooth_curve([(-4, 300), (60, 290), (125, 268), (190, 290), (254, 300)], 8) +
                    [(254, 402), (-4, 402)])
    c.fill(ice, vgrad(268, 400, [hexc("#e9f7ff"), hexc("#b6dcf2"), hexc("#8fc3e3")]))
    for i in range(9):
        x = rng.uniform(10, 240)
        y = rng.uniform(300, 390)
        c.fill(stroke(smooth_curve([(x, y), (x + 10, y + 3), (x + 24, y + 1)], 4), 1.2), hexc("#7fb3d5"), 0.7)
    c.fill(below(waves(c.w, 392, [(6, 180, 0)]), 402), hexc("#e9f7ff"))


def photo_ember_peaks(c, rng):
    sky(c, [hexc("#2d0b2e"), hexc("#8e2043"), hexc("#f26b38"), hexc("#ffb25b")], 260)
    sun(c, 125, 212, 40, hexc("#ffd29a"), halo=hexc("#ff8c42"), halo_r=2.2)
    for i, y in enumerate((196, 206, 218, 232)):
        c.fill(rect(80, y, 90, 3 + i), hexc("#f26b38"), 0.9)
    haze = hexc("#ff8c42")
    p1 = ridge(rng, c.w, 250, 40, 0.6, peaks=[(30, 80, 60), (200, 100, 70)])
    mountains(c, rng, p1, hexc("#5c1a3a"), haze, 262, shade=0.4)
    p2 = ridge(rng, c.w, 290, 40, 0.55, peaks=[(120, 30, 60)])
    mountains(c, rng, p2, hexc("#3a0f2a"), haze, 300, shade=0.4)
    p3 = ridge(rng, c.w, 350, 40, 0.5, smooth=1)
    c.fill(below(p3, 402), hexc("#1c0717"))
    for i in range(6):
        bird(c, 60 + i * 9 + rng.uniform(-3, 3), 130 + (i % 3) * 6, 3.5, hexc("#2d0b2e"), 0.8)


PHOTOS = [
    ("silver-lake", "Silver Lake", photo_silver_lake),
    ("dune-sea", "Dune Sea", photo_dune_sea),
    ("moonlit-valley", "Moonlit Valley", photo_moonlit_valley),
    ("aurora-fjord", "Aurora Fjord", photo_aurora_fjord),
    ("lavender-hills", "Lavender Hills", photo_lavender_hills),
    ("coral-coast", "Coral Coast", photo_coral_coast),
    ("misty-highlands", "Misty Highlands", photo_misty_highlands),
    ("autumn-valley", "Autumn Valley", photo_autumn_valley),
    ("glacier-pass", "Glacier Pass", photo_glacier_pass),
    ("ember-peaks", "Ember Peaks", photo_ember_peaks),
]


# ---------------------------------------------------------------------------
# Level art for the cards layout: drawn on 210 x 300 (the card's 280:400
# shape), saved at twice the card's size


def snowflake(c, x, y, r, col, a=0.9):
    parts = []
    for k in range(6):
        ang = k * math.pi / 3
        dx, dy = math.cos(ang), math.sin(ang)
        parts.append(stroke([(x, y), (x + dx * r, y + dy * r)], max(0.8, r * 0.14)))
        for t in (0.55,):
            bx, by = x + dx * r * t, y + dy * r * t
            for s in (-1, 1):
                a2 = ang + s * 0.8
                parts.append(stroke([(bx, by), (bx + math.cos(a2) * r * 0.35, by + math.sin(a2) * r * 0.35)],
                                    max(0.7, r * 0.11)))
    c.fill(union(*parts), col, a)


def crystal(c, x, y, w, h, ang, col):
    tip = w * 0.7
    left = Path.poly([(x - w / 2, y), (x - w / 2, y - h), (x, y - h - tip), (x, y)]).rotate(ang, x, y)
    right = Path.poly([(x, y), (x, y - h - tip), (x + w / 2, y - h), (x + w / 2, y)]).rotate(ang, x, y)
    c.fill(left, lighten(col, 0.35))
    c.fill(right, col)
    c.fill(Path.poly([(x - w / 2, y - h), (x, y - h - tip), (x, y - h - tip * 0.35)]).rotate(ang, x, y),
           lighten(col, 0.7), 0.8)


def fish(c, x, y, s, col, flip=False):
    d = -1 if flip else 1
    c.fill(ellipse(x, y, s, s * 0.55), col)
    c.fill(Path.poly([(x - d * s * 0.8, y), (x - d * s * 1.6, y - s * 0.55), (x - d * s * 1.6, y + s * 0.55)]), col)
    c.fill(circle(x + d * s * 0.5, y - s * 0.1, s * 0.14), (20, 30, 50))
    c.fill(Path.poly([(x - d * s * 0.1, y - s * 0.5), (x + d * s * 0.3, y - s * 0.95), (x + d * s * 0.45, y - s * 0.45)]),
           darken(col, 0.15))


def coral(c, rng, x, y, length, ang, width, col, depth=0):
    x2, y2 = x + math.cos(ang) * length, y + math.sin(ang) * length
    c.fill(stroke([(x, y), ((x + x2) / 2 + rng.uniform(-2, 2), (y + y2) / 2), (x2, y2)], width), col)
    if depth < 3:
        for s in (-1, 1):
            coral(c, rng, x2, y2, length * rng.uniform(0.6, 0.8), ang + s * rng.uniform(0.3, 0.6),
                  width * 0.8, col, depth + 1)


def halo(c, x, y, r, col, a=0.5):
    c.fill(circle(x, y, r), rgrad(x, y, r, [rgba(col, a), rgba(col, a * 0.6), rgba(col, 0)]))


def sparkles(c, rng, count, col, y_max, a=0.8):
    for _ in range(count):
        x, y = rng.uniform(8, c.w - 8), rng.uniform(8, y_max)
        r = rng.uniform(2, 4.5)
        c.fill(star(x, y, r, r * 0.3, 4, 0), col, a * rng.uniform(0.5, 1))


def level_meadow(c, rng):
    sky(c, [hexc("#5fb8f0"), hexc("#bfe7fb"), hexc("#f2fbe8")], 200)
    sun(c, 150, 70, 24, hexc("#ffe066"), halo=hexc("#fff3b0"), halo_r=2.4)
    c.fill(star(150, 70, 40, 27, 12, 0.1), hexc("#ffe066"), 0.45)
    cloud(c, 55, 95, 62, hexc("#ffffff"), shade=hexc("#e6f4fb"), rng=rng)
    h1 = waves(c.w, 185, [(14, 240, 0.4), (4, 80, 0)])
    c.fill(below(h1, 302), hexc("#9ad16b"))
    round_tree(c, 160, ridge_y(h1, 160) + 6, 50, hexc("#4f9d45"), hexc("#7a5534"), hexc("#79c25b"))
    h2 = waves(c.w, 225, [(16, 260, 2.8), (4, 90, 1)])
    c.fill(below(h2, 302), hexc("#6dbb4f"))
    for _ in range(26):
        x, y = rng.uniform(6, c.w - 6), rng.uniform(235, 296)
        petal = rng.choice((hexc("#ffffff"), hexc("#ffd6e0"), hexc("#fff3b0")))
        r = 2.2 + (y - 235) / 30
        for k in range(5):
            a = k * 2 * math.pi / 5
            c.fill(circle(x + math.cos(a) * r, y + math.sin(a) * r, r * 0.75), petal)
        c.fill(circle(x, y, r * 0.6), hexc("#f4a62a"))


def level_harbor(c, rng):
    sky(c, [hexc("#8fb3c0"), hexc("#cfe0e3"), hexc("#e9f1ee")], 190)
    for y in (70, 118, 150):
        c.fill(rrect(-20, y, c.w + 40, 12, 6), hexc("#ffffff"), 0.35)
    c.fill(rect(0, 188, c.w, 120), vgrad(188, 300, [hexc("#6f9aa8"), hexc("#3c6675"), hexc("#24434f")]))
    x, top, bot = 120, 70, 176
    tower = Path.poly([(x - 10, top), (x + 10, top), (x + 17, bot), (x - 17, bot)])
    c.fill(tower, hexc("#f7f4ee"))
    c.push_clip(tower)
    for y in (top + 18, top + 52, top + 86):
        c.fill(rect(x - 30, y, 60, 16), hexc("#d1495b"))
    c.pop_clip()
    c.fill(Path.poly([(x, top), (x + 16, top), (x + 17, bot), (x + 4, bot)]), hexc("#000000"), 0.12)
    c.fill(Path.poly([(x - 6, top - 20), (x - 50 - 120, top - 52), (x - 170, top + 4)]),
           hexc("#fff6c9"), 0.35)
    c.fill(rect(x - 7, top - 16, 14, 16), hexc("#fff2a8"))
    halo(c, x, top - 9, 24, hexc("#fff2a8"), 0.7)
    c.fill(rect(x - 13, top - 2, 26, 4), hexc("#2f3e46"))
    c.fill(Path.poly([(x - 10, top - 16), (x + 10, top - 16), (x, top - 28)]), hexc("#d1495b"))
    rocks = Path.poly(smooth_curve([(60, 192), (80, 176), (104, 170), (150, 172), (170, 180), (196, 194)], 6))
    c.fill(rocks, hexc("#3e4a4f"))
    c.fill(to_spans(rocks) & rect(0, 180, c.w, 20), hexc("#56656b"), 0.5)
    for i in range(7):
        y = 205 + i * 13
        pts = [(x2, y + 2.4 * math.sin(x2 / 9 + i)) for x2 in range(-4, c.w + 6, 4)]
        c.fill(stroke(pts, 1.2), hexc("#cfe0e3"), 0.25 + 0.04 * i)
    bx, by = 44, 232
    c.fill(Path.poly([(bx - 22, by), (bx + 22, by), (bx + 15, by + 9), (bx - 16, by + 9)]), hexc("#e9c46a"))
    c.fill(Path.poly([(bx - 2, by - 3), (bx - 2, by - 40), (bx - 24, by - 3)]), hexc("#ffffff"))
    c.fill(Path.poly([(bx + 2, by - 3), (bx + 2, by - 34), (bx + 18, by - 3)]), hexc("#e8eef0"))
    c.fill(rect(bx - 1, by - 42, 2, 42), hexc("#5b4636"))


def level_crystal_caves(c, rng):
    sky(c, [hexc("#1b0f33"), hexc("#3a1f6b"), hexc("#1b0f33")])
    halo(c, 105, 170, 120, hexc("#9d7bff"), 0.55)
    arch = Path.poly(smooth_curve([(-4, 300), (-4, 40), (30, 60), (50, 20), (105, 8), (160, 24), (185, 62),
                                   (214, 40), (214, 300)], 6) + [(214, 302), (-4, 302)])
    inner = Path.poly(smooth_curve([(14, 300), (20, 150), (50, 80), (105, 58), (160, 82), (190, 150), (196, 300)], 8))
    c.fill(to_spans(arch) - inner, hexc("#140a26"))
    for x, y, w, h, a, col in ((105, 250, 30, 80, -0.05, "#9d7bff"), (76, 258, 22, 50, -0.45, "#c77dff"),
                               (136, 258, 24, 56, 0.4, "#7b5cd6"), (56, 270, 16, 30, -0.8, "#b8a1ff"),
                               (156, 272, 16, 34, 0.75, "#c77dff"), (96, 272, 14, 22, -0.2, "#e0aaff"),
                               (30, 292, 14, 24, -0.3, "#7b5cd6"), (186, 294, 12, 22, 0.35, "#9d7bff")):
        crystal(c, x, y, w, h, a, hexc(col))
    c.fill(below(waves(c.w, 282, [(5, 120, 0.5)]), 302), hexc("#140a26"))
    sparkles(c, rng, 14, hexc("#e0aaff"), 230)


def level_ember_forge(c, rng):
    sky(c, [hexc("#1a0a0a"), hexc("#5c1408"), hexc("#b22c0c")])
    halo(c, 105, 160, 110, hexc("#ff7b00"), 0.5)
    def flame(cx, by, w, h):
        return Path.poly(smooth_curve([(cx, by), (cx + w * 0.5, by - h * 0.12), (cx + w * 0.45, by - h * 0.5),
                                       (cx + w * 0.12, by - h * 0.75), (cx + w * 0.08, by - h),
                                       (cx - w * 0.3, by - h * 0.62), (cx - w * 0.48, by - h * 0.32),
                                       (cx - w * 0.4, by - h * 0.08)], 8, closed=True))
    c.fill(flame(105, 232, 118, 170), hexc("#e4572e"))
    c.fill(flame(105, 232, 84, 124), hexc("#ff9f1c"))
    c.fill(flame(106, 232, 50, 76), hexc("#ffd166"))
    c.fill(flame(107, 232, 24, 36), hexc("#fff3c4"))
    c.fill(rrect(40, 228, 130, 20, 8), hexc("#2b2d42"))
    c.fill(rrect(60, 244, 90, 40, 4, 10), hexc("#1f2030"))
    c.fill(rrect(40, 228, 130, 5, 3), hexc("#8d99ae"), 0.6)
    for _ in range(26):
        x, y = rng.uniform(20, 190), rng.uniform(20, 210)
        r = rng.uniform(0.8, 2.2)
        c.fill(circle(x, y, r), rng.choice((hexc("#ffd166"), hexc("#ff9f1c"), hexc("#fff3c4"))), rng.uniform(0.5, 1))
    c.fill(rect(0, 284, c.w, 20), hexc("#120606"))


def level_frozen_peaks(c, rng):
    sky(c, [hexc("#3a86c8"), hexc("#9fd3f0"), hexc("#eaf7ff")], 220)
    haze = hexc("#e6f6ff")
    p1 = ridge(rng, c.w, 190, 24, 0.55, peaks=[(70, 110, 80), (170, 80, 60)])
    mountains(c, rng, p1, hexc("#5b8fc0"), haze, 210, shade=0.4, snow=hexc("#ffffff"), snow_depth=24)
    p2 = ridge(rng, c.w, 240, 30, 0.5, smooth=1)
    mountains(c, rng, p2, hexc("#3f6f9f"), haze, 250, shade=0.3, snow=hexc("#eaf6ff"), snow_depth=10)
    c.fill(below(waves(c.w, 262, [(10, 200, 0.6)]), 302), vgrad(250, 300, [hexc("#ffffff"), hexc("#cfe8f8")]))
    for _ in range(9):
        snowflake(c, rng.uniform(10, 200), rng.uniform(14, 250), rng.uniform(3, 8), hexc("#ffffff"), 0.85)


def level_desert(c, rng):
    sky(c, [hexc("#f77f00"), hexc("#fcbf49"), hexc("#fde9c3")], 220)
    sun(c, 60, 80, 26, hexc("#fff4d6"), halo=hexc("#ffe3a3"), halo_r=2.4)
    for x, b, s in ((130, 212, 70), (70, 218, 44), (180, 214, 30)):
        c.fill(Path.poly([(x - s, b), (x, b - s * 0.9), (x + s, b)]), hexc("#e9a15b"))
        c.fill(Path.poly([(x, b - s * 0.9), (x + s, b), (x + s * 0.15, b)]), hexc("#c46b35"))
    dune_layer(c, 222, [(8, 200, 0.2), (4, 80, 1)], hexc("#f2b870"), hexc("#e29a52"), d=18)
    dune_layer(c, 262, [(14, 240, 1.6), (4, 90, 0.7)], hexc("#e9a15b"), hexc("#c9763d"), d=26)
    for i in range(3):
        bird(c, 140 + i * 10, 60 + (i % 2) * 5, 3.5, hexc("#8c5a3c"), 0.6)


def level_coral_reef(c, rng):
    sky(c, [hexc("#4ad1d6"), hexc("#1282a2"), hexc("#063a5c")])
    for x0, w in ((20, 26), (80, 34), (150, 22)):
        c.fill(Path.poly([(x0, -4), (x0 + w, -4), (x0 + w + 60, 300), (x0 + 30, 300)]),
               vgrad(0, 300, [rgba(hexc("#ffffff"), 0.25), rgba(hexc("#ffffff"), 0)]))
    for col, x, ang in (("#ff7f6e", 50, -1.9), ("#ffb4a2", 150, -1.3), ("#f25f5c", 110, -1.6)):
        coral(c, rng, x, 290, 32, ang, 8, hexc(col))
    c.fill(below(waves(c.w, 284, [(6, 140, 0.5), (3, 50, 0)]), 302), hexc("#e9d8a6"))
    for x, y, s, col, f in ((70, 110, 14, "#ffd166", False), (140, 160, 11, "#ff7f6e", True),
                            (48, 190, 9, "#ffffff", False), (160, 80, 8, "#f9c74f", True)):
        fish(c, x, y, s, hexc(col), f)
    for _ in range(16):
        x, y = rng.uniform(10, 200), rng.uniform(10, 260)
        r = rng.uniform(1.5, 4)
        c.fill(to_spans(circle(x, y, r)) - circle(x, y, r * 0.7), hexc("#ffffff"), 0.6)


def level_woods(c, rng):
    sky(c, [hexc("#0f2b23"), hexc("#24543f"), hexc("#7fb685")], 230)
    moon(c, 150, 60, 18, hexc("#f1f7d8"), hexc("#24543f"), phase=0.55)
    cols = ["#3f7a5a", "#2d6a4f", "#1f5140", "#143a2e"]
    for i, col in enumerate(cols):
        base = 170 + i * 34
        c.fill(below(waves(c.w, base + 10, [(6, 160, i)]), 302), hexc(col))
        for x in range(-10, c.w + 14, 18 - i * 2):
            pine(c, x + rng.uniform(-5, 5), base + 14, rng.uniform(44, 70) + i * 12, hexc(col))
    for _ in range(22):
        x, y = rng.uniform(6, 204), rng.uniform(150, 290)
        halo(c, x, y, 6, hexc("#e9ff70"), 0.6)
        c.fill(circle(x, y, 1.1), hexc("#f7ffb8"))


def level_sky_islands(c, rng):
    sky(c, [hexc("#4f9cf9"), hexc("#a8d0ff"), hexc("#e8f3ff")])
    cloud(c, 40, 250, 90, hexc("#ffffff"), shade=hexc("#dcebff"), rng=rng)
    cloud(c, 170, 270, 110, hexc("#ffffff"), shade=hexc("#dcebff"), rng=rng)
    def island(x, y, w, tree=True):
        rock = Path.poly([(x - w / 2, y)] + smooth_curve([(x - w / 2, y), (x - w * 0.3, y + w * 0.35),
                                                          (x, y + w * 0.8), (x + w * 0.25, y + w * 0.4),
                                                          (x + w / 2, y)], 6))
        c.fill(rock, vgrad(y, y + w * 0.8, [hexc("#a0714f"), hexc("#5e3f2b")]))
        c.fill(to_spans(rock) & rect(x, y - 2, w, w), hexc("#000000"), 0.15)
        c.fill(rrect(x - w / 2 - 2, y - 5, w + 4, 10, 5), hexc("#6cc04a"))
        if tree:
            round_tree(c, x + w * 0.12, y + 1, w * 0.62, hexc("#3f9b3a"), hexc("#6b4a2b"), hexc("#7fd35a"))
    island(105, 140, 110)
    island(36, 80, 40, False)
    island(172, 60, 34, False)
    for i in range(3):
        bird(c, 150 + i * 10, 110 + (i % 2) * 5, 3.5, hexc("#2f5d8a"), 0.7)


def level_moonlit_bay(c, rng):
    sky(c, [hexc("#0d1b3e"), hexc("#2a3f7a"), hexc("#5c6fb0")], 190)
    stars(c, rng, 60, 180)
    moon(c, 70, 76, 30, hexc("#fdf6d8"), hexc("#2a3f7a"), phase=0.5)
    p = ridge(rng, c.w, 186, 26, 0.5, smooth=1, peaks=[(170, 24, 50)])
    c.fill(below(p, 302), hexc("#1b2a55"))
    lake(c, 188, [hexc("#3b4f8f"), hexc("#1b2a55"), hexc("#0d1b3e")], reflect=[(below(p, 300), hexc("#18244a"), 0.8)],
         shimmer=hexc("#fdf6d8"), rng=rng, count=10)
    bx, by = 132, 236
    c.fill(Path.poly([(bx - 24, by), (bx + 24, by), (bx + 16, by + 9), (bx - 17, by + 9)]), hexc("#0a1228"))
    c.fill(Path.poly([(bx - 1, by - 2), (bx - 1, by - 42), (bx - 22, by - 2)]), hexc("#0a1228"))
    c.fill(Path.poly([(bx + 2, by - 2), (bx + 2, by - 34), (bx + 17, by - 2)]), hexc("#0a1228"))


def level_volcano(c, rng):
    sky(c, [hexc("#2b0f0e"), hexc("#7a1f1a"), hexc("#e0572f")], 230)
    for x, y, w in ((120, 60, 90), (80, 34, 70), (150, 26, 60)):
        cloud(c, x, y, w, hexc("#4a2a2a"), alpha=0.9, rng=rng)
    halo(c, 105, 112, 60, hexc("#ffb347"), 0.65)
    cone = Path.poly([(-4, 260), (80, 112), (130, 112), (214, 250), (214, 302), (-4, 302)])
    c.fill(cone, vgrad(110, 300, [hexc("#4a2323"), hexc("#2a1212")]))
    c.fill(to_spans(cone) & Path.poly([(105, 112), (130, 112), (214, 250), (214, 302), (150, 302)]),
           hexc("#000000"), 0.25)
    c.fill(ellipse(105, 113, 26, 5), hexc("#ffb347"))
    lava = union(stroke(smooth_curve([(96, 114), (88, 150), (96, 190), (76, 240), (70, 302)], 8), 7),
                 stroke(smooth_curve([(116, 114), (124, 160), (142, 200), (138, 250), (156, 302)], 8), 6),
                 stroke(smooth_curve([(92, 170), (60, 210), (40, 260)], 8), 4))
    c.fill(lava, vgrad(110, 300, [hexc("#ffd166"), hexc("#ff6b35"), hexc("#d62828")]))
    for _ in range(16):
        x, y = 105 + rng.uniform(-40, 40), rng.uniform(40, 110)
        c.fill(circle(x, y, rng.uniform(1, 2.4)), hexc("#ffd166"), rng.uniform(0.6, 1))


def level_candy_hills(c, rng):
    sky(c, [hexc("#ffc2d4"), hexc("#ffe5ec"), hexc("#fff7e6")], 200)
    cloud(c, 150, 60, 70, hexc("#ffffff"), shade=hexc("#ffe0ea"), rng=rng)
    h1 = waves(c.w, 196, [(14, 220, 0.8), (4, 70, 0)])
    c.fill(below(h1, 302), hexc("#bde0fe"))
    h2 = waves(c.w, 238, [(16, 240, 2.5)])
    c.fill(below(h2, 302), hexc("#ffafcc"))
    for x, h, r, a, b in ((52, 120, 26, "#ff4d6d", "#ffffff"), (150, 100, 22, "#7b2cbf", "#ffd6ff"),
                          (104, 70, 16, "#06d6a0", "#ffffff")):
        y = ridge_y(h2 if x != 104 else h1, x) + 6
        c.fill(rrect(x - 2.5, y - h, 5, h, 2), hexc("#ffffff"))
        top = y - h
        c.fill(circle(x, top, r), hexc(a))
        for k in range(4):
            ang0 = k * math.pi / 2
            pts = [(x + r * 0.95 * (i / 20) * math.cos(ang0 + i * 0.3), top + r * 0.95 * (i / 20) * math.sin(ang0 + i * 0.3))
                   for i in range(21)]
            c.fill(stroke(pts, r * 0.16), hexc(b), 0.9)
    for _ in range(40):
        x, y = rng.uniform(4, 206), rng.uniform(240, 298)
        ang = rng.uniform(0, math.pi)
        col = rng.choice(("#ff4d6d", "#06d6a0", "#ffd166", "#7b2cbf", "#4cc9f0"))
        c.fill(stroke([(x, y), (x + 4 * math.cos(ang), y + 4 * math.sin(ang))], 1.8), hexc(col))


def level_thunder(c, rng):
    sky(c, [hexc("#1e1b3a"), hexc("#3d3a6b"), hexc("#6b6394")], 250)
    for i in range(22):
        x = rng.uniform(-10, 210)
        c.fill(stroke([(x, 90 + rng.uniform(0, 30)), (x - 10, 130 + rng.uniform(20, 140))], 0.8), hexc("#b8b5e0"), 0.35)
    bolt = Path.poly([(118, 70), (84, 150), (104, 150), (82, 232), (134, 134), (112, 134), (132, 70)])
    halo(c, 106, 150, 80, hexc("#fff3a0"), 0.55)
    c.fill(bolt, hexc("#fff59d"))
    c.fill(to_spans(bolt) & rect(105, 0, 60, 300), hexc("#ffd54f"))
    for x, y, w, col in ((40, 70, 110, "#4b4680"), (160, 60, 120, "#4b4680"), (100, 40, 140, "#5a5593"),
                         (30, 30, 90, "#5a5593"), (180, 24, 90, "#3d3a6b")):
        cloud(c, x, y, w, hexc(col), shade=darken(hexc(col), 0.2), rng=rng)
    c.fill(below(waves(c.w, 250, [(6, 200, 0.3), (3, 60, 1)]), 302), hexc("#2d2a4f"))
    c.fill(below(waves(c.w, 272, [(8, 240, 2.3)]), 302), hexc("#1e1b3a"))


def level_orbit(c, rng):
    sky(c, [hexc("#0b0b1f"), hexc("#1f1147"), hexc("#3c1a6b")])
    stars(c, rng, 90, 300)
    cx, cy, r = 105, 150, 52
    halo(c, cx, cy, 110, hexc("#9b5de5"), 0.45)
    ring_o = ellipse(cx, cy, 94, 22).rotate(-0.35, cx, cy)
    ring_i = ellipse(cx, cy, 70, 14).rotate(-0.35, cx, cy)
    ring = to_spans(ring_o) - ring_i
    back = rect(0, 0, c.w, cy).rotate(-0.35, cx, cy)
    c.fill(ring & back, hexc("#f9c6ff"), 0.85)
    planet = circle(cx, cy, r)
    c.fill(planet, rgrad(cx - 22, cy - 24, r * 1.9, [hexc("#ff8fd0"), hexc("#b065e8"), hexc("#4a2189")]))
    c.push_clip(planet)
    for k, yy in enumerate((-30, -12, 8, 26)):
        c.fill(ellipse(cx, cy + yy, r * 1.2, 4 + k).rotate(-0.35, cx, cy), hexc("#ffffff"), 0.13)
    c.pop_clip()
    c.fill(ring - back, hexc("#f9c6ff"), 0.95)
    c.fill(circle(168, 62, 11), hexc("#00bbf9"))
    c.fill(circle(172, 66, 11), hexc("#000000"), 0.2)
    c.fill(circle(40, 246, 6), hexc("#fee440"))


def level_autumn(c, rng):
    sky(c, [hexc("#f4a261"), hexc("#f8c98f"), hexc("#fde8cf")], 210)
    sun(c, 150, 64, 18, hexc("#fff3e0"), halo=hexc("#ffd8a8"), halo_r=2.6)
    h1 = waves(c.w, 200, [(10, 220, 0.5)])
    c.fill(below(h1, 302), hexc("#e9c46a"))
    palette = [hexc("#e76f51"), hexc("#f4a261"), hexc("#d62828"), hexc("#f77f00")]
    for x in (18, 60, 150, 192):
        col = rng.choice(palette)
        round_tree(c, x, ridge_y(h1, x) + 10, rng.uniform(40, 56), col, hexc("#6b3e26"), lighten(col, 0.3))
    h2 = waves(c.w, 246, [(12, 260, 2.2)])
    c.fill(below(h2, 302), hexc("#d9822b"))
    round_tree(c, 104, ridge_y(h2, 104) + 8, 110, hexc("#e76f51"), hexc("#5a321f"), hexc("#f4a261"))
    for _ in range(18):
        x, y = rng.uniform(6, 204), rng.uniform(30, 290)
        leaf = ellipse(x, y, 4, 2).rotate(rng.uniform(0, math.pi), x, y)
        c.fill(leaf, rng.choice(palette))


def level_sky_castle(c, rng):
    sky(c, [hexc("#f6c453"), hexc("#fbe3a1"), hexc("#fff8e7")])
    halo(c, 105, 110, 100, hexc("#ffffff"), 0.7)
    sparkles(c, rng, 12, hexc("#ffffff"), 140, 0.9)
    col, dark, roof = hexc("#8d6ab8"), hexc("#6a4c93"), hexc("#e05780")
    parts = [rect(58, 140, 94, 90), rect(44, 110, 24, 120), rect(142, 110, 24, 120), rect(88, 86, 34, 144)]
    for p in parts:
        c.fill(p, col)
    for x, w, y in ((44, 24, 110), (142, 24, 110), (88, 34, 86)):
        c.fill(Path.poly([(x - 4, y), (x + w + 4, y), (x + w / 2, y - w * 1.4)]), roof)
        c.fill(Path.poly([(x + w / 2, y - w * 1.4), (x + w + 4, y), (x + w / 2, y)]), darken(roof, 0.2))
        c.fill(rect(x + w / 2 - 0.6, y - w * 1.4 - 14, 1.2, 14), dark)
        c.fill(Path.poly([(x + w / 2 + 0.6, y - w * 1.4 - 14), (x + w / 2 + 11, y - w * 1.4 - 10),
                          (x + w / 2 + 0.6, y - w * 1.4 - 6)]), hexc("#ffd166"))
    for x in range(58, 152, 12):
        c.fill(rect(x, 132, 7, 8), col)
    c.fill(rrect(95, 190, 20, 40, 10, 0), dark)
    for x, y in ((50, 130), (148, 130), (99, 110), (70, 160), (132, 160)):
        c.fill(rrect(x, y, 8, 13, 4, 0), hexc("#ffe8a3"))
    for x, y, w in ((30, 236, 80), (100, 246, 130), (180, 232, 90), (60, 268, 120), (160, 276, 120)):
        cloud(c, x, y, w, hexc("#ffffff"), shade=hexc("#f3e3ff"), rng=rng)


LEVELS = [
    ("01-sunny-meadow", "Sunny Meadow", "#6dbb4f", level_meadow),
    ("02-misty-harbor", "Misty Harbor", "#5c8a9e", level_harbor),
    ("03-crystal-caves", "Crystal Caves", "#7b5cd6", level_crystal_caves),
    ("04-ember-forge", "Ember Forge", "#e4572e", level_ember_forge),
    ("05-frozen-peaks", "Frozen Peaks", "#5b8fc0", level_frozen_peaks),
    ("06-desert-mirage", "Desert Mirage", "#f4a259", level_desert),
    ("07-coral-reef", "Coral Reef", "#ff7f6e", level_coral_reef),
    ("08-whispering-woods", "Whispering Woods", "#2d6a4f", level_woods),
    ("09-sky-islands", "Sky Islands", "#4f9cf9", level_sky_islands),
    ("10-moonlit-bay", "Moonlit Bay", "#3b4f8f", level_moonlit_bay),
    ("11-volcano-rim", "Volcano Rim", "#c0392b", level_volcano),
    ("12-candy-hills", "Candy Hills", "#ff8fab", level_candy_hills),
    ("13-thunder-plains", "Thunder Plains", "#5e548e", level_thunder),
    ("14-ringed-planet", "Ringed Planet", "#9b5de5", level_orbit),
    ("15-autumn-grove", "Autumn Grove", "#e76f51", level_autumn),
    ("16-sky-castle", "Sky Castle", "#f6c453", level_sky_castle),
]


# ---------------------------------------------------------------------------
# Shop pictures: still lifes, 200 wide, heights 150-400


def cyl(x0, x1, col, light=0.28, dark=0.3):
    """Horizontal shading of a round body lit from the left."""
    return hgrad(x0, x1, [(0, darken(col, 0.05)), (0.28, lighten(col, light)), (0.62, col), (1, darken(col, dark))])


def studio(c, rng, bg, floor=None, floor_y=None, shape="arch"):
    """Soft backdrop: gradient wall, a decorative shape behind, a table top."""
    floor_y = floor_y or c.h * 0.78
    c.paint_all(vgrad(0, c.h, [lighten(bg, 0.45), lighten(bg, 0.15)]))
    deco = lighten(bg, 0.55)
    if shape == "arch":
        w = c.w * 0.62
        c.fill(rrect(c.w / 2 - w / 2, c.h * 0.14, w, floor_y, w / 2, 0), deco, 0.7)
    elif shape == "circle":
        r = min(c.w, c.h) * 0.36
        c.fill(circle(c.w / 2, floor_y - r * 1.05, r), deco, 0.7)
    elif shape == "dots":
        for _ in range(10):
            c.fill(circle(rng.uniform(0, c.w), rng.uniform(0, floor_y), rng.uniform(4, 14)), deco, 0.6)
    floor = floor or darken(bg, 0.05)
    c.fill(rect(0, floor_y, c.w, c.h), vgrad(floor_y, c.h, [lighten(floor, 0.1), floor]))
    c.fill(rect(0, floor_y, c.w, 1.2), lighten(floor, 0.45), 0.8)
    return floor_y


def shadow(c, x, y, rx, ry=None, a=0.28):
    ry = ry or rx * 0.18
    c.fill(ellipse(x, y, rx, ry), rgrad(x, y, rx, [rgba((40, 30, 40), a), rgba((40, 30, 40), a * 0.6), rgba((40, 30, 40), 0)], ry))


def leaf(x, y, length, width, ang):
    pts = smooth_curve([(0, 0), (length * 0.35, -width / 2), (length, 0), (length * 0.35, width / 2)], 6, closed=True)
    return Path.poly(pts).rotate(ang).translate(x, y)


def shop_vase(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="arch")
    cx = c.w / 2
    top = fy - c.h * 0.42
    shadow(c, cx + 6, fy, 48)
    for k in range(5):
        ang = -math.pi / 2 + (k - 2) * 0.32 + rng.uniform(-0.1, 0.1)
        L = c.h * rng.uniform(0.26, 0.36)
        x2, y2 = cx + math.cos(ang) * L, top + math.sin(ang) * L
        c.fill(stroke(smooth_curve([(cx, top + 10), (cx + math.cos(ang) * L * 0.5 + 4, top + math.sin(ang) * L * 0.5),
                                    (x2, y2)], 6), 1.6), p["stem"])
        for t in (0.45, 0.65, 0.85):
            lx, ly = cx + math.cos(ang) * L * t, top + math.sin(ang) * L * t
            for s in (-1, 1):
                c.fill(leaf(lx, ly, 14, 7, ang + s * 0.9), p["leaf"])
        if "bloom" in p:
            c.fill(circle(x2, y2, 6), p["bloom"])
            c.fill(circle(x2 - 1.5, y2 - 1.5, 2.4), lighten(p["bloom"], 0.5))
    hgt = fy - top
    body = lathe(cx, [(11, top), (9, top + hgt * 0.12), (15, top + hgt * 0.3), (40, top + hgt * 0.62),
                      (36, top + hgt * 0.9), (24, fy)])
    c.fill(body, cyl(cx - 40, cx + 40, p["main"]))
    c.fill(ellipse(cx, top + 1, 11, 3), darken(p["main"], 0.45))
    c.push_clip(body)
    c.fill(rect(0, top + hgt * 0.55, c.w, 5), p["accent"], 0.85)
    c.fill(rect(0, top + hgt * 0.62, c.w, 2), p["accent"], 0.85)
    c.pop_clip()


def shop_mug(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="circle")
    cx = c.w / 2 - 8
    w, h = 78, 72
    shadow(c, cx + 10, fy, 60)
    handle = to_spans(ellipse(cx + w / 2 + 4, fy - h * 0.52, 20, 22)) - ellipse(cx + w / 2 + 4, fy - h * 0.52, 12, 14)
    c.fill(handle, darken(p["main"], 0.12))
    body = rrect(cx - w / 2, fy - h, w, h, 4, 16)
    c.fill(body, cyl(cx - w / 2, cx + w / 2, p["main"]))
    c.fill(ellipse(cx, fy - h, w / 2, 8), darken(p["main"], 0.25))
    c.fill(ellipse(cx, fy - h + 1.5, w / 2 - 4, 6), p.get("drink", hexc("#6f4e37")))
    c.fill(ellipse(cx - 6, fy - h + 1, 12, 3), lighten(p.get("drink", hexc("#6f4e37")), 0.5), 0.8)
    if "accent" in p:
        c.push_clip(body)
        c.fill(circle(cx, fy - h * 0.45, 14), p["accent"])
        c.pop_clip()
    for k in range(3):
        x = cx - 14 + k * 14
        pts = smooth_curve([(x + 3 * math.sin(t * 0.9 + k * 1.7), fy - h - 10 - t * 5) for t in range(6)], 4)
        c.fill(stroke(pts, 2.2), (255, 255, 255), 0.55)


def shop_lamp(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="dots")
    cx = c.w / 2 + 10
    shadow(c, cx, fy, 46)
    top = fy - c.h * 0.6
    halo(c, cx - 18, top + 62, 70, hexc("#fff4c2"), 0.7)
    c.fill(ellipse(cx, fy - 4, 34, 7), darken(p["metal"], 0.2))
    c.fill(rrect(cx - 34, fy - 10, 68, 8, 4), cyl(cx - 34, cx + 34, p["metal"]))
    elbow = (cx + 26, top + 60)
    c.fill(stroke([(cx, fy - 8), elbow, (cx - 16, top + 14)], 4), p["metal"])
    c.fill(circle(*elbow, 5), darken(p["metal"], 0.2))
    shade = Path.poly([(cx - 30, top + 6), (cx - 4, top + 22), (cx - 42, top + 78), (cx - 80, top + 52)])
    c.fill(Path.poly([(cx - 42, top + 78), (cx - 80, top + 52), (cx - 170, top + 250), (cx + 30, top + 250)]),
           vgrad(top + 60, top + 250, [rgba(hexc("#fff4c2"), 0.45), rgba(hexc("#fff4c2"), 0)]))
    c.fill(ellipse(cx - 61, top + 65, 23, 9).rotate(0.6, cx - 61, top + 65), hexc("#fff7d6"))
    c.fill(shade, hgrad(cx - 80, cx, [lighten(p["main"], 0.2), p["main"], darken(p["main"], 0.25)]))


def shop_bag(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="arch")
    cx, w, h = c.w / 2, 110, 104
    shadow(c, cx + 4, fy, 70)
    handle = stroke(smooth_curve([(cx - 28, fy - h + 4), (cx - 22, fy - h - 44), (cx + 22, fy - h - 44),
                                  (cx + 28, fy - h + 4)], 8), 6)
    c.fill(handle, darken(p["main"], 0.3))
    body = Path.poly([(cx - w / 2 + 6, fy - h), (cx + w / 2 - 6, fy - h), (cx + w / 2, fy), (cx - w / 2, fy)])
    c.fill(body, hgrad(cx - w / 2, cx + w / 2, [lighten(p["main"], 0.15), p["main"], darken(p["main"], 0.15)]))
    c.fill(rect(cx - w / 2, fy - h, w, 10), darken(p["main"], 0.12))
    c.fill(rrect(cx - 22, fy - h * 0.62, 44, 36, 4), p["accent"])
    c.fill(circle(cx, fy - h * 0.62 + 18, 6), lighten(p["accent"], 0.5))
    for x in (cx - 28, cx + 28):
        c.fill(rect(x - 3, fy - h - 2, 6, 10), darken(p["main"], 0.4))


def shop_bottle(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="circle")
    cx = c.w / 2
    top = fy - c.h * 0.62
    hgt = fy - top
    shadow(c, cx + 6, fy, 40)
    body = lathe(cx, [(8, top + 14), (8, top + hgt * 0.22), (12, top + hgt * 0.3), (28, top + hgt * 0.42),
                      (30, top + hgt * 0.6), (30, fy - 6), (27, fy)])
    c.fill(body, cyl(cx - 30, cx + 30, p["main"], 0.35, 0.35))
    c.fill(rrect(cx - 9, top, 18, 18, 3), p["cap"])
    c.push_clip(body)
    c.fill(rect(0, top + hgt * 0.5, c.w, hgt * 0.28), p["label"])
    c.fill(rect(0, top + hgt * 0.5 + 4, c.w, 2), p["accent"])
    c.fill(rect(0, top + hgt * 0.78 - 6, c.w, 2), p["accent"])
    c.fill(circle(cx, top + hgt * 0.64, 9), p["accent"])
    c.fill(rect(cx - 22, 0, 6, c.h), (255, 255, 255), 0.3)
    c.pop_clip()


def shop_teapot(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="circle")
    cx = c.w / 2
    r = 44
    cy = fy - r * 0.95
    shadow(c, cx + 4, fy, 64)
    c.fill(stroke(smooth_curve([(cx + r * 0.8, cy - 20), (cx + r * 1.45, cy - 14), (cx + r * 1.4, cy + 16),
                                (cx + r * 0.75, cy + 22)], 8), 7), darken(p["main"], 0.15))
    spout = Path.poly([(cx - r * 0.7, cy + 8), (cx - r * 0.85, cy - 14), (cx - r * 1.55, cy - 32),
                       (cx - r * 1.6, cy - 27), (cx - r * 1.2, cy + 2), (cx - r * 0.7, cy + 24)])
    c.fill(spout, hgrad(cx - r * 1.6, cx - r * 0.6, [lighten(p["main"], 0.2), p["main"]]))
    body = ellipse(cx, cy, r * 1.02, r * 0.92)
    c.fill(body, rgrad(cx - 16, cy - 16, r * 1.7, [lighten(p["main"], 0.35), p["main"], darken(p["main"], 0.3)]))
    c.fill(rrect(cx - 22, fy - 8, 44, 8, 3), darken(p["main"], 0.25))
    c.push_clip(body)
    c.fill(rect(0, cy - 2, c.w, 6), p["accent"])
    c.pop_clip()
    c.fill(ellipse(cx, cy - r * 0.86, 24, 7), darken(p["main"], 0.15))
    c.fill(ellipse(cx, cy - r * 0.9 - 6, 6, 5), p["accent"])


def shop_plant(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="arch")
    cx = c.w / 2
    shadow(c, cx + 4, fy, 44)
    pot_h = c.h * 0.2
    base_y = fy - pot_h
    for k in range(9):
        ang = -math.pi / 2 + (k - 4) * 0.28 + rng.uniform(-0.08, 0.08)
        L = c.h * rng.uniform(0.25, 0.42)
        col = mix(p["leaf"], darken(p["leaf"], 0.3), rng.random())
        ex, ey = cx + math.cos(ang) * L * 0.55, base_y + math.sin(ang) * L * 0.55
        c.fill(stroke([(cx, base_y), (ex, ey)], 2), darken(p["leaf"], 0.3))
        c.fill(leaf(ex, ey, L * 0.6, L * 0.28, ang), col)
        c.fill(stroke([(ex, ey), (ex + math.cos(ang) * L * 0.5, ey + math.sin(ang) * L * 0.5)], 0.9),
               lighten(col, 0.3), 0.8)
    pot = Path.poly([(cx - 38, base_y), (cx + 38, base_y), (cx + 28, fy), (cx - 28, fy)])
    c.fill(pot, cyl(cx - 38, cx + 38, p["main"], 0.2, 0.25))
    c.fill(rrect(cx - 42, base_y - 4, 84, 12, 3), cyl(cx - 42, cx + 42, darken(p["main"], 0.05), 0.2, 0.25))


def shop_headphones(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="circle")
    cx = c.w / 2
    cy = fy - 56
    shadow(c, cx, fy, 74)
    band = stroke(arc_points(cx, cy, 56, 62, math.pi * 1.03, math.pi * 1.97, 30), 9)
    c.fill(band, darken(p["main"], 0.2))
    c.fill(stroke(arc_points(cx, cy, 56, 62, math.pi * 1.2, math.pi * 1.8, 20), 3), lighten(p["main"], 0.3), 0.6)
    for s in (-1, 1):
        x = cx + s * 56
        c.fill(rrect(x - 13, cy - 8, 26, 62, 12), cyl(x - 13, x + 13, p["main"]))
        c.fill(rrect(x - s * 14 - 5, cy - 2, 10, 50, 5), p["accent"])


def shop_watch(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="arch")
    cx = c.w / 2
    cy = fy + 4 - c.h * 0.33
    shadow(c, cx, fy, 40)
    s0, s1 = cy - c.h * 0.33, cy + c.h * 0.33 - 6
    c.fill(rrect(cx - 20, s0, 40, s1 - s0, 10), vgrad(s0, s1, [p["strap"], darken(p["strap"], 0.2)]))
    y = cy + 52
    while y < s1 - 10:
        c.fill(circle(cx, y, 1.8), darken(p["strap"], 0.45))
        y += 10
    c.fill(circle(cx, cy, 40), cyl(cx - 40, cx + 40, p["metal"]))
    c.fill(circle(cx + 42, cy, 5), p["metal"])
    c.fill(circle(cx, cy, 33), rgrad(cx - 8, cy - 10, 46, [lighten(p["face"], 0.2), p["face"]]))
    for k in range(12):
        a = k * math.pi / 6
        r0 = 26 if k % 3 else 23
        c.fill(stroke([(cx + math.cos(a) * r0, cy + math.sin(a) * r0), (cx + math.cos(a) * 29, cy + math.sin(a) * 29)],
                      1.6 if k % 3 else 2.4), p["hands"])
    c.fill(stroke([(cx, cy), (cx + 14, cy - 10)], 2.6), p["hands"])
    c.fill(stroke([(cx, cy), (cx - 6, cy - 24)], 1.8), p["hands"])
    c.fill(stroke([(cx - 4, cy + 8), (cx + 10, cy - 22)], 0.8), p["accent"])
    c.fill(circle(cx, cy, 2.6), p["accent"])


def shop_candle(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="circle")
    cx = c.w / 2
    w, h = 72, 82
    shadow(c, cx + 6, fy, 52)
    top = fy - h
    halo(c, cx, top - 22, 60, hexc("#ffe8a3"), 0.6)
    c.fill(rrect(cx - w / 2, top, w, h, 6, 10), cyl(cx - w / 2, cx + w / 2, p["glass"], 0.25, 0.2))
    c.fill(rrect(cx - w / 2 + 4, top + 14, w - 8, h - 18, 4, 8), cyl(cx - w / 2, cx + w / 2, p["wax"], 0.15, 0.15))
    c.fill(ellipse(cx, top + 14, w / 2 - 4, 6), lighten(p["wax"], 0.2))
    c.fill(rect(cx - 0.8, top, 1.6, 12), (60, 45, 40))
    flame = Path.poly(smooth_curve([(cx, top - 30), (cx + 7, top - 10), (cx, top + 2), (cx - 7, top - 10)], 6, closed=True))
    c.fill(flame, vgrad(top - 30, top + 2, [hexc("#ffd166"), hexc("#ff9f1c"), hexc("#fff3c4")]))
    c.fill(rrect(cx - w / 2 + 10, top + 36, w - 20, 26, 3), p["label"])
    c.fill(rect(cx - 14, top + 47, 28, 2), darken(p["label"], 0.35))
    c.fill(rect(cx - w / 2 + 8, top + 4, 6, h - 12), (255, 255, 255), 0.35)


def shop_backpack(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="arch")
    cx = c.w / 2
    w, h = 108, c.h * 0.58
    top = fy - h
    shadow(c, cx + 4, fy, 64)
    c.fill(stroke(smooth_curve([(cx - 18, top + 8), (cx, top - 16), (cx + 18, top + 8)], 6), 5), darken(p["main"], 0.35))
    c.fill(rrect(cx - w / 2, top, w, h, 34, 14), cyl(cx - w / 2, cx + w / 2, p["main"], 0.15, 0.2))
    c.fill(rrect(cx - w / 2 + 16, top + h * 0.5, w - 32, h * 0.42, 10), darken(p["main"], 0.1))
    c.fill(rect(cx - w / 2 + 16, top + h * 0.5 + 10, w - 32, 2.5), p["accent"])
    c.fill(stroke(arc_points(cx, top + 40, w / 2 - 14, 30, math.pi * 1.08, math.pi * 1.92, 16), 2.5), p["accent"])
    c.fill(rrect(cx - 6, top + h * 0.5 + 14, 12, 18, 3), p["accent"])
    for s in (-1, 1):
        c.fill(rrect(cx + s * (w / 2 - 4) - 6, top + h * 0.45, 12, h * 0.4, 5), darken(p["main"], 0.22))


def shop_sunglasses(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="dots", floor_y=c.h * 0.8)
    cx, cy = c.w / 2, fy - 40
    shadow(c, cx, fy, 80, 6)
    for s in (-1, 1):
        x = cx + s * 38
        lens = rrect(x - 32, cy - 22, 64, 48, 20)
        c.fill(lens, p["frame"])
        inner = rrect(x - 27, cy - 17, 54, 38, 16)
        c.fill(inner, vgrad(cy - 17, cy + 21, [p["lens"], darken(p["lens"], 0.45)]))
        c.push_clip(inner)
        c.fill(Path.poly([(x - 20, cy - 20), (x - 8, cy - 20), (x - 26, cy + 24), (x - 38, cy + 24)]), (255, 255, 255), 0.25)
        c.pop_clip()
    c.fill(stroke(smooth_curve([(cx - 8, cy - 6), (cx, cy - 12), (cx + 8, cy - 6)], 6), 4), p["frame"])


def shop_camera(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="circle")
    cx = c.w / 2
    w, h = 136, 78
    top = fy - h
    shadow(c, cx, fy, 80)
    c.fill(rrect(cx - 46, top - 12, 34, 16, 4), darken(p["main"], 0.3))
    c.fill(rrect(cx + 30, top - 8, 18, 10, 3), p["metal"])
    c.fill(rrect(cx - w / 2, top, w, h, 12), vgrad(top, fy, [p["metal"], darken(p["metal"], 0.15)]))
    c.fill(rect(cx - w / 2, top + 18, w, h - 30), p["main"])
    c.fill(circle(cx, top + h * 0.52, 32), darken(p["metal"], 0.35))
    c.fill(circle(cx, top + h * 0.52, 26), rgrad(cx - 6, top + h * 0.52 - 8, 34, [hexc("#4a6fa5"), hexc("#13203a")]))
    c.fill(circle(cx, top + h * 0.52, 12), hexc("#0b1220"))
    c.fill(circle(cx - 9, top + h * 0.52 - 9, 5), (255, 255, 255), 0.55)
    c.fill(rrect(cx + 40, top + 6, 20, 10, 3), hexc("#fff7d6"))


def shop_books(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="arch")
    cx = c.w / 2
    y = fy
    shadow(c, cx, fy, 74)
    for k, col in enumerate(p["covers"]):
        bh = rng.uniform(16, 24)
        w = rng.uniform(110, 136)
        x = cx - w / 2 + rng.uniform(-8, 8)
        y -= bh
        c.fill(rrect(x, y, w, bh, 3), col)
        c.fill(rect(x + 6, y + 3, w - 10, bh - 6), (250, 246, 236))
        for j in range(2, int(bh) - 4, 3):
            c.fill(rect(x + 6, y + j + 1, w - 12, 0.6), (210, 200, 185), 0.7)
        c.fill(rrect(x, y, 12, bh, 3), darken(col, 0.1))
        c.fill(rect(x + 3, y + bh / 2 - 1, 6, 2), p["accent"])
    c.fill(stroke([(cx + 18, y), (cx + 18, y - 26)], 3), hexc("#6b4a2b"))
    c.fill(leaf(cx + 18, y - 20, 22, 11, -0.6), hexc("#52b788"))
    c.fill(leaf(cx + 18, y - 12, 20, 10, -2.4), hexc("#40916c"))
    c.fill(rrect(cx + 6, y - 4, 24, 4, 2), hexc("#b08968"))


def shop_perfume(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="arch")
    cx = c.w / 2
    w, h = 74, 84
    top = fy - h
    shadow(c, cx + 4, fy, 52)
    c.fill(rrect(cx - 11, top - 18, 22, 20, 3), p["metal"])
    c.fill(rrect(cx - 20, top - 56, 40, 40, 8), cyl(cx - 20, cx + 20, p["cap"], 0.3, 0.3))
    body = rrect(cx - w / 2, top, w, h, 14)
    c.fill(body, hgrad(cx - w / 2, cx + w / 2, [lighten(p["main"], 0.45), p["main"], darken(p["main"], 0.2)]), 0.92)
    c.fill(rrect(cx - w / 2 + 8, top + 18, w - 16, h - 26, 8), darken(p["main"], 0.18), 0.6)
    c.fill(rrect(cx - 22, top + 34, 44, 22, 3), (255, 255, 255), 0.85)
    c.fill(rect(cx - 14, top + 44, 28, 2), darken(p["main"], 0.4))
    c.fill(rect(cx - w / 2 + 6, top + 6, 5, h - 12), (255, 255, 255), 0.4)


def shop_clock(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="dots")
    cx = c.w / 2
    r = 46
    cy = fy - r - 12
    shadow(c, cx, fy, 60)
    for s in (-1, 1):
        c.fill(stroke([(cx + s * 26, cy + 30), (cx + s * 36, fy - 2)], 4), darken(p["main"], 0.3))
        c.fill(ellipse(cx + s * 34, cy - r * 0.82, 18, 14).rotate(s * 0.6, cx + s * 34, cy - r * 0.82), p["metal"])
    c.fill(stroke([(cx - 30, cy - r - 6), (cx, cy - r - 14), (cx + 30, cy - r - 6)], 3), p["metal"])
    c.fill(circle(cx, cy, r), cyl(cx - r, cx + r, p["main"]))
    c.fill(circle(cx, cy, r - 7), (252, 250, 244))
    for k in range(12):
        a = k * math.pi / 6
        c.fill(circle(cx + math.cos(a) * (r - 14), cy + math.sin(a) * (r - 14), 1.8 if k % 3 else 2.8), (60, 60, 70))
    c.fill(stroke([(cx, cy), (cx + 18, cy + 8)], 3), (50, 50, 60))
    c.fill(stroke([(cx, cy), (cx - 4, cy - 28)], 2), (50, 50, 60))
    c.fill(circle(cx, cy, 3), p["accent"])


def shop_fruit(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="circle")
    cx = c.w / 2
    shadow(c, cx, fy, 76)
    bowl_top = fy - 40
    for x, y, r, col in ((cx - 30, bowl_top - 8, 20, hexc("#f4a261")), (cx + 28, bowl_top - 6, 19, hexc("#e63946")),
                         (cx, bowl_top - 22, 21, hexc("#ffb703")), (cx - 4, bowl_top - 2, 17, hexc("#90be6d"))):
        c.fill(circle(x, y, r), rgrad(x - r * 0.35, y - r * 0.35, r * 1.5, [lighten(col, 0.35), col, darken(col, 0.25)]))
        c.fill(stroke([(x, y - r + 2), (x + 2, y - r - 6)], 2), hexc("#6b4a2b"))
    bowl = Path.poly(arc_points(cx, bowl_top, 70, 40, 0, math.pi, 32))
    c.fill(bowl, cyl(cx - 70, cx + 70, p["main"]))
    c.fill(ellipse(cx, bowl_top, 70, 5), lighten(p["main"], 0.3))
    c.push_clip(bowl)
    c.fill(rect(0, bowl_top + 14, c.w, 4), p["accent"])
    c.pop_clip()


def shop_hat(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="dots", floor_y=c.h * 0.8)
    cx = c.w / 2
    shadow(c, cx, fy, 84, 8)
    c.fill(ellipse(cx, fy - 14, 86, 16), cyl(cx - 86, cx + 86, darken(p["main"], 0.05), 0.2, 0.3))
    crown = Path.poly(smooth_curve([(cx - 46, fy - 16), (cx - 44, fy - 60), (cx - 20, fy - 78), (cx + 20, fy - 78),
                                    (cx + 44, fy - 60), (cx + 46, fy - 16)], 6))
    c.fill(crown, cyl(cx - 46, cx + 46, p["main"]))
    c.push_clip(crown)
    c.fill(rect(0, fy - 34, c.w, 14), p["accent"])
    c.pop_clip()
    c.fill(leaf(cx + 30, fy - 28, 26, 10, -0.9), p.get("feather", hexc("#2a9d8f")))


def shop_glass(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="arch")
    cx = c.w / 2
    top = fy - c.h * 0.58
    shadow(c, cx, fy, 40)
    bowl = lathe(cx, [(34, top), (36, top + 40), (26, top + 74), (3, top + 88)])
    c.fill(bowl, (255, 255, 255), 0.35)
    c.push_clip(bowl)
    c.fill(rect(0, top + 36, c.w, 80), cyl(cx - 36, cx + 36, p["drink"], 0.3, 0.3))
    c.fill(ellipse(cx, top + 36, 36, 5), lighten(p["drink"], 0.3))
    c.fill(rect(cx - 24, top, 5, 80), (255, 255, 255), 0.45)
    c.pop_clip()
    c.fill(ellipse(cx, top, 34, 5), (255, 255, 255), 0.35)
    c.fill(rect(cx - 2.5, top + 86, 5, fy - top - 90), (255, 255, 255), 0.65)
    c.fill(ellipse(cx, fy - 3, 30, 5), (255, 255, 255), 0.7)
    for k in range(3):
        c.fill(circle(cx - 10 + k * 9, top + 56 - k * 6, 1.4), (255, 255, 255), 0.6)


def shop_speaker(c, rng, p):
    fy = studio(c, rng, p["bg"], shape="arch")
    cx = c.w / 2
    w, h = 90, c.h * 0.56
    top = fy - h
    shadow(c, cx + 4, fy, 56)
    c.fill(rrect(cx - w / 2, top, w, h, 12), cyl(cx - w / 2, cx + w / 2, p["main"], 0.15, 0.25))
    for y, r in ((top + h * 0.3, 20), (top + h * 0.7, 30)):
        c.fill(circle(cx, y, r + 4), darken(p["main"], 0.25))
        c.fill(circle(cx, y, r), rgrad(cx - 5, y - 5, r * 1.4, [lighten(p["cone"], 0.3), p["cone"], darken(p["cone"], 0.4)]))
        c.fill(circle(cx, y, r * 0.3), darken(p["cone"], 0.3))
    c.fill(circle(cx + w / 2 - 12, top + 12, 3), p["accent"])


def pal(bg, **kw):
    d = {"bg": hexc(bg)}
    for k, v in kw.items():
        d[k] = [hexc(x) for x in v] if isinstance(v, list) else hexc(v)
    return d


# (file, title, drawing, height, palette)
SHOP = [
    ("vase-terracotta", "Terracotta Vase", shop_vase, 340,
     pal("#f3d9c6", main="#c8643b", accent="#f2e3d5", stem="#6b8f5e", leaf="#7fae6e", bloom="#f28482")),
    ("vase-sage", "Sage Bud Vase", shop_vase, 300,
     pal("#dfe8dc", main="#8aa989", accent="#f6f1e7", stem="#5d7e55", leaf="#a3c293")),
    ("vase-cobalt", "Cobalt Vase", shop_vase, 380,
     pal("#d9e4f5", main="#2f5aa8", accent="#f0c05a", stem="#5d7e55", leaf="#79a86a", bloom="#ffd166")),
    ("mug-mint", "Mint Mug", shop_mug, 180, pal("#d8f3ec", main="#5fc4a8", accent="#ffffff")),
    ("mug-coral", "Coral Mug", shop_mug, 200, pal("#fde2d6", main="#ef6f5e", drink="#8b5a3c")),
    ("mug-night", "Midnight Mug", shop_mug, 170, pal("#e1e4f2", main="#2f3b69", accent="#ffd166")),
    ("lamp-brass", "Brass Desk Lamp", shop_lamp, 320, pal("#ece3d8", main="#c79a3b", metal="#8a6d3b")),
    ("lamp-teal", "Teal Task Lamp", shop_lamp, 360, pal("#dce9ec", main="#227c7a", metal="#3d4f58")),
    ("tote-canvas", "Canvas Tote", shop_bag, 240, pal("#efe6d8", main="#d9c3a0", accent="#c8643b")),
    ("tote-berry", "Berry Tote", shop_bag, 260, pal("#f5dde6", main="#b83b6b", accent="#ffd6e4")),
    ("bottle-amber", "Amber Bottle", shop_bottle, 360,
     pal("#f6e7cf", main="#c47a1d", cap="#3d2b1f", label="#fff6e5", accent="#c8643b")),
    ("bottle-green", "Olive Oil", shop_bottle, 400,
     pal("#e6eedb", main="#5c7f2e", cap="#c9a227", label="#fbf6e9", accent="#5c7f2e")),
    ("teapot-cream", "Cream Teapot", shop_teapot, 200, pal("#e6efe9", main="#f2ead8", accent="#4f9d8c")),
    ("teapot-indigo", "Indigo Teapot", shop_teapot, 220, pal("#e3e6f5", main="#3c4f9c", accent="#f2c14e")),
    ("plant-fern", "Potted Fern", shop_plant, 300, pal("#e9f1e4", main="#e9e3d6", leaf="#4c9a5b")),
    ("plant-snake", "Snake Plant", shop_plant, 340, pal("#f4e8dc", main="#c8643b", leaf="#3a7d44")),
    ("headphones-sand", "Studio Headphones", shop_headphones, 200, pal("#ede6dd", main="#d5c4a8", accent="#5b4b3a")),
    ("headphones-red", "Red Headphones", shop_headphones, 210, pal("#f6dede", main="#d63c3c", accent="#2b2d42")),
    ("watch-leather", "Field Watch", shop_watch, 280,
     pal("#efe4d6", strap="#8b5a3c", metal="#c0c0c8", face="#1f2a44", hands="#f4f1de", accent="#e76f51")),
    ("watch-mint", "Mint Watch", shop_watch, 260,
     pal("#dff2ee", strap="#7fc8b8", metal="#e8d3a3", face="#fdfbf5", hands="#2b2d42", accent="#e63946")),
    ("candle-fig", "Fig Candle", shop_candle, 230, pal("#f0e2ea", glass="#b9a3c9", wax="#f7efe6", label="#6d4b7a")),
    ("candle-amber", "Amber Candle", shop_candle, 250, pal("#f6ead6", glass="#d99a4e", wax="#fbf3e4", label="#2b2d42")),
    ("backpack-olive", "Trail Backpack", shop_backpack, 300, pal("#e8ebdc", main="#6b7f3a", accent="#f4a261")),
    ("backpack-sky", "City Backpack", shop_backpack, 280, pal("#dcebf7", main="#3a86c8", accent="#ffd166")),
    ("sunglasses-tortoise", "Tortoise Shades", shop_sunglasses, 150, pal("#f6e6d3", frame="#7a4a2a", lens="#3b5a6b")),
    ("sunglasses-pink", "Pink Shades", shop_sunglasses, 160, pal("#fde3ec", frame="#ef476f", lens="#7b2cbf")),
    ("camera-retro", "Retro Camera", shop_camera, 170, pal("#e8e4dc", main="#2b2d42", metal="#d8d8dc")),
    ("camera-mint", "Instant Camera", shop_camera, 180, pal("#e0f4ef", main="#5fc4a8", metal="#f4f4f0")),
    ("books-stack", "Book Stack", shop_books, 240,
     pal("#efe9e1", covers=["#264653", "#2a9d8f", "#e9c46a", "#e76f51"], accent="#f4f1de")),
    ("perfume-rose", "Rose Perfume", shop_perfume, 260, pal("#fbe4e4", main="#f4978e", cap="#d4a373", metal="#b08968")),
    ("perfume-ocean", "Ocean Perfume", shop_perfume, 240, pal("#dcf0f5", main="#4cc9f0", cap="#1d3557", metal="#a8dadc")),
    ("clock-yellow", "Alarm Clock", shop_clock, 230, pal("#fbf0d0", main="#f4c430", metal="#c0c0c8", accent="#e63946")),
    ("fruit-bowl", "Fruit Bowl", shop_fruit, 170, pal("#e8f0e0", main="#f2ead8", accent="#4f9d8c")),
    ("hat-straw", "Straw Hat", shop_hat, 160, pal("#e0eef5", main="#e9c46a", accent="#264653", feather="#e76f51")),
    ("glass-wine", "Wine Glass", shop_glass, 330, pal("#efe0e4", drink="#8e1b3a")),
    ("speaker-walnut", "Walnut Speaker", shop_speaker, 280, pal("#ece4da", main="#7a5230", cone="#3a3a40", accent="#7cf7d4")),
]


# ---------------------------------------------------------------------------
# Driver


def seed_of(name):
    return zlib.crc32(name.encode("utf-8"))


# Every picture is saved at twice the largest size it is shown at in the
# app's default window (a 960 x 640 canvas; at scale 2 one picture pixel per
# device pixel): level cards are 280 x 400, stack cards 250 x 400, waterfall
# and grid cells up to 460 wide. Where the App Store screen shows a picture
# much wider than its shape (the hero shelf's 928 x 220, the Editors' Choice
# shelf's 650 x 200, the Top Games rows' 789 x 64), it gets a wide crop of its
# own, drawn at that size, instead of a small centre being blown up.

SCALE = 2
SHOP_SCALE = 5
HERO = (960, 220)
SHELF = (660, 200)
ROW = (800, 64)
TODAY_HERO = ["01-sunny-meadow", "02-misty-harbor", "03-crystal-caves",
              "04-ember-forge", "05-frozen-peaks", "06-desert-mirage"]
TODAY_SHELF = ["silver-lake", "dune-sea", "moonlit-valley", "aurora-fjord",
               "coral-coast", "autumn-valley", "glacier-pass", "ember-peaks"]
TODAY_ROWS = ["01-sunny-meadow", "02-misty-harbor", "07-coral-reef", "08-whispering-woods",
              "09-sky-islands", "10-moonlit-bay", "11-volcano-rim", "12-candy-hills",
              "13-thunder-plains", "14-ringed-planet", "15-autumn-grove", "16-sky-castle"]


def band(w, h, shown, centre=0.55):
    """The window of a w x h drawing that a picture of `shown` shape crops."""
    bh = w * shown[1] / float(shown[0])
    y = min(max(h * centre - bh / 2, 0), h - bh)
    return (0, y, w, bh)


def jobs():
    """(file, drawing w, h, draw function, pixels, window, seed's file)."""
    for name, _title, fn, h, p in SHOP:
        rel = "shop/%s.png" % name
        yield rel, 200, h, (lambda c, rng, fn=fn, p=p: fn(c, rng, p)), (200 * SHOP_SCALE, h * SHOP_SCALE), None, rel
    for name, _title, fn in PHOTOS:
        rel = "stack/%s.png" % name
        yield rel, 250, 400, fn, (250 * SCALE, 400 * SCALE), None, rel
        if name in TODAY_SHELF:
            yield ("today/shelf-%s.png" % name, 250, 400, fn, (SHELF[0] * SCALE, SHELF[1] * SCALE),
                   band(250, 400, SHELF), rel)
    for name, _title, _col, fn in LEVELS:
        rel = "levels/%s.png" % name
        yield rel, 210, 300, fn, (280 * SCALE, 400 * SCALE), None, rel
        if name in TODAY_HERO:
            yield ("today/hero-%s.png" % name, 210, 300, fn, (HERO[0] * SCALE, HERO[1] * SCALE),
                   band(210, 300, HERO, centre=0.66), rel)
        if name in TODAY_ROWS:
            yield ("today/row-%s.png" % name, 210, 300, fn, (ROW[0] * SCALE, ROW[1] * SCALE),
                   band(210, 300, ROW), rel)


def render(out_dir):
    total = 0
    count = 0
    for rel, w, h, fn, pixels, window, seed in jobs():
        c = Canvas(w, h, pixels=pixels, window=window)
        fn(c, random.Random(seed_of(seed)))
        n = c.save(os.path.join(out_dir, rel))
        total += n
        count += 1
        print("wrote %-36s %4dx%-4d %7d bytes" % (rel, c.pw, c.ph, n))
    print("%d pictures, %.1f KB in %s" % (count, total / 1024.0, out_dir))


def check(datasets_dir):
    """Validates every dataset: JSON shape, field types, pictures and ratios."""
    problems = []
    used = set()
    color_ok = lambda s: isinstance(s, str) and len(s) == 7 and s[0] == "#" and all(
        ch in "0123456789abcdefABCDEF" for ch in s[1:])
    names = sorted(f for f in os.listdir(datasets_dir) if f.endswith(".json"))
    for fname in names:
        path = os.path.join(datasets_dir, fname)
        try:
            with open(path, encoding="utf-8") as f:
                root = json.load(f)
        except (OSError, ValueError) as e:
            problems.append("%s: %s" % (fname, e))
            continue
        if isinstance(root, list):
            sections = [(None, root)]
        elif isinstance(root, dict) and isinstance(root.get("sections"), list):
            sections = []
            for s, sec in enumerate(root["sections"]):
                if not isinstance(sec, dict) or not isinstance(sec.get("items"), list):
                    problems.append("%s: section %d: expected an object with an items array" % (fname, s))
                    continue
                if "title" in sec and not isinstance(sec["title"], str):
                    problems.append("%s: section %d: title must be a string" % (fname, s))
                sections.append((s, sec["items"]))
        else:
            problems.append("%s: expected an array of items or an object with sections" % fname)
            continue
        items = 0
        for s, entries in sections:
            for i, item in enumerate(entries):
                items += 1
                where = "%s: %sitem %d" % (fname, "" if s is None else "section %d, " % s, i)
                if not isinstance(item, dict):
                    problems.append(where + ": expected an object")
                    continue
                for key in ("title", "subtitle", "price", "img"):
                    if key in item and not isinstance(item[key], str):
                        problems.append(where + ": %s must be a string" % key)
                if "color" in item and not color_ok(item["color"]):
                    problems.append(where + ": bad color %r" % item.get("color"))
                has_w, has_h = "w" in item, "h" in item
                if has_w != has_h:
                    problems.append(where + ": w and h must be given together")
                size = None
                if has_w and has_h:
                    w, h = item["w"], item["h"]
                    if any(isinstance(v, bool) or not isinstance(v, (int, float)) or not v > 0 for v in (w, h)):
                        problems.append(where + ": w and h must be positive numbers")
                    else:
                        size = (w, h)
                if "img" in item and isinstance(item["img"], str):
                    img = os.path.normpath(os.path.join(datasets_dir, item["img"]))
                    if not os.path.isfile(img):
                        problems.append(where + ": missing picture %s" % item["img"])
                        continue
                    used.add(img)
                    try:
                        iw, ih = png_size(img)
                    except (OSError, ValueError) as e:
                        problems.append(where + ": %s: %s" % (item["img"], e))
                        continue
                    if size and abs(size[0] * ih - size[1] * iw) > 1e-9 * iw * ih:
                        problems.append(where + ": w/h %gx%g does not match %s (%dx%d)"
                                        % (size[0], size[1], item["img"], iw, ih))
        print("ok   %-14s %3d items" % (fname, items) if not any(p.startswith(fname + ":") for p in problems)
              else "FAIL %s" % fname)
    images_dir = os.path.normpath(os.path.join(datasets_dir, "..", "images"))
    for folder, _dirs, files in os.walk(images_dir):
        for f in sorted(files):
            p = os.path.normpath(os.path.join(folder, f))
            if f.endswith(".png") and p not in used:
                print("note: %s is not used by any dataset" % os.path.relpath(p, datasets_dir))
    for p in problems:
        print("error: " + p, file=sys.stderr)
    return 1 if problems else 0


def main(argv):
    if "-h" in argv or "--help" in argv:
        print(__doc__.strip())
        return 0
    if argv and argv[0] == "--check":
        folder = argv[1] if len(argv) > 1 else os.path.join(RESOURCES, "datasets")
        return check(folder)
    out = argv[0] if argv else os.path.join(RESOURCES, "images")
    render(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
