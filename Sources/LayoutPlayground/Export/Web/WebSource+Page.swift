/// The standalone page, `index.html`: the component (`mount`, with the
/// layouts, the physics and the data) inline, mounted on the whole window.
/// The cells, the input and the accessibility are the component's
/// (`WebSource+Mount.swift`).
extension WebExporter {
    /// The page: the module's text inline (browsers refuse module imports in
    /// a page opened from disk), then the exported view mounted with it.
    /// `module` is the same text `layout.js` holds, less its export line.
    static func page(title: String, module: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title) — Layout Playground</title>
        <style>
        html, body { margin: 0; height: 100%; overflow: hidden; background: #111; }
        #view { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        </style>
        </head>
        <body>
        <div id="view"></div>
        <!-- layout.js, inline: a page opened from disk may not import it. -->
        <script type="module">
        \(module)
        \(pageScript)
        </script>
        </body>
        </html>

        """
    }

    /// The page's own part: the exported view in `#view`, by the window's
    /// size or the `#size=WxH` asked for, at `#offset=X,Y`, without text
    /// for `#notext` (as `render --no-text`); `window.playground` is the
    /// mount's handle.
    static let pageScript = #"""
// The page: the exported view, mounted as any page would mount it.
{
  const hash = new URLSearchParams(location.hash.slice(1));
  const view = document.getElementById("view");
  const size = hash.get("size")?.split("x").map(Number);
  if (size && size.length === 2 && size.every((v) => v > 0)) { view.style.width = size[0] + "px"; view.style.height = size[1] + "px"; }
  const at = hash.get("offset")?.split(",").map(Number);
  // The keys work as soon as the page opens, unless the view plays by itself (focus holds autoplay).
  window.playground = mount(view, null, {
    offset: at && at.length === 2 && at.every(Number.isFinite) ? { x: at[0], y: at[1] } : undefined,
    text: !hash.has("notext"), autofocus: !(CONFIG.autoplay && CONFIG.autoplay.interval > 0) });
}
"""#
}
