/// The web page's springs layout: the resting list (or grid) and the
/// library's `SpringField` in plain JavaScript — each cell near the
/// viewport lags behind a move by its distance from the touch, then swings
/// back on its own damped spring (closed form) until it is exactly at rest.
extension WebExporter {
    static let springsScript = #"""
// A damped spring of unit mass (stiffness (2πf)²) from y0 at v0 toward 0; done within the tolerances.
function cellSpring(dampingRatio, frequency, y0, v0, positionTolerance, velocityTolerance) {
  const omega = 2 * Math.PI * frequency, mass = 1, stiffness = omega * omega;
  const damping = dampingRatio * 2 * Math.sqrt(stiffness * mass);
  const w0 = Math.sqrt(stiffness / mass), zeta = damping / (2 * Math.sqrt(stiffness * mass));
  let disp, vel;
  if (Math.abs(zeta - 1) < 1e-6) {
    const a = y0, b = v0 + w0 * y0;
    disp = (t) => (a + b * t) * Math.exp(-w0 * t);
    vel = (t) => (b - w0 * (a + b * t)) * Math.exp(-w0 * t);
  } else if (zeta < 1) {
    const beta = zeta * w0, wd = w0 * Math.sqrt(1 - zeta * zeta), a = y0, b = (v0 + beta * y0) / wd;
    disp = (t) => Math.exp(-beta * t) * (a * Math.cos(wd * t) + b * Math.sin(wd * t));
    vel = (t) => { const c = Math.cos(wd * t), s = Math.sin(wd * t); return Math.exp(-beta * t) * ((wd * b - beta * a) * c - (beta * b + wd * a) * s); };
  } else {
    const root = Math.sqrt(zeta * zeta - 1), r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root);
    const c2 = (v0 - r1 * y0) / (r2 - r1), c1 = y0 - c2;
    disp = (t) => c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t);
    vel = (t) => c1 * r1 * Math.exp(r1 * t) + c2 * r2 * Math.exp(r2 * t);
  }
  const d = (t) => disp(Math.max(0, t)), v = (t) => vel(Math.max(0, t));
  return { displacement: d, velocity: v, isDone: (t) => Math.abs(d(t)) < positionTolerance && Math.abs(v(t)) < velocityTolerance };
}

// How far each cell hangs from its place along the scroll axis (the library's SpringField).
class SpringField {
  constructor(C) { this.C = C; this.cells = new Map(); this.last = null; this.touch = null; }
  get isAtRest() { return this.cells.size === 0; }
  reset(offset) { this.cells.clear(); this.last = offset ? { x: offset.x, y: offset.y } : null; }
  lagFactor(distance) { const r = this.C.resistance; return r > 0 ? Math.min(1, Math.abs(distance) / r) : 1; }
  // The content offset is now `offset` at `time`: the cells near the viewport lag by their share of the move.
  contentMoved(offset, time, viewport, resting) {
    const last = this.last;
    this.last = { x: offset.x, y: offset.y };
    if (!last) return;
    const delta = offset.y - last.y;
    if (delta === 0 || !Number.isFinite(delta)) return;
    const m = SpringField.margin, near = rect(offset.x, offset.y - m, viewport.width, viewport.height + 2 * m);
    const anchor = this.touch ?? { x: offset.x + viewport.width / 2, y: offset.y + viewport.height / 2 };
    const kept = new Map();
    for (const a of resting(near)) {
      const [d, v] = this.state(a.item, time);
      const lag = delta * this.lagFactor(anchor.y - a.center.y);
      kept.set(a.item, { spring: cellSpring(this.C.dampingRatio, this.C.frequency, d + lag, v, SpringField.restTolerance, SpringField.restSpeed), start: time });
    }
    this.cells = kept;
    this.advance(time);
  }
  // Lets go of the cells at rest at `time`; whether any still moves.
  advance(time) {
    for (const [item, cell] of this.cells) if (cell.spring.isDone(time - cell.start)) this.cells.delete(item);
    return this.cells.size > 0;
  }
  state(item, time) {
    const cell = this.cells.get(item);
    if (!cell) return [0, 0];
    const t = time - cell.start;
    if (cell.spring.isDone(t)) return [0, 0];
    return [cell.spring.displacement(t), cell.spring.velocity(t)];
  }
  apply(elements, time) {
    if (this.cells.size === 0) return elements;
    return elements.map((e) => {
      const d = this.state(e.item, time)[0];
      if (d === 0) return e;
      return Object.assign({}, e, { center: { x: e.center.x, y: e.center.y + d } });
    });
  }
}
SpringField.restTolerance = 0.001; SpringField.restSpeed = 0.01; SpringField.margin = 400;

Layouts.springs = (C) => {
  const L = { vertical: true, paging: false, wrapping: null, initialContentOffset: { x: 0, y: 0 }, springs: new SpringField(C), time: 0 };
  let vp = { width: 0, height: 0 };
  const n = C.itemCount, cols = C.columns;
  const itemWidth = () => Math.max(0, (vp.width - 2 * C.inset - (cols - 1) * C.spacing) / cols);
  const rows = () => Math.trunc((n + cols - 1) / cols);
  L.prepare = (v) => {
    vp = v;
    const r = rows();
    L.contentSize = { width: vp.width, height: r > 0 ? 2 * C.inset + r * C.itemHeight + (r - 1) * C.spacing : 0 };
  };
  const frame = (i) => {
    const row = Math.trunc(i / cols), column = i % cols;
    return rect(C.inset + column * (itemWidth() + C.spacing), C.inset + row * (C.itemHeight + C.spacing), itemWidth(), C.itemHeight);
  };
  const resting = (r) => {
    if (n <= 0 || rectIsEmpty(r) || !Number.isFinite(r.y) || !Number.isFinite(r.y + r.height)) return [];
    const pitch = C.itemHeight + C.spacing;
    const first = Math.max(0, Math.trunc(Math.floor((r.y - C.inset - C.itemHeight) / pitch)));
    const last = Math.min(rows() - 1, Math.trunc(Math.ceil((r.y + r.height - C.inset) / pitch)));
    const out = [];
    for (let row = first; row <= last; row++)
      for (let i = row * cols; i < Math.min(n, (row + 1) * cols); i++) { const f = frame(i); if (intersects(f, r)) out.push(elementWithFrame("cell", 0, i, f)); }
    return out;
  };
  L.resting = resting;
  L.elements = (r) => {
    if (L.springs.isAtRest) return resting(r);
    const m = SpringField.margin;
    return L.springs.apply(resting(rect(r.x, r.y - m, r.width, r.height + 2 * m)), L.time).filter((e) => intersects(frameOf(e), r));
  };
  L.item = (i, s) => (s === 0 && i >= 0 && i < n ? L.springs.apply([elementWithFrame("cell", 0, i, frame(i))], L.time)[0] : null);
  // The content offset is `offset` at `time`: the cells near the viewport lag behind.
  L.contentMoved = (offset, time) => { L.time = time; L.springs.contentMoved(offset, time, vp, resting); };
  L.currentIndex = () => null;
  L.targetContentOffset = (proposed) => proposed;
  L.focusing = (i, s, offset) => {
    if (!(s === 0 && i >= 0 && i < n)) return null;
    const top = frame(i).y - C.inset;
    return { x: offset.x, y: Math.min(Math.max(0, top), Math.max(0, L.contentSize.height - vp.height)) };
  };
  return L;
};
"""#
}
