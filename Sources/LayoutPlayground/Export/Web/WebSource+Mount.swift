import CollectionLayout

/// The web export as a component: `mount(element, items, options)` lays out
/// a page's own items (elements, or `{title, subtitle, picture, w, h}`) in
/// `element` with the exported layout, physics and look, follows the
/// element's size (a `ResizeObserver`), and `unmount()` takes back every
/// listener, observer, frame request and element it added. Every mount
/// keeps its state in its own closure, so any number live side by side.
///
/// Accessibility follows the WAI-ARIA APG: a paging layout or carousel is a
/// region with `aria-roledescription="carousel"` whose items are groups
/// ("slide", "N of M"), the arrow keys move one item and autoplay (with its
/// rotation button) holds while focus is inside; a free layout is a list of
/// items carrying `aria-posinset`/`aria-setsize`.
extension WebExporter {
    static let mountScript = #"""
// ---- The component: mount(element, items, options) ----
// Nothing at module level changes once loaded: every view's state lives in its own mount.
function deepFreeze(o) {
  if (o && typeof o === "object" && !Object.isFrozen(o)) { Object.freeze(o); for (const v of Object.values(o)) deepFreeze(v); }
  return o;
}
deepFreeze(CONFIG); deepFreeze(PALETTE); deepFreeze(Marks);
for (const shared of [Layouts, Physics, M3, Scroller, SpringField]) Object.freeze(shared);
const MOUNT_STYLE = `
.lp-root { position: relative; width: 100%; height: 100%; overflow: hidden; isolation: isolate; outline: none; }
.lp-root:focus-visible::after { content: ""; position: absolute; inset: 0; border: 3px solid #4D96FF; pointer-events: none; z-index: 2147483647; }
.lp-stage { position: absolute; left: 0; top: 0; overflow: hidden; touch-action: none; user-select: none; cursor: grab; outline: none; }
.lp-cell { position: absolute; box-sizing: border-box; overflow: hidden; transform-origin: 50% 50%; backface-visibility: visible;
           background-size: cover; background-position: center; font-family: "DejaVu Sans", sans-serif; }
.lp-cell .lp-label { position: absolute; left: 0; right: 0; padding: 0 12px; text-align: center; font-weight: bold; }
.lp-cell .lp-bar { position: absolute; left: 0; right: 0; bottom: 0; background: rgba(0,0,0,0.45); color: #fff; text-align: center; font-weight: bold; }
.lp-cell.lp-own > * { width: 100%; height: 100%; box-sizing: border-box; }
.lp-notext .lp-label, .lp-notext .lp-bar span, .lp-notext .lp-overlay { display: none !important; }
.lp-overlay { position: absolute; left: 0; top: 0; overflow: hidden; pointer-events: none; }
.lp-pill { position: absolute; padding: 5px 12px; border-radius: 999px; background: rgba(0,0,0,0.55); color: #fff; white-space: nowrap;
           font: bold 17.33px "DejaVu Sans", sans-serif; }
.lp-marks { position: absolute; background: rgba(0,0,0,0.35); pointer-events: auto; cursor: pointer; }
.lp-marks .lp-mark { position: absolute; background: #fff; }
.lp-rotation { position: absolute; left: 8px; top: 8px; z-index: 2147483646; padding: 4px 10px; border: 0; border-radius: 999px;
               background: rgba(0,0,0,0.6); color: #fff; font: 13px "DejaVu Sans", sans-serif; cursor: pointer; }
.lp-rotation:focus-visible { outline: 3px solid #4D96FF; }
.lp-measure { position: absolute; left: 0; top: 0; visibility: hidden; width: max-content; }
`;
// Autoplay's defaults (the library's Autoplay) for an export made without it that options turn on.
const AUTOPLAY_DEFAULTS = { interval: 0, direction: "forward", resumeDelay: 3, end: "rewind" };

// An id no element of `doc` has yet: random, so mounts share no counter.
function uniqueId(doc, stem) {
  const words = new Uint32Array(2), random = (doc.defaultView && doc.defaultView.crypto) || globalThis.crypto;
  for (;;) {
    random.getRandomValues(words);
    const id = stem + words[0].toString(36) + words[1].toString(36);
    if (!doc.getElementById(id)) return id;
  }
}

// A tag pill's size as the renderer measures it: the text 14 points high, 12 points each side, at least 32 high.
function tagSize(doc, text) {
  const context = doc.createElement("canvas").getContext("2d");
  if (!context) return { width: 24 + 7.5 * String(text).length, height: 32 };
  context.font = '14px "DejaVu Sans", sans-serif';
  const m = context.measureText(String(text)), h = (m.fontBoundingBoxAscent || 13) + (m.fontBoundingBoxDescent || 4);
  return { width: Math.ceil(m.width + 24), height: Math.max(32, Math.ceil(h + 12)) };
}

// A positive finite size from w and h, or null.
function givenSize(w, h) {
  const width = Number(w), height = Number(h);
  return width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
}

// The size an element of the page asks for: data-w/data-h, a picture's own size, else its box as it lays out alone.
function elementSize(el, measure) {
  const asked = givenSize(el.getAttribute("data-w"), el.getAttribute("data-h"));
  if (asked) return asked;
  const natural = givenSize(el.naturalWidth, el.naturalHeight);
  if (natural) return natural;
  measure.appendChild(el);
  const r = el.getBoundingClientRect();
  el.remove();
  return givenSize(r.width, r.height);
}

// The configuration one mount lays out with: the exported one, the options' parameters over it,
// and the page's own items (or the exported data, its pictures found beside this file).
function mountConfiguration(items, options, doc, measure) {
  const C = Object.assign({}, CONFIG);
  const plain = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
  for (const key of Object.keys(options)) {
    if (!(key in CONFIG) || key === "data") continue;
    const value = options[key];
    C[key] = plain(value) && plain(CONFIG[key]) ? Object.assign({}, CONFIG[key], value) : value;
  }
  if (typeof C.autoplay === "number") C.autoplay = Object.assign({}, CONFIG.autoplay || AUTOPLAY_DEFAULTS, { interval: C.autoplay });
  else if (plain(C.autoplay) && !CONFIG.autoplay) C.autoplay = Object.assign({}, AUTOPLAY_DEFAULTS, C.autoplay);
  const here = typeof import.meta === "object" && import.meta.url ? import.meta.url : doc.baseURI;
  // A layout that keeps no sections places every item in one.
  const keepsSections = Array.isArray(CONFIG.sections);
  const flattened = (sections) => (keepsSections || sections.length <= 1 ? sections
    : [{ title: null, items: sections.flatMap((s) => s.items) }]);
  if (items === null) {
    C.data = flattened(CONFIG.data.map((s) => ({ title: s.title, items: s.items.map((i) => Object.assign({}, i, {
      picture: i.picture ? new URL(i.picture, here).href : null })) })));
    return C;
  }
  // Sections, [{title, items: [...]}, ...], or one list of items.
  const sectioned = items.length > 0 && items.every((s) => plain(s) && Array.isArray(s.items) && !(s.nodeType === 1));
  const given = flattened(sectioned ? items : [{ title: null, items }]);
  let flat = 0;
  C.data = given.map((s) => ({ title: s.title ?? null, items: s.items.map((x) => {
    const n = flat++;
    if (x && x.nodeType === 1) return { element: x, size: elementSize(x, measure) };
    const o = plain(x) ? x : { title: x === null || x === undefined ? null : String(x) };
    const text = o.title ?? o.price ?? o.subtitle ?? null;
    let size = givenSize(o.w, o.h);
    if (!size && C.itemSizes === "size" && !o.picture && text !== null) size = tagSize(doc, text);
    return { title: o.title ?? null, subtitle: o.subtitle ?? null, price: o.price ?? null, color: o.color || PALETTE[n % PALETTE.length],
             picture: o.picture ?? null, size };
  }) }));
  C.itemCount = flat;
  if (keepsSections) {
    // A tag the page could not size is a pill's least.
    C.sections = C.data.map((s) => s.items.map((i) => i.size || (C.itemSizes === "size" ? { width: 32, height: 32 } : null)));
    // Each section's own parameters: the exported section's, the last one's for sections beyond.
    for (const key of C.perSection || []) {
      const exported = CONFIG[key];
      if (!Array.isArray(exported)) continue;
      C[key] = C.data.map((s, k) => (key === "textHeights" ? s.items.map(() => null)
        : key === "sectionOffsets" ? 0 : exported[Math.min(k, exported.length - 1)]));
    }
  }
  return C;
}

// Lays out `items` in `element` and returns the handle: { unmount(), offset, currentIndex, ... }.
function mount(element, items, options) {
  if (!element || element.nodeType !== 1) throw new TypeError("mount(element, items, options): element must be an element of the page");
  options = options || {};
  const doc = element.ownerDocument, win = doc.defaultView;
  // Everything this mount adds to the page, to take back on unmount.
  const listeners = [];
  const on = (target, type, fn, opts) => { target.addEventListener(type, fn, opts); listeners.push([target, type, fn, opts]); };
  const root = doc.createElement("div"), stage = doc.createElement("div"), overlay = doc.createElement("div");
  const styleSheet = doc.createElement("style"), measure = doc.createElement("div");
  styleSheet.textContent = MOUNT_STYLE;
  root.className = "lp-root"; stage.className = "lp-stage"; overlay.className = "lp-overlay"; measure.className = "lp-measure";
  root.append(styleSheet, measure);
  element.appendChild(root);
  const C = mountConfiguration(items === null || items === undefined ? null : Array.from(items), options, doc, measure);
  measure.remove();
  const own = items !== null && items !== undefined;
  if (options.text === false) root.classList.add("lp-notext");
  const layout = Layouts[C.layout](C);
  const count = C.data.reduce((n, s) => n + s.items.length, 0);
  const starts = []; { let n = 0; for (const s of C.data) { starts.push(n); n += s.items.length; } }

  // Accessibility (WAI-ARIA APG): a carousel of slides, or a list; the words in the page's language.
  const carousel = C.pattern === "carousel";
  const words = Object.assign({ slide: "{n} of {count}", stop: "Stop automatic slide show", start: "Start automatic slide show" },
                              options.labels || {});
  const stageId = uniqueId(doc, "lp-");
  stage.id = stageId;
  root.tabIndex = 0;
  root.setAttribute("role", "region");
  root.setAttribute("aria-label", options.label || C.label);
  if (carousel) root.setAttribute("aria-roledescription", "carousel");
  else stage.setAttribute("role", "list");
  overlay.setAttribute("aria-hidden", "true");
  root.append(stage, overlay);

  let viewport = { width: root.clientWidth, height: root.clientHeight };
  // An element with no height of its own gets the exported view's.
  if (!(viewport.height > 0)) { root.style.height = C.viewport.height + "px"; viewport = { width: root.clientWidth, height: root.clientHeight }; }
  let scroller, unmounted = false;
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
  // An event's point on the stage.
  const local = (ev) => { const r = stage.getBoundingClientRect(); return { x: ev.clientX - r.left, y: ev.clientY - r.top }; };

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

  // The cell's look, as the renderer's CellStyle draws it; a page's own element fills its cell.
  function style(div, e) {
    const item = content(e), w = e.size.width, h = e.size.height, s = div.style, K = C.look;
    div.textContent = "";
    s.backgroundColor = ""; s.backgroundImage = ""; s.border = ""; s.boxShadow = ""; s.borderRadius = "0";
    if (e.category === "header" || e.category === "footer") {
      if (e.category === "header" || e.zIndex > 0) {
        s.backgroundColor = "rgba(255,255,255,0.045)"; s.borderBottom = "1px solid rgba(255,255,255,0.08)";
      }
      // A pinned (floating) band is opaque over the cells that pass under it, as the renderer paints it.
      if (e.zIndex > 0) { s.backgroundImage = "linear-gradient(rgba(255,255,255,0.045), rgba(255,255,255,0.045))"; s.backgroundColor = C.background[0]; }
      const label = doc.createElement("div");
      label.className = "lp-label"; label.style.textAlign = e.category === "footer" ? "center" : C.rightToLeft ? "right" : "left";
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
    let radius = Math.min(K.corner, K.cornerOfShorterSide * Math.min(w, h), K.cornerOfHeight * h);
    const pill = K.pills && !item.picture && !item.element;
    if (pill) radius = h / 2;
    s.borderRadius = radius + "px";
    if (K.shadow) s.boxShadow = "0 6px 14px rgba(0,0,0,0.5)";
    if (K.border) s.border = K.border;
    if (item.element) { div.classList.add("lp-own"); div.appendChild(item.element); return; }
    div.classList.remove("lp-own");
    s.backgroundColor = pill ? mix(item.color || "#888888", "#1E1F26", 0.3) : item.color || "#888888";
    if (item.picture) s.backgroundImage = `url(${JSON.stringify(String(item.picture))})`;
    if (K.bar && (item.price || item.title)) {
      const bar = doc.createElement("div"), barHeight = Math.min(30, h * 0.3);
      bar.className = "lp-bar"; bar.style.height = barHeight + "px"; bar.style.lineHeight = barHeight + "px";
      bar.style.fontSize = Math.min(14, barHeight * 0.6) + "px";
      const span = doc.createElement("span"); span.textContent = item.price || item.title; bar.appendChild(span);
      div.appendChild(bar);
      return;
    }
    const text = pill ? item.title || item.price || item.subtitle : item.title || (K.priceAsTitle ? item.price : null);
    if (text) {
      const label = doc.createElement("div");
      label.className = "lp-label"; label.textContent = text;
      label.style.fontSize = (pill ? 14 : Math.min(K.font, K.fontOfHeight * h)) + "px";
      label.style.fontWeight = pill ? "normal" : "bold";
      label.style.color = item.picture ? "#fff" : readable(pill ? mix(item.color || "#888888", "#1E1F26", 0.3) : item.color || "#888888");
      if (pill || K.centred) {
        label.style.top = "50%"; label.style.transform = "translateY(-50%)";
        // A subtitle under a centred title when the cell has room for it (three title heights).
        const size = parseFloat(label.style.fontSize);
        if (!pill && item.subtitle && h > 3 * size) {
          const sub = doc.createElement("div");
          sub.textContent = item.subtitle; sub.style.fontWeight = "normal"; sub.style.fontSize = "0.55em"; sub.style.opacity = "0.8";
          label.appendChild(sub);
        }
      }
      else {
        // Title and subtitle at the bottom, over a scrim on pictures, as the renderer's bottom text.
        const pad = Math.min(16, w / 8);
        label.style.bottom = pad + "px"; label.style.textAlign = C.rightToLeft ? "right" : "left"; label.style.padding = `0 ${pad}px`;
        if (item.subtitle) {
          const sub = doc.createElement("div");
          sub.textContent = item.subtitle; sub.style.fontWeight = "normal"; sub.style.fontSize = "0.6em";
          label.appendChild(sub);
        }
        if (item.picture) {
          const scrim = doc.createElement("div");
          scrim.className = "lp-label"; scrim.style.bottom = "0"; scrim.style.height = "45%"; scrim.style.padding = "0";
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
  // What a cell is to assistive technology: a slide "N of M" of the carousel, or an item of the list.
  function describe(div, e) {
    if (e.category !== "cell") { div.setAttribute("aria-hidden", "true"); return; }
    const n = (starts[e.section] || 0) + e.item + 1;
    if (carousel) {
      div.setAttribute("role", "group"); div.setAttribute("aria-roledescription", "slide");
      div.setAttribute("aria-label", words.slide.replace("{n}", n).replace("{count}", count));
    } else {
      div.setAttribute("role", "listitem"); div.setAttribute("aria-posinset", String(n)); div.setAttribute("aria-setsize", String(count));
    }
  }

  // The renderer's order: z-index, then section, item and category.
  const rank = { decoration: 0, cell: 1, header: 2, footer: 3 };
  // The springs layout's cells hear of every move of the content, at the frame's time.
  function draw(time = win.performance.now() / 1000) {
    if (unmounted) return;
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
      if (!div) { div = doc.createElement("div"); div.className = "lp-cell"; div.dataset.key = key; cells.set(key, div); describe(div, e); }
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
      // A masked element (the keyline carousel) shows only its mask, rounded by the corner radius; its content stays in place.
      const m = e.mask;
      s.clipPath = m ? `inset(${m.y}px ${e.size.width - m.x - m.width}px ${e.size.height - m.y - m.height}px ${m.x}px round ${layout.maskCornerRadius ?? 0}px)` : "";
    });
    for (const [key, div] of cells) if (!seen.has(key)) { div.remove(); cells.delete(key); }
    // The document's order is the reading order, section by section and item by item (the
    // z-index paints); cells already in order stay where they are, keeping a focused element's focus.
    const reading = { header: 0, decoration: 1, cell: 2, footer: 3 };
    const ordered = visible.slice().sort((a, b) => a.section - b.section || reading[a.category] - reading[b.category] || a.item - b.item);
    let next = stage.firstElementChild;
    for (const e of ordered) {
      const div = cells.get(`${e.category}/${e.section}/${e.item}`);
      if (div === next) next = next.nextElementSibling; else stage.insertBefore(div, next);
    }
    handle.offset = { x: scroller.offset.x, y: scroller.offset.y };
    handle.currentIndex = layout.currentIndex(scroller.offset);
    handle.springsAtRest = !layout.springs || layout.springs.isAtRest;
    indicate(visible);
  }

\#(indicatorPageScript)

  // Autoplay (the library's Autoplay and AutoplayTimer): one item on every interval, held while a
  // pointer is down or over the view, while focus is inside (WAI-ARIA), for the resume delay after
  // any input, and after the rotation button stops it.
  const autoplay = C.autoplay && C.autoplay.interval > 0 && Number.isFinite(C.autoplay.interval) && carousel ? {
    settings: C.autoplay, direction: C.autoplay.direction === "backward" ? -1 : 1, lastMove: win.performance.now() / 1000,
    lastInput: -Infinity, down: false, hover: false, focus: false, moves: 0,
    // A person who asked the system for less motion starts with it stopped (the button starts it).
    stopped: !!(win.matchMedia && win.matchMedia("(prefers-reduced-motion: reduce)").matches) } : null;
  let rotation = null;
  const autoplayHeld = () => !autoplay || autoplay.down || autoplay.hover || autoplay.focus || autoplay.stopped;
  function noteInput(time = win.performance.now() / 1000) {
    if (!autoplay) return;
    autoplay.lastInput = Math.max(autoplay.lastInput, time); autoplay.lastMove = Math.max(autoplay.lastMove, time);
  }
  // The slides speak when they change unless they turn by themselves.
  function announceMode() {
    if (carousel) stage.setAttribute("aria-live", autoplay && !autoplayHeld() ? "off" : "polite");
    if (rotation) {
      rotation.textContent = (autoplay.stopped ? "▶ " : "❚❚ ") + (autoplay.stopped ? words.start : words.stop);
      rotation.setAttribute("aria-label", autoplay.stopped ? words.start : words.stop);
    }
    handle.autoplay = autoplay ? { running: !autoplayHeld(), stopped: autoplay.stopped, focus: autoplay.focus, moves: autoplay.moves } : null;
  }
  function autoplayStep(time) {
    if (autoplayHeld() || press || scroller.isMoving || shelvesMoving()) return;
    if (time < Math.max(autoplay.lastMove + autoplay.settings.interval, autoplay.lastInput + autoplay.settings.resumeDelay)) return;
    autoplay.lastMove = time;
    const rest = scroller.restOffset, current = layout.currentIndex(rest), n = count;
    if (n <= 1 || current === null || current === undefined) return;
    let direction = autoplay.direction, next = current + direction;
    if (layout.wrapping) next = positiveModulo(next, n);
    else if (next < 0 || next >= n) {
      const end = autoplay.settings.end;
      if (end === "stop") return;
      if (end === "rewind") next = direction > 0 ? 0 : n - 1;
      else { direction = -direction; next = current + direction; }
    }
    const target = layout.focusing(next, 0, rest);
    if (!target) return;
    autoplay.direction = direction; autoplay.moves += 1;
    scroller.scrollTo(target, time);
    draw(time);
    announceMode();
  }
  if (autoplay) {
    rotation = doc.createElement("button");
    rotation.type = "button"; rotation.className = "lp-rotation";
    rotation.setAttribute("aria-controls", stageId);
    root.insertBefore(rotation, stage);
    on(rotation, "click", () => { autoplay.stopped = !autoplay.stopped; noteInput(); announceMode(); });
    on(root, "pointerenter", () => { autoplay.hover = true; announceMode(); });
    on(root, "pointerleave", () => { autoplay.hover = false; noteInput(); announceMode(); });
    on(root, "focusin", () => { autoplay.focus = true; announceMode(); });
    on(root, "focusout", (ev) => {
      if (ev.relatedTarget && root.contains(ev.relatedTarget)) return;
      autoplay.focus = false; noteInput(); announceMode();
    });
  }

  const handle = { layout, config: C, element: root, stage, get scroller() { return scroller; }, lastRelease: null, settled: 0, shelf,
    offset: null, currentIndex: null, springsAtRest: true, indicator: null, selected: null, autoplay: null,
    get isMoving() { return scroller.isMoving || shelvesMoving(); },
    // Where each drawn element is on screen: its transformed box's bounds, for checks against the library.
    rects() {
      return [...stage.querySelectorAll(".lp-cell")].map((d) => {
        const r = d.getBoundingClientRect();
        return { category: d.dataset.category, section: Number(d.dataset.section), item: Number(d.dataset.item),
                 x: r.left, y: r.top, width: r.width, height: r.height };
      });
    },
    // Brings item `item` of section `section` to where the layout rests on it.
    scrollTo(item, section = 0) {
      const target = layout.focusing(item, section, scroller.offset);
      if (target) { noteInput(); scroller.scrollTo(target, win.performance.now() / 1000); draw(); }
    },
    // Takes back everything mount added: elements, listeners, the observer, the frame request.
    unmount() {
      if (unmounted) return;
      unmounted = true;
      win.cancelAnimationFrame(frame);
      observer.disconnect();
      for (const [target, type, fn, opts] of listeners) target.removeEventListener(type, fn, opts);
      listeners.length = 0;
      if (press && stage.hasPointerCapture && stage.hasPointerCapture(press.id)) stage.releasePointerCapture(press.id);
      press = null;
      for (const div of cells.values()) div.remove();
      cells.clear();
      shelves.clear();
      root.remove();
    } };
  announceMode();

  // Right to left the first item is at the far end, which moves with the view's size.
  const sameSize = viewport.width === C.viewport.width && viewport.height === C.viewport.height;
  const start = () => {
    layout.prepare(viewport);
    return own || (C.rightToLeft && !sameSize) ? layout.initialContentOffset : C.contentOffset;
  };
  const initial = options.offset;
  setUp(initial && Number.isFinite(initial.x) && Number.isFinite(initial.y) ? { x: initial.x, y: initial.y } : start());
  if (options.autofocus) root.focus({ preventScroll: true, focusVisible: false });
  // The view follows its element's size.
  const observer = new win.ResizeObserver(() => {
    const size = { width: root.clientWidth, height: root.clientHeight };
    if (unmounted || (size.width === viewport.width && size.height === viewport.height)) return;
    viewport = size;
    const at = scroller.offset; cells.forEach((d) => d.remove()); cells.clear(); setUp(at);
  });
  observer.observe(root);

  // Frames: the scroller advances by the browser's frame clock, not a timer.
  let frame = 0;
  function tick(now) {
    if (unmounted) return;
    const swinging = layout.springs && !layout.springs.isAtRest;
    if (shelvesMoving()) { for (const sc of shelves.values()) sc.update(now / 1000); if (!scroller.isMoving) draw(now / 1000); }
    if (scroller.isMoving || swinging) {
      const wasMoving = scroller.isMoving;
      scroller.update(now / 1000);
      if (wasMoving && !scroller.isMoving) handle.settled += 1;
      if (swinging) layout.springs.advance(now / 1000);
      draw(now / 1000);
    }
    if (autoplay) autoplayStep(now / 1000);
    frame = win.requestAnimationFrame(tick);
  }
  frame = win.requestAnimationFrame(tick);

  // The springs' lag is measured from the pointer over the content.
  function touch(p) { if (layout.springs) layout.springs.touch = { x: p.x + scroller.offset.x, y: p.y + scroller.offset.y }; }

  // Pointer: a press that moves less than the drag threshold is a tap.
  const threshold = 8;
  let press = null;
  on(stage, "pointerdown", (ev) => {
    root.focus({ preventScroll: true, focusVisible: false });
    if (autoplay) { autoplay.down = true; noteInput(); announceMode(); }
    const at = local(ev);
    // Over a sideways section, the drag's axis decides whether it moves the section or the page.
    const row = layout.shelfAt ? layout.shelfAt(at.y + scroller.offset.y) : null;
    press = { id: ev.pointerId, x: at.x, y: at.y, wasMoving: scroller.isMoving || shelvesMoving(), dragging: false, t: ev.timeStamp / 1000,
              shelf: row === null ? null : shelf(row), section: row, target: scroller };
    pointedShelf = row;
    touch(at);
    scroller.update(win.performance.now() / 1000);
  });
  on(stage, "pointermove", (ev) => {
    const p = local(ev);
    touch(p);
    if (!press) return;
    if (!press.dragging && Math.hypot(p.x - press.x, p.y - press.y) >= threshold) {
      // Captured once it is a drag, so a tap still clicks what a page's own item holds (a link, a button).
      press.dragging = true; stage.style.cursor = "grabbing";
      if (stage.setPointerCapture) stage.setPointerCapture(ev.pointerId);
      // The axis is decided once, at the threshold, as UIScrollView's directional lock does.
      if (press.shelf && Math.abs(p.x - press.x) > Math.abs(p.y - press.y)) press.target = press.shelf;
      press.target.beginDrag(along(press.target, { x: press.x, y: press.y }), press.t);
    }
    if (press.dragging) {
      // Every sample the browser merged into this event, each at its own time, for the velocity.
      const merged = ev.getCoalescedEvents ? ev.getCoalescedEvents() : [];
      const r = stage.getBoundingClientRect();
      for (const c of merged.length ? merged : [ev]) press.target.drag(along(press.target, { x: c.clientX - r.left, y: c.clientY - r.top }), c.timeStamp / 1000);
      press.lastX = p.x; press.lastY = p.y; draw();
    }
  });
  const release = (ev) => {
    if (autoplay) { autoplay.down = false; noteInput(); announceMode(); }
    if (!press) return;
    const p = press, at = local(ev); press = null; stage.style.cursor = "grab";
    const t = ev.timeStamp / 1000;
    if (p.dragging) {
      if (at.x !== p.lastX || at.y !== p.lastY) p.target.drag(along(p.target, at), t);
      handle.lastRelease = p.target.endDrag(t);
      if (p.target !== scroller && handle.lastRelease) handle.lastRelease.section = p.section;
      draw();
      return;
    }
    if (ev.type === "pointercancel") return;
    if (p.wasMoving) {
      scroller.stop(win.performance.now() / 1000);
      for (const sc of shelves.values()) if (sc.isMoving) sc.stop(win.performance.now() / 1000);
      draw(); return;
    }
    const hit = doc.elementsFromPoint(ev.clientX, ev.clientY).map((d) => d.closest && d.closest(".lp-cell"))
      .find((d) => d && d.parentNode === stage && d.dataset.category === "cell");
    if (!hit) return;
    const target = layout.focusing(Number(hit.dataset.item), Number(hit.dataset.section), scroller.offset);
    if (target && (Math.abs(target.x - scroller.offset.x) > 0.5 || Math.abs(target.y - scroller.offset.y) > 0.5)) {
      scroller.scrollTo(target, win.performance.now() / 1000);
    } else {
      handle.selected = { section: Number(hit.dataset.section), item: Number(hit.dataset.item) };
      if (typeof options.onSelect === "function") options.onSelect(handle.selected);
    }
    draw();
  };
  on(stage, "pointerup", release);
  on(stage, "pointercancel", release);

  // Wheel and touchpad: along the layout's axis; paging layouts settle on a snap point.
  on(stage, "wheel", (ev) => {
    ev.preventDefault();
    noteInput();
    const scale = ev.deltaMode === 1 ? 40 : ev.deltaMode === 2 ? (layout.vertical ? viewport.height : viewport.width) : 1;
    // A sideways turn over a sideways section moves that section (and settles as its behaviour says).
    const row = layout.shelfAt ? layout.shelfAt(local(ev).y + scroller.offset.y) : null;
    if (row !== null && Math.abs(ev.deltaX) > Math.abs(ev.deltaY)) { pointedShelf = row; shelf(row).scrollBy(layout.screenSign * ev.deltaX * scale, win.performance.now() / 1000); draw(); return; }
    const d = (layout.vertical ? ev.deltaY || ev.deltaX : ev.deltaX || ev.deltaY) * scale;
    scroller.scrollBy(d, win.performance.now() / 1000); draw();
  }, { passive: false });

  // Keys: arrows step an item (or 40 points), Page Up/Down a viewport, Home/End the ends.
  on(root, "keydown", (ev) => {
    // The rotation button and the fields of a page's own items keep their keys.
    if (ev.target !== root && ev.target.closest && ev.target.closest("button, input, textarea, select, [contenteditable]")) return;
    const now = win.performance.now() / 1000, page = layout.vertical ? viewport.height : viewport.width;
    noteInput(now);
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
    // A carousel's arrows move one item along either axis (WAI-ARIA); a list's along its own.
    const forward = carousel ? ["ArrowRight", "ArrowDown"] : layout.vertical ? ["ArrowDown"] : ["ArrowRight"];
    const back = carousel ? ["ArrowLeft", "ArrowUp"] : layout.vertical ? ["ArrowUp"] : ["ArrowLeft"];
    let step = 0;
    if (forward.includes(ev.key)) step = 1; else if (back.includes(ev.key)) step = -1;
    else if (ev.key === "PageDown") { scroller.scrollBy(page, now); draw(); ev.preventDefault(); return; }
    else if (ev.key === "PageUp") { scroller.scrollBy(-page, now); draw(); ev.preventDefault(); return; }
    else if (ev.key === "Home" || ev.key === "End") {
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
  return handle;
}
"""#
}

extension WebExporter {
    /// What the component reads of the layout besides its math, from the
    /// layout's type and parameters: the accessibility pattern (the
    /// library's `isPaging`), the region's label, autoplay, what an item's
    /// `w`/`h` mean, the parameters kept per section, and the cells' look.
    /// `port` nil: the keyline carousel (its multi-aspect strategy reads each item's aspect).
    static func componentProperties(_ port: ExportPort?, layout: any CollectionLayout) -> [String] {
        let autoplay = Autoplay(parameters: layout.parameters)
        var lines = [
            "pattern: \"\(layout.isPaging ? "carousel" : "list")\"",
            "label: \(string(type(of: layout).title))",
            "autoplay: " + (autoplay.isOn
                ? "{ interval: \(autoplay.interval), direction: \"\(autoplay.direction.rawValue)\", resumeDelay: \(autoplay.resumeDelay), end: \"\(autoplay.end.rawValue)\" }"
                : "null"),
        ]
        let sizes: String
        let perSection: [String]
        switch port {
        case nil: (sizes, perSection) = ((layout as? KeylineLayout)?.strategy == .multiAspect ? "aspect" : "none", [])
        case .waterfall: (sizes, perSection) = ("aspect", ["sectionMetrics"])
        case .flow: (sizes, perSection) = ("size", [])
        case .compositional:
            (sizes, perSection) = ("aspect", ["behaviours", "itemWidthKinds", "itemWidths", "itemHeightKinds", "itemHeights",
                                              "groupColumns", "groupRows", "headerHeights", "sectionOffsets", "textHeights"])
        case .cards, .wheel, .ring, .stack, .carousel, .springs: (sizes, perSection) = ("none", [])
        }
        lines.append("itemSizes: \"\(sizes)\"")
        lines.append("perSection: [" + perSection.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        lines.append("look: " + look(port))
        return lines
    }

    /// The cells' look as the renderer's `CellStyle` draws them, per layout:
    /// the corner (at most `corner`, and at most the given fractions of the
    /// shorter side and of the height), the shadow and border, tags as pills,
    /// the waterfall's price bar, centred titles, the title's size.
    /// `port` nil: the keyline carousel's square pictures, whose mask's rounded window gives the corners.
    static func look(_ port: ExportPort?) -> String {
        let none = "Infinity"
        var corner = "12", ofShorter = none, ofHeight = none, font = "18", fontOfHeight = none
        var shadow = false, border = "null", pills = false, bar = false, centred = false
        switch port {
        case nil: corner = "0"
        case .cards, .carousel: shadow = true; font = "24"
        case .stack: shadow = true; corner = "20"; border = "\"2px solid #fff\""; font = "24"
        case .ring: corner = none; ofShorter = "0.5"; centred = true; font = "14"; fontOfHeight = "0.4"
        case .wheel: centred = true; font = "26"; fontOfHeight = "0.4"
        case .springs: corner = "18"; ofHeight = "0.5"; font = "16"
        case .compositional: corner = "14"; ofHeight = "0.25"; font = "15"
        case .flow: pills = true
        case .waterfall: bar = true
        }
        return "{ corner: \(corner), cornerOfShorterSide: \(ofShorter), cornerOfHeight: \(ofHeight), shadow: \(shadow), border: \(border), "
            + "pills: \(pills), bar: \(bar), centred: \(centred), priceAsTitle: \(centred), font: \(font), fontOfHeight: \(fontOfHeight) }"
    }
}
