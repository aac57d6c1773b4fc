/// The web page's scroll physics: the library's `ScrollPhysics` and
/// `Scroller` release in plain JavaScript — deceleration, springs, the
/// landing on a snap point, the bounded deceleration that bounces at an
/// edge, the rubber band while dragging, paging and wrapping.
extension WebExporter {
    static let physicsScript = #"""
const Physics = {};
Physics.deceleration = (x0, v0, perMs) => {
  const k = 1000 * Math.log(perMs), distance = -v0 / k;
  return { exponent: k, distance, finalPosition: x0 + distance,
    position: (t) => x0 - distance * Math.expm1(k * Math.max(0, t)),
    velocity: (t) => v0 * Math.exp(k * Math.max(0, t)),
    isDone: (t) => Math.abs(v0 * Math.exp(k * Math.max(0, t))) < 1,
    timeAt(x) {
      if (x === x0) return 0;
      if (distance === 0) return Infinity;
      const f = (x - x0) / distance;
      return f > 0 && f < 1 ? Math.log1p(-f) / k : Infinity;
    } };
};
// A deceleration whose rate is chosen so it ends exactly on `target`, or null outside the landing rates.
Physics.landingDeceleration = (x0, v0, target) => {
  const d = target - x0;
  if (!Number.isFinite(v0) || !Number.isFinite(d) || v0 === 0 || d === 0 || (v0 > 0) !== (d > 0)) return null;
  const k = -v0 / d, perMs = Math.exp(k / 1000);
  if (!(perMs > 0 && perMs < 1) || perMs < 0.99 || perMs > 0.999) return null;
  return { exponent: k, distance: d, finalPosition: target,
    position: (t) => x0 - d * Math.expm1(k * Math.max(0, t)), velocity: (t) => v0 * Math.exp(k * Math.max(0, t)) };
};
// A damped spring (m, k, c from dampingRatio) from x0 at v0 toward target.
Physics.spring = (p, x0, v0, target, stopsOnArrival) => {
  const damping = p.dampingRatio * 2 * Math.sqrt(p.stiffness * p.mass);
  const w0 = Math.sqrt(p.stiffness / p.mass), zeta = damping / (2 * Math.sqrt(p.stiffness * p.mass));
  const y0 = x0 - target;
  let disp, vel, firstZero;
  if (Math.abs(zeta - 1) < 1e-6) {
    const a = y0, b = v0 + w0 * y0;
    disp = (t) => (a + b * t) * Math.exp(-w0 * t);
    vel = (t) => (b - w0 * (a + b * t)) * Math.exp(-w0 * t);
    firstZero = () => (a === 0 ? 0 : b !== 0 ? -a / b : -1);
  } else if (zeta < 1) {
    const beta = zeta * w0, wd = w0 * Math.sqrt(1 - zeta * zeta), a = y0, b = (v0 + beta * y0) / wd;
    disp = (t) => Math.exp(-beta * t) * (a * Math.cos(wd * t) + b * Math.sin(wd * t));
    vel = (t) => { const c = Math.cos(wd * t), s = Math.sin(wd * t); return Math.exp(-beta * t) * ((wd * b - beta * a) * c - (beta * b + wd * a) * s); };
    firstZero = () => { if (a === 0) return 0; let ph = Math.atan2(-a, b); while (ph <= 0) ph += Math.PI; return ph / wd; };
  } else {
    const root = Math.sqrt(zeta * zeta - 1), r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root);
    const c2 = (v0 - r1 * y0) / (r2 - r1), c1 = y0 - c2;
    disp = (t) => c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t);
    vel = (t) => c1 * r1 * Math.exp(r1 * t) + c2 * r2 * Math.exp(r2 * t);
    firstZero = () => { if (c1 + c2 === 0) return 0; const ratio = c1 !== 0 ? -c2 / c1 : -1; return ratio > 0 ? Math.log(ratio) / (r1 - r2) : -1; };
  }
  let arrival = Infinity;
  // At the target already: arrived at once (as the library's firstZero returns 0 early).
  const atTarget = y0 === 0;
  if (stopsOnArrival) { const t = firstZero(); arrival = atTarget ? 0 : t > 0 && Number.isFinite(t) ? t : Infinity; }
  const d = (t) => { t = Math.max(0, t); return t >= arrival ? 0 : disp(t); };
  const v = (t) => { t = Math.max(0, t); return t >= arrival ? 0 : vel(t); };
  return { finalPosition: target, position: (t) => target + d(t), velocity: v,
           isDone: (t) => t >= arrival || (Math.abs(d(t)) < 0.05 && Math.abs(v(t)) < 2) };
};
// A deceleration that hands over to a spring at 20 pt/s, landing on target.
Physics.landing = (p, x0, v0, target) => {
  const decay = Physics.landingDeceleration(x0, v0, target);
  if (!decay) return null;
  const speed = Math.abs(v0), handoff = speed > 20 ? Math.log(20 / speed) / decay.exponent : 0;
  const spring = Physics.spring(p, decay.position(handoff), decay.velocity(handoff), target, false);
  return { finalPosition: target,
    position: (t) => (t < handoff ? decay.position(t) : spring.position(t - handoff)),
    velocity: (t) => (t < handoff ? decay.velocity(t) : spring.velocity(t - handoff)),
    isDone: (t) => t >= handoff && spring.isDone(t - handoff) };
};
// A free deceleration that, past an edge of [lo, hi], springs back to it (bouncing or not).
Physics.bounded = (x0, v0, lo, hi, perMs, p, bounces) => {
  const decay = Physics.deceleration(x0, v0, perMs);
  let spring = null, start = Infinity;
  if (!(x0 >= lo && x0 <= hi)) { spring = Physics.spring(p, x0, v0, x0 < lo ? lo : hi, false); start = 0; }
  else if (!(decay.finalPosition >= lo && decay.finalPosition <= hi)) {
    const edge = decay.finalPosition < lo ? lo : hi, crossing = decay.timeAt(edge), t = Number.isFinite(crossing) ? crossing : 0;
    spring = Physics.spring(p, edge, bounces ? decay.velocity(t) : 0, edge, false); start = t;
  }
  return { finalPosition: spring ? spring.finalPosition : decay.finalPosition,
    position: (t) => (spring && t >= start ? spring.position(t - start) : decay.position(t)),
    velocity: (t) => (spring && t >= start ? spring.velocity(t - start) : decay.velocity(t)),
    isDone: (t) => (spring ? t >= start && spring.isDone(t - start) : decay.isDone(t)) };
};
Physics.band = (excess, d, c) => {
  if (!(d > 0) || excess === 0) return 0;
  const x = Math.abs(excess), shown = x * c * d / (x * c + d), b = Number.isFinite(x) ? shown : d;
  return excess < 0 ? -b : b;
};
Physics.unband = (shown, d, c) => {
  if (!(d > 0) || shown === 0) return 0;
  const y = Math.abs(shown);
  if (!(y < d)) return shown < 0 ? -Infinity : Infinity;
  const x = y * d / (c * (d - y));
  return shown < 0 ? -x : x;
};
Physics.rubberBand = (x, lo, hi, d, c) => (x < lo ? lo + Physics.band(x - lo, d, c) : x > hi ? hi + Physics.band(x - hi, d, c) : x);
Physics.unrubberBand = (x, lo, hi, d, c) => (x < lo ? lo + Physics.unband(x - lo, d, c) : x > hi ? hi + Physics.unband(x - hi, d, c) : x);

// The scroller: the offset along the layout's axis, dragged, released, animated by time (seconds).
class Scroller {
  constructor(layout, viewport, physics) {
    this.L = layout; this.P = physics; this.viewport = viewport;
    this.vertical = layout.vertical;
    this.snaps = physics.paging ?? layout.paging;
    this.wrapping = layout.wrapping && layout.wrapping.period > 0 && Number.isFinite(layout.wrapping.period) && layout.wrapping.upper >= layout.wrapping.lower ? layout.wrapping : null;
    this.range = [0, Math.max(0, this.along(layout.contentSize) - this.along({ x: viewport.width, y: viewport.height }))];
    this.offset = { x: 0, y: 0 }; this.periods = 0; this.motion = null; this.state = "idle"; this.velocity = 0;
    this.samples = []; this.dragOrigin = null; this.caught = null;
  }
  along(p) { return this.vertical ? (p.y ?? p.height) : (p.x ?? p.width); }
  withAlong(p, a) { return this.vertical ? { x: p.x, y: a } : { x: a, y: p.y }; }
  get x() { return this.along(this.offset); }
  set x(v) { this.offset = this.withAlong(this.offset, v); }
  get dimension() { return this.vertical ? this.viewport.height : this.viewport.width; }
  get isMoving() { return this.state === "decelerating" || this.state === "animating"; }
  inRange(x) { if (this.wrapping) return wrapOffset(this.wrapping, x); if (!Number.isFinite(x)) return this.range[0]; return Math.min(Math.max(x, this.range[0]), this.range[1]); }
  present(raw) {
    const w = this.wrapping;
    if (!w || !Number.isFinite(raw)) return raw;
    let v = raw + this.periods * w.period;
    if (v < w.lower) { this.periods += Math.ceil((w.lower - v) / w.period); v = raw + this.periods * w.period; }
    if (v > w.upper) { this.periods -= Math.ceil((v - w.upper) / w.period); v = raw + this.periods * w.period; }
    return v;
  }
  setOffset(p) { this.motion = null; this.velocity = 0; this.state = "idle"; this.periods = 0; this.offset = { x: p.x, y: p.y }; if (this.wrapping) this.x = wrapOffset(this.wrapping, this.x); }
  target(proposed, v) { return this.along(this.L.targetContentOffset(this.withAlong(this.offset, proposed), this.withAlong({ x: 0, y: 0 }, v), this.offset)); }
  samePeriod(value, ref) { const w = this.wrapping; return w ? value + R((ref - value) / w.period) * w.period : value; }
  nearestSnap(x) { const p = this.withAlong(this.offset, x); return this.samePeriod(this.along(this.L.targetContentOffset(p, { x: 0, y: 0 }, p)), x); }
  nextSnap(s, direction) {
    const d = direction < 0 ? -1 : 1, limit = 2 * Math.max(this.along(this.L.contentSize), this.dimension, 1);
    for (let delta = 0.5; delta <= limit; delta *= 2) { const t = this.nearestSnap(s + d * delta); if ((t - s) * d > 1e-6) return t; }
    return null;
  }
  limitedForShortSwipes(proposed, x, v) {
    if (!this.snaps || this.P.allowsLongSwipes || v === 0) return proposed;
    const anchor = this.nearestSnap(this.samePeriod(this.dragOrigin ?? x, x)), limit = this.nextSnap(anchor, v);
    return limit !== null && (proposed - limit) * v > 0 ? limit : proposed;
  }
  snapTarget(x, proposed, v) {
    let target = this.target(proposed, v);
    if (!Number.isFinite(target)) target = proposed;
    const w = this.wrapping;
    if (!w) { this.periods = 0; return [x, this.inRange(target)]; }
    const k = R((proposed - target) / w.period);
    this.periods = k;
    return [x - k * w.period, target];
  }
  isOneStep(start, target) {
    const nearest = this.nearestSnap(start);
    if (Math.abs(nearest - target) < 1e-6) return true;
    const next = this.nextSnap(nearest, target - start);
    return next !== null && Math.abs(next - target) < 1e-6;
  }
  // The release: the velocity-projected offset, the layout's target for it, and a simulation that ends there.
  release(v, time, kind) {
    v = Number.isFinite(v) ? v : 0;
    const x = this.x, natural = Physics.deceleration(x, v, this.P.decelerationRate);
    const proposed = this.limitedForShortSwipes(natural.finalPosition, x, v);
    const free = this.wrapping ? proposed : this.inRange(proposed);
    if (!this.snaps) this.periods = 0;
    const [start, target] = this.snaps ? this.snapTarget(x, proposed, v) : [x, free];
    let simulation;
    if (!this.snaps && target === free && start === x) {
      const lo = this.wrapping ? -Infinity : this.range[0], hi = this.wrapping ? Infinity : this.range[1];
      simulation = Physics.bounded(x, v, lo, hi, this.P.decelerationRate, this.P.spring, this.P.bounces);
    } else if (this.snaps && this.isOneStep(start, target)) {
      simulation = Physics.spring(this.P.spring, start, v, target, this.P.clampsSnap);
    } else {
      simulation = Physics.landing(this.P.spring, start, v, target) ?? Physics.spring(this.P.spring, start, v, target, false);
    }
    this.motion = { simulation, startTime: time }; this.state = kind; this.update(time);
  }
  update(time) {
    const m = this.motion;
    if (!m) return;
    const t = time - m.startTime;
    if (t < 0) { this.x = this.present(m.simulation.position(0)); this.velocity = 0; return; }
    if (m.simulation.isDone(t)) { this.motion = null; this.x = this.present(m.simulation.finalPosition); this.velocity = 0; this.state = "idle"; if (this.onSettled) this.onSettled(); }
    else { this.x = this.present(m.simulation.position(t)); this.velocity = m.simulation.velocity(t); }
  }
  get restOffset() { if (!this.motion) return this.offset; const k = this.periods; const p = this.withAlong(this.offset, this.present(this.motion.simulation.finalPosition)); this.periods = k; return p; }
  fling(v, time) { if (this.state === "dragging") return; this.update(time); this.motion = null; this.velocity = 0; this.release(v, time, "decelerating"); }
  // Least squares over the last 150 ms of samples (none older than a 40 ms gap): points per second.
  trackedVelocity(time) {
    const s = this.samples;
    if (s.length < 2 || time - s[s.length - 1].t > 0.04) return 0;
    let first = s.length - 1;
    while (first > 0 && s[s.length - 1].t - s[first - 1].t <= 0.15 && s[first].t - s[first - 1].t <= 0.04) first -= 1;
    const used = s.slice(first);
    if (used.length < 2) return 0;
    const mu = used.reduce((a, p) => a + p.t, 0) / used.length, mx = used.reduce((a, p) => a + p.x, 0) / used.length;
    let suu = 0, sux = 0;
    for (const p of used) { suu += (p.t - mu) * (p.t - mu); sux += (p.t - mu) * (p.x - mx); }
    return suu > 0 ? sux / suu : 0;
  }
  beginDrag(position, time) {
    this.update(time);
    this.caught = this.state === "decelerating" && this.velocity !== 0 ? { v: this.velocity, t: time } : null;
    this.motion = null; this.velocity = 0; this.state = "dragging";
    const p = this.along(position);
    this.samples = [{ t: time, x: p }]; this.dragStart = p; this.dragOrigin = this.x;
    if (this.wrapping) { this.periods = 0; this.anchor = this.x; }
    else this.anchor = Physics.unrubberBand(this.x, this.range[0], this.range[1], this.dimension, this.P.rubberBand);
  }
  drag(position, time) {
    if (this.state !== "dragging") return;
    const p = this.along(position);
    this.samples.push({ t: time, x: p });
    while (this.samples.length > 2 && time - this.samples[0].t > 0.15) this.samples.shift();
    const raw = this.anchor - (p - this.dragStart);
    if (this.wrapping) this.x = this.present(raw);
    else this.x = this.P.bounces ? Physics.rubberBand(raw, this.range[0], this.range[1], this.dimension, this.P.rubberBand)
                                 : Math.min(Math.max(raw, this.range[0]), this.range[1]);
  }
  endDrag(time) {
    if (this.state !== "dragging") return null;
    let v = -this.trackedVelocity(time);
    this.state = "idle";
    if (this.caught && time - this.caught.t <= 0.4 && v * this.caught.v > 0) v += this.caught.v;
    this.caught = null;
    const at = { x: this.offset.x, y: this.offset.y };
    this.release(v, time, "decelerating");
    this.dragOrigin = null;
    return { offset: at, velocity: this.withAlong({ x: 0, y: 0 }, v) };
  }
  scrollTo(p, time) {
    this.update(time);
    const v = this.isMoving ? this.velocity : 0;
    this.motion = null; this.state = "idle";
    let t = this.along(p), start = this.x;
    this.periods = 0;
    if (this.wrapping) { const k = R((start - t) / this.wrapping.period); start -= k * this.wrapping.period; this.periods = k; }
    else t = this.inRange(t);
    this.motion = { simulation: Physics.spring(this.P.spring, start, v, t, false), startTime: time }; this.state = "animating"; this.update(time);
  }
  // A tap while moving only stops the motion (at the nearest snap when paging).
  stop(time) { this.update(time); this.motion = null; this.velocity = 0; this.state = "idle"; this.release(0, time, "animating"); }
  // Wheel or keys: move by delta now, then settle on a snap point after a short pause.
  scrollBy(delta, time) {
    if (this.state === "dragging" || !Number.isFinite(delta)) return;
    this.update(time); this.motion = null; this.velocity = 0; this.periods = 0;
    const x = this.inRange(this.x + delta);
    this.x = x;
    const [start, target] = this.snaps ? this.snapTarget(x, x, 0) : [x, x];
    this.motion = { simulation: Physics.spring(this.P.spring, start, 0, target, false), startTime: time + 0.15 }; this.state = "animating"; this.update(time);
  }
}
// Simulates a release at `offset` with `velocity` (points per second) at 120 frames a second, as `fling` does.
function simulateRelease(layout, viewport, physics, offset, velocity) {
  const s = new Scroller(layout, viewport, physics);
  s.setOffset(offset);
  s.fling(s.along(velocity), 0);
  let frame = 0, time = 0;
  while (s.isMoving && time < 30) { frame += 1; time = frame / 120; s.update(time); }
  return { restOffset: s.restOffset, duration: time, currentIndex: layout.currentIndex(s.restOffset) };
}
"""#
}
