/// The web page: the stage, the cells drawn as the renderer draws them
/// (CSS for Cairo), `matrix3d` transforms from the same attributes, and the
/// input — drag, wheel, keys, tap-to-centre — driving the scroller by the
/// browser's frame clock.
extension WebExporter {
    static func page(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title) — Layout Playground</title>
        <style>
        html, body { margin: 0; height: 100%; overflow: hidden; background: #111; }
        #stage { position: absolute; left: 0; top: 0; overflow: hidden; touch-action: none; user-select: none; cursor: grab; outline: none; }
        .cell { position: absolute; box-sizing: border-box; overflow: hidden; transform-origin: 50% 50%; backface-visibility: visible;
                background-size: cover; background-position: center; font-family: "DejaVu Sans", sans-serif; }
        .cell .label { position: absolute; left: 0; right: 0; padding: 0 12px; text-align: center; font-weight: bold; }
        .cell .bar { position: absolute; left: 0; right: 0; bottom: 0; background: rgba(0,0,0,0.45); color: #fff; text-align: center; font-weight: bold; }
        .notext .label, .notext .bar span, .notext #overlay { display: none !important; }
        #overlay { position: absolute; left: 0; top: 0; overflow: hidden; pointer-events: none; }
        #pill { position: absolute; padding: 5px 12px; border-radius: 999px; background: rgba(0,0,0,0.55); color: #fff; white-space: nowrap;
                font: bold 17.33px "DejaVu Sans", sans-serif; }
        #marks { position: absolute; background: rgba(0,0,0,0.35); pointer-events: auto; cursor: pointer; }
        #marks .mark { position: absolute; background: #fff; }
        </style>
        </head>
        <body>
        <div id="stage" tabindex="0"></div>
        <div id="overlay"><div id="marks"></div><div id="pill"></div></div>
        <script src="layout.js"></script>
        <script>
        \(pageScript.replacingOccurrences(of: "  const cells = new Map();\n", with: "  const cells = new Map();\n" + indicatorPageScript + "\n"))
        </script>
        </body>
        </html>

        """
    }

    static let pageScript = #"""
"use strict";
(function () {
  const C = CONFIG;
  const hash = new URLSearchParams(location.hash.slice(1));
  const stage = document.getElementById("stage");
  if (hash.has("notext")) document.body.classList.add("notext");
  const size = hash.get("size")?.split("x").map(Number);
  let viewport = size && size.length === 2 && size.every((v) => v > 0) ? { width: size[0], height: size[1] }
    : { width: window.innerWidth, height: window.innerHeight };
  const fixedSize = !!size;
  const layout = Layouts[C.layout](C);
  let scroller;
  const starts = []; { let n = 0; for (const s of C.data) { starts.push(n); n += s.items.length; } }
  const cells = new Map();
  // The compositional layout's sideways sections: each its own scroller over its own offset.
  const shelves = new Map();
  function shelf(s) {
    if (!shelves.has(s)) {
      const row = layout.shelf && layout.shelf(s);
      if (!row) return null;
      const sc = new Scroller(row, viewport, Object.assign({}, C.physics, { paging: null }));
      sc.setOffset({ x: layout.sectionOffset(s), y: 0 });
      shelves.set(s, sc);
    }
    return shelves.get(s);
  }
  const shelvesMoving = () => [...shelves.values()].some((sc) => sc.isMoving);
  // The shelf last pressed or turned sideways: the one Left and Right move while it is in view.
  let pointedShelf = null;
  // A point as the drag's scroller takes it: right to left a shelf's offset grows as its content moves right.
  const along = (target, p) => (target !== scroller && layout.screenSign === -1 ? { x: -p.x, y: p.y } : p);

  function setUp(offset) {
    stage.style.width = viewport.width + "px"; stage.style.height = viewport.height + "px";
    stage.style.background = `linear-gradient(${C.background[0]}, ${C.background[1]})`;
    layout.prepare(viewport);
    shelves.clear();
    scroller = new Scroller(layout, viewport, C.physics);
    scroller.setOffset(offset);
    if (layout.springs) layout.springs.reset(offset);
    draw();
  }

  function content(e) {
    const section = C.data[e.section] || { items: [] };
    return e.category === "cell" ? section.items[e.item] || {} : section;
  }

  // The cell's look, as the renderer's CellStyle draws it.
  function style(div, e) {
    const item = content(e), w = e.size.width, h = e.size.height, s = div.style;
    div.innerHTML = "";
    s.backgroundColor = ""; s.backgroundImage = ""; s.border = ""; s.boxShadow = ""; s.borderRadius = "0";
    if (e.category === "header" || e.category === "footer") {
      if (e.category === "header" || e.zIndex > 0) {
        s.backgroundColor = "rgba(255,255,255,0.045)"; s.borderBottom = "1px solid rgba(255,255,255,0.08)";
      }
      // A pinned (floating) band is opaque over the cells that pass under it, as the renderer paints it.
      if (e.zIndex > 0) { s.backgroundImage = "linear-gradient(rgba(255,255,255,0.045), rgba(255,255,255,0.045))"; s.backgroundColor = C.background[0]; }
      const label = document.createElement("div");
      label.className = "label"; label.style.textAlign = e.category === "footer" ? "center" : C.rightToLeft ? "right" : "left";
      label.style.padding = "0 16px"; label.style.color = e.category === "footer" ? "rgba(232,233,240,0.55)" : "#E8E9F0";
      label.style.fontSize = e.category === "footer" ? "13px" : "17px"; label.style.fontWeight = e.category === "footer" ? "normal" : "bold";
      label.style.lineHeight = h + "px";
      label.textContent = e.category === "footer" ? (section(e).items.length === 1 ? "1 item" : section(e).items.length + " items") : (item.title || "");
      div.appendChild(label);
      return;
    }
    if (e.category === "decoration") {
      s.backgroundColor = "rgba(255,255,255,0.06)"; s.borderRadius = "16px"; s.border = "1px solid rgba(255,255,255,0.05)";
      return;
    }
    const kind = C.layout, shadow = kind === "cards" || kind === "carousel" || kind === "stack";
    let radius = kind === "stack" ? 20 : kind === "ring" ? Math.min(w, h) / 2 : kind === "springs" ? Math.min(18, h / 2) : kind === "compositional" ? Math.min(14, h / 4) : 12;
    const pill = kind === "flow" && !item.picture;
    if (pill) radius = h / 2;
    s.borderRadius = radius + "px";
    s.backgroundColor = pill ? mix(item.color || "#888888", "#1E1F26", 0.3) : item.color || "#888888";
    if (item.picture) s.backgroundImage = `url("${item.picture}")`;
    if (shadow) s.boxShadow = "0 6px 14px rgba(0,0,0,0.5)";
    if (kind === "stack") s.border = "2px solid #fff";
    if (kind === "waterfall" && (item.price || item.title)) {
      const bar = document.createElement("div"), barHeight = Math.min(30, h * 0.3);
      bar.className = "bar"; bar.style.height = barHeight + "px"; bar.style.lineHeight = barHeight + "px";
      bar.style.fontSize = Math.min(14, barHeight * 0.6) + "px";
      const span = document.createElement("span"); span.textContent = item.price || item.title; bar.appendChild(span);
      div.appendChild(bar);
      return;
    }
    const text = pill ? item.title || item.price || item.subtitle : item.title || (kind === "wheel" || kind === "ring" ? item.price : null);
    if (text) {
      const label = document.createElement("div");
      label.className = "label"; label.textContent = text;
      const centred = pill || kind === "wheel" || kind === "ring";
      label.style.fontSize = (pill ? 14 : kind === "wheel" ? Math.min(26, h * 0.4) : kind === "ring" ? Math.min(14, h * 0.4) : kind === "cards" || kind === "carousel" || kind === "stack" ? 24 : kind === "springs" ? 16 : kind === "compositional" ? 15 : 18) + "px";
      label.style.fontWeight = pill ? "normal" : "bold";
      label.style.color = item.picture ? "#fff" : readable(pill ? mix(item.color || "#888888", "#1E1F26", 0.3) : item.color || "#888888");
      if (centred) {
        label.style.top = "50%"; label.style.transform = "translateY(-50%)";
        // A subtitle under a centred title when the cell has room for it (three title heights).
        const size = parseFloat(label.style.fontSize);
        if (!pill && item.subtitle && h > 3 * size) {
          const sub = document.createElement("div");
          sub.textContent = item.subtitle; sub.style.fontWeight = "normal"; sub.style.fontSize = "0.55em"; sub.style.opacity = "0.8";
          label.appendChild(sub);
        }
      }
      else {
        // Title and subtitle at the bottom, over a scrim on pictures, as the renderer's bottom text.
        const pad = Math.min(16, w / 8);
        label.style.bottom = pad + "px"; label.style.textAlign = C.rightToLeft ? "right" : "left"; label.style.padding = `0 ${pad}px`;
        if (item.subtitle) {
          const sub = document.createElement("div");
          sub.textContent = item.subtitle; sub.style.fontWeight = "normal"; sub.style.fontSize = "0.6em";
          label.appendChild(sub);
        }
        if (item.picture) {
          const scrim = document.createElement("div");
          scrim.className = "label"; scrim.style.bottom = "0"; scrim.style.height = "45%"; scrim.style.padding = "0";
          scrim.style.background = "linear-gradient(rgba(0,0,0,0), rgba(0,0,0,0.6))";
          div.appendChild(scrim);
        }
      }
      div.appendChild(label);
    }
  }
  function section(e) { return C.data[e.section] || { items: [] }; }
  function rgb(hex) { const v = parseInt(hex.slice(1), 16); return [(v >> 16) & 255, (v >> 8) & 255, v & 255]; }
  function mix(a, b, t) { const p = rgb(a), q = rgb(b); return `rgb(${p.map((v, i) => Math.round(v + (q[i] - v) * t)).join(",")})`; }
  function readable(color) {
    const c = color.startsWith("#") ? rgb(color) : color.match(/\d+/g).map(Number);
    const lum = (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
    return lum < 0.62 ? "#fff" : "#1E1F26";
  }

  // The renderer's order: z-index, then section, item and category.
  const rank = { decoration: 0, cell: 1, header: 2, footer: 3 };
  // The springs layout's cells hear of every move of the content, at the frame's time.
  function draw(time = performance.now() / 1000) {
    const offset = scroller.offset;
    if (layout.springs) layout.contentMoved(offset, time);
    for (const [s, sc] of shelves) layout.sectionOffsets[s] = sc.offset.x;
    const visible = layout.elements(rect(offset.x, offset.y, viewport.width, viewport.height), offset)
      .filter((e) => !e.hidden && e.alpha > 0 && e.size.width > 0 && e.size.height > 0)
      .map((e, i) => [e, i])
      .sort(([a, i], [b, j]) => a.zIndex - b.zIndex || a.section - b.section || a.item - b.item || rank[a.category] - rank[b.category] || i - j)
      .map(([e]) => e);
    const seen = new Set();
    visible.forEach((e, order) => {
      const key = `${e.category}/${e.section}/${e.item}`;
      seen.add(key);
      let div = cells.get(key);
      if (!div) { div = document.createElement("div"); div.className = "cell"; div.dataset.key = key; cells.set(key, div); }
      // Styled when new, and again when a band starts or stops floating (pinned).
      const floats = String(e.category !== "cell" && e.zIndex > 0);
      if (div.dataset.floats !== floats) { div.dataset.floats = floats; style(div, e); }
      div.dataset.section = e.section; div.dataset.item = e.item; div.dataset.category = e.category;
      const s = div.style;
      s.width = e.size.width + "px"; s.height = e.size.height + "px";
      s.left = (e.center.x - offset.x - e.size.width / 2) + "px"; s.top = (e.center.y - offset.y - e.size.height / 2) + "px";
      s.opacity = e.alpha; s.zIndex = order;
      // The 3-D transform, then the 2-D one about the centre: row vectors, T3·A, which matrix3d lists in the same order.
      const t = e.transform, a = [t[0], t[1], 0, 0, t[2], t[3], 0, 0, 0, 0, 1, 0, t[4], t[5], 0, 1];
      s.transform = `matrix3d(${M3.concat(e.transform3D, a).join(",")})`;
      stage.appendChild(div);
    });
    for (const [key, div] of cells) if (!seen.has(key)) { div.remove(); cells.delete(key); }
    window.playground.offset = { x: scroller.offset.x, y: scroller.offset.y };
    window.playground.currentIndex = layout.currentIndex(scroller.offset);
    window.playground.springsAtRest = !layout.springs || layout.springs.isAtRest;
    indicate(visible);
  }

  window.playground = { layout, config: C, get scroller() { return scroller; }, lastRelease: null, settled: 0, shelf,
    get isMoving() { return scroller.isMoving || shelvesMoving(); },
    // Where each drawn element is on screen: its transformed box's bounds, for checks against the library.
    rects() {
      return [...stage.querySelectorAll(".cell")].map((d) => {
        const r = d.getBoundingClientRect();
        return { category: d.dataset.category, section: Number(d.dataset.section), item: Number(d.dataset.item),
                 x: r.left, y: r.top, width: r.width, height: r.height };
      });
    } };
  const initial = hash.get("offset")?.split(",").map(Number);
  // Right to left the first item is at the far end, which moves with the window's size.
  const sameSize = viewport.width === C.viewport.width && viewport.height === C.viewport.height;
  const start = () => { layout.prepare(viewport); return C.rightToLeft && !sameSize ? layout.initialContentOffset : C.contentOffset; };
  setUp(initial && initial.length === 2 && initial.every(Number.isFinite) ? { x: initial[0], y: initial[1] } : start());
  // The keys work as soon as the page opens.
  stage.focus({ preventScroll: true });
  window.addEventListener("resize", () => {
    if (fixedSize) return;
    viewport = { width: window.innerWidth, height: window.innerHeight };
    const at = scroller.offset; cells.forEach((d) => d.remove()); cells.clear(); setUp(at);
  });

  // Frames: the scroller advances by the browser's frame clock, not a timer.
  function tick(now) {
    const swinging = layout.springs && !layout.springs.isAtRest;
    if (shelvesMoving()) { for (const sc of shelves.values()) sc.update(now / 1000); if (!scroller.isMoving) draw(now / 1000); }
    if (scroller.isMoving || swinging) {
      const wasMoving = scroller.isMoving;
      scroller.update(now / 1000);
      if (wasMoving && !scroller.isMoving) window.playground.settled += 1;
      if (swinging) layout.springs.advance(now / 1000);
      draw(now / 1000);
    }
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);

  // The springs' lag is measured from the pointer over the content.
  function touch(ev) { if (layout.springs) layout.springs.touch = { x: ev.clientX + scroller.offset.x, y: ev.clientY + scroller.offset.y }; }

  // Pointer: a press that moves less than the drag threshold is a tap.
  const threshold = 8;
  let press = null;
  stage.addEventListener("pointerdown", (ev) => {
    stage.setPointerCapture(ev.pointerId); stage.focus();
    // Over a sideways section, the drag's axis decides whether it moves the section or the page.
    const row = layout.shelfAt ? layout.shelfAt(ev.clientY + scroller.offset.y) : null;
    press = { x: ev.clientX, y: ev.clientY, wasMoving: scroller.isMoving || shelvesMoving(), dragging: false, t: ev.timeStamp / 1000,
              shelf: row === null ? null : shelf(row), section: row, target: scroller };
    pointedShelf = row;
    touch(ev);
    scroller.update(performance.now() / 1000);
  });
  stage.addEventListener("pointermove", (ev) => {
    touch(ev);
    if (!press) return;
    const p = { x: ev.clientX, y: ev.clientY }, t = ev.timeStamp / 1000;
    if (!press.dragging && Math.hypot(p.x - press.x, p.y - press.y) >= threshold) {
      press.dragging = true; stage.style.cursor = "grabbing";
      // The axis is decided once, at the threshold, as UIScrollView's directional lock does.
      if (press.shelf && Math.abs(p.x - press.x) > Math.abs(p.y - press.y)) press.target = press.shelf;
      press.target.beginDrag(along(press.target, { x: press.x, y: press.y }), press.t);
    }
    if (press.dragging) {
      // Every sample the browser merged into this event, each at its own time, for the velocity.
      const merged = ev.getCoalescedEvents ? ev.getCoalescedEvents() : [];
      for (const c of merged.length ? merged : [ev]) press.target.drag(along(press.target, { x: c.clientX, y: c.clientY }), c.timeStamp / 1000);
      press.lastX = p.x; press.lastY = p.y; draw();
    }
  });
  stage.addEventListener("pointerup", (ev) => {
    if (!press) return;
    const p = press; press = null; stage.style.cursor = "grab";
    const t = ev.timeStamp / 1000;
    if (p.dragging) {
      if (ev.clientX !== p.lastX || ev.clientY !== p.lastY) p.target.drag(along(p.target, { x: ev.clientX, y: ev.clientY }), t);
      window.playground.lastRelease = p.target.endDrag(t);
      if (p.target !== scroller && window.playground.lastRelease) window.playground.lastRelease.section = p.section;
      draw();
      return;
    }
    if (p.wasMoving) {
      scroller.stop(performance.now() / 1000);
      for (const sc of shelves.values()) if (sc.isMoving) sc.stop(performance.now() / 1000);
      draw(); return;
    }
    const hit = document.elementsFromPoint(ev.clientX, ev.clientY).map((d) => d.closest && d.closest(".cell")).find((d) => d && d.dataset.category === "cell");
    if (!hit) return;
    const target = layout.focusing(Number(hit.dataset.item), Number(hit.dataset.section), scroller.offset);
    if (target && (Math.abs(target.x - scroller.offset.x) > 0.5 || Math.abs(target.y - scroller.offset.y) > 0.5)) {
      scroller.scrollTo(target, performance.now() / 1000);
    } else {
      window.playground.selected = { section: Number(hit.dataset.section), item: Number(hit.dataset.item) };
    }
    draw();
  });

  // Wheel and touchpad: along the layout's axis; paging layouts settle on a snap point.
  stage.addEventListener("wheel", (ev) => {
    ev.preventDefault();
    const scale = ev.deltaMode === 1 ? 40 : ev.deltaMode === 2 ? (layout.vertical ? viewport.height : viewport.width) : 1;
    // A sideways turn over a sideways section moves that section (and settles as its behaviour says).
    const row = layout.shelfAt ? layout.shelfAt(ev.clientY + scroller.offset.y) : null;
    if (row !== null && Math.abs(ev.deltaX) > Math.abs(ev.deltaY)) { pointedShelf = row; shelf(row).scrollBy(layout.screenSign * ev.deltaX * scale, performance.now() / 1000); draw(); return; }
    const d = (layout.vertical ? ev.deltaY || ev.deltaX : ev.deltaX || ev.deltaY) * scale;
    scroller.scrollBy(d, performance.now() / 1000); draw();
  }, { passive: false });

  // Keys: arrows step an item (or 40 points), Page Up/Down a viewport, Home/End the ends.
  stage.addEventListener("keydown", (ev) => {
    const now = performance.now() / 1000, page = layout.vertical ? viewport.height : viewport.width;
    // On a page of shelves Left and Right move a shelf in view one item along, to its behaviour's
    // rest (right to left, Left moves on); at the shelf's end they go nowhere.
    if (layout.shelfStep && (ev.key === "ArrowLeft" || ev.key === "ArrowRight")) {
      ev.preventDefault();
      const top = scroller.restOffset.y, s = layout.shelfForKeys(top, top + viewport.height, pointedShelf);
      const sc = s === null ? null : shelf(s);
      if (!sc) return;
      const x = layout.shelfStep(s, sc.restOffset.x, (ev.key === "ArrowRight" ? 1 : -1) * layout.screenSign);
      if (x === null) return;
      pointedShelf = s; sc.scrollTo({ x, y: 0 }, now); draw();
      return;
    }
    const forward = layout.vertical ? ["ArrowDown"] : ["ArrowRight"], back = layout.vertical ? ["ArrowUp"] : ["ArrowLeft"];
    let step = 0;
    if (forward.includes(ev.key)) step = 1; else if (back.includes(ev.key)) step = -1;
    else if (ev.key === "PageDown") { scroller.scrollBy(page, now); draw(); ev.preventDefault(); return; }
    else if (ev.key === "PageUp") { scroller.scrollBy(-page, now); draw(); ev.preventDefault(); return; }
    else if (ev.key === "Home" || ev.key === "End") {
      const count = C.data.reduce((n, s) => n + s.items.length, 0);
      const last = C.data.length - 1, target = ev.key === "Home" ? layout.focusing(0, 0, scroller.offset)
        : layout.focusing(Math.max(0, C.data[last].items.length - 1), last, scroller.offset);
      if (target && count > 0) scroller.scrollTo(target, now);
      draw(); ev.preventDefault(); return;
    } else return;
    ev.preventDefault();
    const current = layout.currentIndex(scroller.restOffset);
    const n = Math.max(1, C.itemCount || 1), next = layout.wrapping ? positiveModulo(current + step, n) : Math.min(n - 1, Math.max(0, current + step));
    const target = current !== null && layout.paging ? layout.focusing(next, 0, scroller.restOffset) : null;
    if (target) scroller.scrollTo(target, now); else scroller.scrollBy(40 * step, now);
    draw();
  });
})();
"""#
}
