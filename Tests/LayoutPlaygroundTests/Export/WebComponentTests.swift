import Foundation
import Testing

/// `export web` as a component: `layout.js` is an ES module whose
/// `mount(element, items, options)` lays out a page's own items. In
/// headless Chromium (over the DevTools protocol, `BrowserProbe.py`): the
/// accessibility tree Chromium builds follows the WAI-ARIA carousel pattern
/// for a paging layout and is a list for a free one, the arrows move one
/// item, focus holds autoplay, two views on one page served over HTTP work
/// apart, `unmount()` takes everything back, and a view follows its
/// element's size.
@Suite(.serialized) struct WebComponentTests {
    typealias Folder = WebExportTests.Folder

    /// Exports `view` to `folder/name` at 800×600.
    static func export(_ view: [String], to folder: Folder, _ name: String) throws -> String {
        let page = folder.path(name)
        let export = try CLIRunner.run(["export", "web"] + view + ["--viewport", "800x600", "--out", page])
        try #require(export.status == 0, "\(export.stderr)")
        return page
    }

    /// Runs the browser probe on `path` served over HTTP from `directory`
    /// (a server thread of the probe, ended with it) and returns the outputs.
    static func browse(serving directory: String, path: String, actions: [[String: Any]]) throws -> [Any] {
        let json = String(decoding: try JSONSerialization.data(withJSONObject: actions), as: UTF8.self)
        let result = try CLIRunner.runExecutable("/usr/bin/python3", [WebExportTests.probe, "--serve", directory, path, "800", "600", json])
        try #require(result.status == 0, "the browser probe failed: \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any])
    }

    /// The nodes of an "axtree" output.
    static func nodes(_ output: Any) throws -> [[String: Any]] {
        try #require(output as? [[String: Any]], "no accessibility tree")
    }

    static func property(_ node: [String: Any], _ name: String) -> Any? {
        (node["properties"] as? [String: Any])?[name] ?? nil
    }

    static func number(_ v: Any?) -> Double? { (v as? NSNumber)?.doubleValue ?? (v as? String).flatMap(Double.init) }

    static let settled = "!window.playground.isMoving"

    // MARK: - Accessibility in Chromium's tree

    /// A carousel is a region described as a carousel, its items groups
    /// described as slides and named "N of M"; ArrowRight moves one item.
    @Test func aCarouselIsARegionOfSlidesAndTheArrowsMoveOneItem() throws {
        try #require(WebExportTests.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try Folder()
        let page = try Self.export(["--layout", "carousel", "--set", "type=coverFlow", "--items", "9"], to: folder, "page")
        let state = "[window.playground.currentIndex, window.playground.offset.x, document.activeElement === window.playground.element]"
        let output = try WebExportTests.browse(page: page, hash: "offset=0,0&size=800x600", actions: [
            ["wait": WebExportTests.ready], ["axtree": true], ["eval": state],
            ["key": "ArrowRight", "keyCode": 39], ["wait": Self.settled], ["eval": state], ["axtree": true],
            ["key": "ArrowRight", "keyCode": 39], ["wait": Self.settled], ["eval": state],
            ["key": "ArrowLeft", "keyCode": 37], ["wait": Self.settled], ["eval": state],
        ])
        let tree = try Self.nodes(output[0])
        let regions = tree.filter { $0["role"] as? String == "region" }
        let region = try #require(regions.first { Self.property($0, "roledescription") as? String == "carousel" },
                                  "no region described as a carousel: \(regions)")
        #expect(region["name"] as? String == "Carousel")
        let slides = tree.filter { $0["role"] as? String == "group" && Self.property($0, "roledescription") as? String == "slide" }
        let names = slides.compactMap { $0["name"] as? String }
        #expect(names.contains("1 of 9"), "slides at the start: \(names)")
        #expect(!names.isEmpty && names.allSatisfy { $0.range(of: #"^[1-9] of 9$"#, options: .regularExpression) != nil }, "\(names)")
        let states = try [1, 2, 4, 5].map { try #require(output[$0] as? [Any]) }
        func index(_ i: Int) -> Int? { (states[i][0] as? NSNumber)?.intValue }
        func x(_ i: Int) -> Double { Self.number(states[i][1]) ?? .nan }
        #expect(states[0][2] as? Bool == true, "the page opens with the keys in the carousel")
        #expect(index(0) == 0 && index(1) == 1 && index(2) == 2 && index(3) == 1, "indexes \(states.map { $0[0] })")
        #expect(x(1) > x(0) && x(2) > x(1) && x(3) < x(2), "offsets \(states.map { $0[1] })")
        let after = try Self.nodes(output[3]).compactMap { $0["name"] as? String }
        #expect(after.contains("2 of 9"), "slides after one step: \(after.filter { $0.hasSuffix("of 9") })")
        print("carousel: \(slides.count) slides in the tree (\(names.joined(separator: ", "))); arrows: \(states.map { $0[0] })")
    }

    /// A waterfall is a list whose items carry their position and the set's size.
    @Test func aWaterfallIsAListOfItemsWithPositions() throws {
        try #require(WebExportTests.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try Folder()
        let page = try Self.export(["--layout", "waterfall"], to: folder, "page")
        let dom = "[...window.playground.stage.querySelectorAll('[role=listitem]')].map((d) => [Number(d.getAttribute('aria-posinset')),"
            + " Number(d.getAttribute('aria-setsize')), Number(d.dataset.section), Number(d.dataset.item)])"
        let output = try WebExportTests.browse(page: page, hash: "offset=0,0&size=800x600", actions: [
            ["wait": WebExportTests.ready], ["axtree": true], ["eval": dom],
            ["eval": "window.playground.config.data.reduce((n, s) => n + s.items.length, 0)"],
        ])
        let tree = try Self.nodes(output[0])
        let count = try #require(Self.number(output[2])).rounded()
        #expect(!tree.contains { Self.property($0, "roledescription") as? String == "carousel" }, "a free layout is no carousel")
        let lists = tree.filter { $0["role"] as? String == "list" }
        #expect(lists.count == 1, "lists: \(lists)")
        let items = tree.filter { $0["role"] as? String == "listitem" }
        #expect(items.count > 4, "\(items.count) list items in the tree")
        // Each list item of the tree stands for an element that says its place in the whole set.
        let places = items.map { ($0["attributes"] as? [String: String]).map { [Double($0["aria-posinset"] ?? ""), Double($0["aria-setsize"] ?? "")] } }
        #expect(places.allSatisfy { $0?[1] == count && ($0?[0] ?? 0) >= 1 }, "list items' positions and set sizes: \(places.prefix(5))")
        let sizes = places.compactMap { $0?[1] }
        let attributes = try #require(output[1] as? [[NSNumber]]).map { $0.map(\.doubleValue) }
        #expect(attributes.count == items.count, "\(attributes.count) items in the page, \(items.count) in the tree")
        #expect(attributes.allSatisfy { $0[1] == count && $0[0] >= 1 && $0[0] <= count }, "\(attributes.prefix(5))")
        #expect(Set(attributes.map { $0[0] }).count == attributes.count, "positions repeat")
        print("waterfall: \(items.count) list items in the tree of \(Int(count)), each of set size \(Set(sizes))")
    }

    /// With autoplay on, the carousel moves by itself; while focus is
    /// inside it holds (time passes, the item stays), and it moves again
    /// once focus leaves. The rotation button is in the tree.
    @Test func focusInsideHoldsAutoplay() throws {
        try #require(WebExportTests.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try Folder()
        let page = try Self.export(["--layout", "cards", "--items", "12", "--set", "autoplay=0.4", "--set", "autoplayResume=0.2"],
                                   to: folder, "page")
        let state = "[window.playground.currentIndex, performance.now(), window.playground.autoplay.moves, document.activeElement === window.playground.element]"
        let output = try WebExportTests.browse(page: page, hash: "offset=0,0&size=800x600", actions: [
            ["wait": WebExportTests.ready], ["axtree": true], ["eval": state],
            ["sleep": 1.5], ["eval": state],
            ["eval": "window.playground.element.focus(), true"], ["wait": Self.settled], ["eval": state],
            ["sleep": 2.0], ["eval": state], ["eval": "window.playground.stage.getAttribute('aria-live')"],
            ["eval": "document.activeElement.blur(), true"], ["sleep": 1.5], ["eval": state],
            // The rotation button stops it for good, and says it would start it.
            ["eval": "document.querySelector('.lp-rotation').click(), window.playground.autoplay.stopped"], ["wait": Self.settled],
            ["eval": state], ["sleep": 1.5], ["eval": state], ["axtree": true],
        ])
        let tree = try Self.nodes(output[0])
        let button = tree.first { $0["role"] as? String == "button" }
        #expect(button?["name"] as? String == "Stop automatic slide show", "the rotation control: \(String(describing: button))")
        let states = try [1, 2, 4, 5, 8, 10, 11].map { try #require(output[$0] as? [Any]) }
        func index(_ i: Int) -> Int { (states[i][0] as? NSNumber)?.intValue ?? -1 }
        func time(_ i: Int) -> Double { Self.number(states[i][1]) ?? .nan }
        func moves(_ i: Int) -> Int { (states[i][2] as? NSNumber)?.intValue ?? -1 }
        #expect(states[0][3] as? Bool == false, "a page that plays by itself does not take the focus at first")
        #expect(moves(1) >= 1 && index(1) != index(0), "no autoplay without focus: \(states[0]) → \(states[1])")
        #expect(states[2][3] as? Bool == true)
        #expect(time(3) - time(2) >= 1900, "the time passed: \(time(3) - time(2)) ms")
        #expect(index(3) == index(2) && moves(3) == moves(2), "autoplay moved while focus was inside: \(states[2]) → \(states[3])")
        #expect(output[6] as? String == "polite", "held, the slides speak")
        #expect(moves(4) > moves(3), "autoplay did not resume once focus left: \(states[3]) → \(states[4])")
        #expect(output[9] as? Bool == true)
        #expect(moves(6) == moves(5) && index(6) == index(5) && time(6) - time(5) >= 1400, "stopped by the button: \(states[5]) → \(states[6])")
        let stopped = try Self.nodes(output[12]).first { $0["role"] as? String == "button" }
        #expect(stopped?["name"] as? String == "Start automatic slide show", "the rotation control once stopped: \(String(describing: stopped))")
        print("autoplay: \(moves(1)) moves in 1.5 s without focus, \(moves(3) - moves(2)) in \(Int(time(3) - time(2))) ms with focus inside")
    }

    // MARK: - Mounted in a page

    /// The page of `pageWithThreeViews`: two carousels from one module and a
    /// waterfall from another, fed with the page's own data and elements.
    static let page = """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>Three views</title>
    <style>
    body { margin: 0; }
    #one { position: absolute; left: 0; top: 0; width: 400px; height: 300px; }
    #three { position: absolute; left: 0; top: 300px; width: 400px; height: 300px; }
    #two { position: absolute; left: 400px; top: 0; width: 400px; height: 600px; }
    .mine { background: #345; color: #fff; font: 14px sans-serif; }
    </style></head>
    <body>
    <div id="one"></div><div id="two"></div><div id="three"></div>
    <script type="module">
    import { mount } from "./carousel/layout.js";
    import mountWaterfall from "./waterfall/layout.js";
    const data = Array.from({ length: 7 }, (_, i) => ({ title: "Item " + (i + 1), subtitle: "mine" }));
    const elements = Array.from({ length: 20 }, (_, i) => {
      const d = document.createElement("div");
      d.className = "mine"; d.textContent = "Element " + (i + 1);
      d.dataset.w = String(100 + 20 * (i % 5)); d.dataset.h = String(100 + 30 * (i % 4));
      d.addEventListener("click", () => { window.clicked = d.textContent; });
      return d;
    });
    window.one = mount(document.getElementById("one"), data, { itemWidth: 180, itemHeight: 120, label: "First" });
    window.two = mountWaterfall(document.getElementById("two"), elements, { label: "Elements" });
    window.three = mount(document.getElementById("three"), data.slice(0, 4), { label: "Second", labels: { slide: "Karte {n} von {count}" } });
    window.ready = true;
    </script>
    </body></html>
    """

    static func views(_ folder: Folder) throws -> String {
        _ = try export(["--layout", "carousel", "--set", "type=linear"], to: folder, "carousel")
        _ = try export(["--layout", "waterfall"], to: folder, "waterfall")
        try Data(page.utf8).write(to: URL(fileURLWithPath: folder.path("page.html")))
        return folder.url.path
    }

    static let viewsReady = "window.ready === true && new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"

    /// Three views on one page served over HTTP, two of them from one
    /// module: each laid out with its own items and options, each moved
    /// apart from the others, unique ids; `unmount()` empties its element,
    /// leaves no listener, and the keys change nothing afterwards.
    @Test func threeViewsOnOnePageWorkApartAndUnmountCleanly() throws {
        try #require(WebExportTests.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try Folder()
        let root = try Self.views(folder)
        let state = "[one.offset.x, one.currentIndex, two.offset.y, three.offset.x, three.currentIndex]"
        let output = try Self.browse(serving: root, path: "page.html", actions: [
            ["wait": Self.viewsReady],
            // 0: what each shows.
            ["eval": """
             [one.rects().filter((r) => r.category === 'cell').length, two.rects().filter((r) => r.category === 'cell').length,
              three.rects().filter((r) => r.category === 'cell').length,
              one.rects().find((r) => r.item === 0).width, one.config.itemCount, three.config.itemCount, two.config.itemCount,
              document.querySelectorAll('#two .lp-cell > .mine').length,
              [...document.querySelectorAll('#one .lp-cell')].map((d) => d.textContent).includes('Item 1mine'),
              (() => { const ids = [...document.querySelectorAll('[id]')].map((e) => e.id); return ids.length === new Set(ids).size; })(),
              (() => { const r = two.rects().find((r) => r.item === 1 && r.category === 'cell'); return r.height / r.width; })(),
              three.stage.querySelector('[data-item="0"]').getAttribute('aria-label'), one.element.getAttribute('aria-label')]
             """],
            // 1, 2: the first carousel's arrow moves it alone; the waterfall's wheel moves it alone.
            ["eval": "one.element.focus(), true"], ["key": "ArrowRight", "keyCode": 39],
            ["wait": "!one.isMoving"], ["eval": state],
            ["wheel": [600, 300, 0, 500]], ["wait": "new Promise((r) => setTimeout(() => r(true), 300))"], ["wait": "!two.isMoving"],
            ["eval": state],
            // 3: the third drags on its own.
            ["drag": [[300, 450], [280, 450], [240, 450], [180, 450], [120, 450]], "interval": 0.03],
            ["wait": "!three.isMoving"], ["eval": state],
            // 4, 5: the third is taken away: its element is empty and nothing of it listens.
            ["eval": "window.keep = three.element; three.unmount(); [document.getElementById('three').childNodes.length, three.element.isConnected]"],
            ["listeners": "document.getElementById('three')"], ["listeners": "window.keep"],
            // 6: a key and a wheel where it was change nothing, and the others still answer.
            ["eval": "document.body.tabIndex = -1, document.body.focus(), true"], ["key": "ArrowRight", "keyCode": 39],
            ["wheel": [200, 450, 400, 0]], ["wait": "new Promise((r) => setTimeout(() => r(true), 300))"], ["eval": state],
            ["eval": "one.element.focus(), true"], ["key": "ArrowRight", "keyCode": 39], ["wait": "!one.isMoving"], ["eval": state],
            ["listeners": "document.getElementById('one')"],
            // 13: a tap on a page's own element in the waterfall reaches it.
            ["click": [470, 300]], ["eval": "window.clicked ?? null"],
        ])
        let shown = try #require(output[0] as? [Any])
        func n(_ v: Any) -> Double { Self.number(v) ?? .nan }
        #expect(n(shown[0]) >= 2 && n(shown[1]) >= 6 && n(shown[2]) >= 2, "cells drawn: \(shown.prefix(3))")
        #expect(abs(n(shown[3]) - 180) < 0.01, "the option's item width: \(shown[3])")
        #expect(n(shown[4]) == 7 && n(shown[5]) == 4 && n(shown[6]) == 20, "item counts \(shown[4...6])")
        #expect(n(shown[7]) >= 6, "the page's own elements in the waterfall's cells: \(shown[7])")
        #expect(shown[8] as? Bool == true, "the page's titles in the carousel's cells")
        #expect(shown[9] as? Bool == true, "ids repeat")
        #expect(abs(n(shown[10]) - 130.0 / 120.0) < 1e-6, "item 1 keeps its data-w/data-h aspect: \(shown[10])")
        #expect(shown[11] as? String == "Karte 1 von 4" && shown[12] as? String == "First", "the labels asked for: \(shown[11...])")
        let states = try [2, 3, 4, 9, 11].map { try #require(output[$0] as? [Any]).map(n) }
        // One step of the first: its next item; the others stay.
        #expect(states[0][1] == 1 && states[0][0] == 180 && states[0][2] == 0 && states[0][3] == 0, "after ArrowRight in the first: \(states[0])")
        #expect(states[1][2] > 0 && states[1][0] == 180 && states[1][3] == 0, "after the wheel over the waterfall: \(states[1])")
        #expect(states[2][3] > 0 && states[2][0] == 180 && states[2][2] == states[1][2], "after the drag on the third: \(states[2])")
        let emptied = try #require(output[5] as? [Any])
        #expect(Self.number(emptied[0]) == 0 && emptied[1] as? Bool == false, "after unmount: \(emptied)")
        #expect(Self.number(output[6]) == 0 && Self.number(output[7]) == 0, "listeners left: \(output[6]), \(output[7])")
        #expect(states[3] == states[2], "a key and a wheel after unmount moved something: \(states[2]) → \(states[3])")
        #expect(states[4][1] == 2 && states[4][3] == states[2][3], "the first still answers: \(states[4])")
        #expect((Self.number(output[12]) ?? 0) > 0, "the first's listeners are still there")
        #expect((output[13] as? String)?.hasPrefix("Element ") == true, "a tap did not reach the page's element: \(output[13])")
        print("three views: \(states.map { $0.map { ($0 * 10).rounded() / 10 } })")
    }

    /// A view follows its element's size: the waterfall, narrowed from 400
    /// to 250 points, lays out again at the new width, and again at 600.
    @Test func aViewFollowsItsElementsSize() throws {
        try #require(WebExportTests.chromium != nil, "chromium is needed (.ci/install-deps installs it)")
        let folder = try Folder()
        let root = try Self.views(folder)
        let frames = "new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"
        let state = "[two.layout.contentSize.width, two.stage.offsetWidth, Math.max(...two.rects().filter((r) => r.category === 'cell').map((r) => r.x + r.width)) - 400,"
            + " two.rects().find((r) => r.item === 0 && r.category === 'cell').width]"
        let output = try Self.browse(serving: root, path: "page.html", actions: [
            ["wait": Self.viewsReady], ["eval": state],
            ["eval": "document.getElementById('two').style.width = '250px', true"], ["wait": frames], ["eval": state],
            ["eval": "document.getElementById('two').style.width = '390px', document.getElementById('two').style.height = '300px', true"],
            ["wait": frames], ["eval": state],
        ])
        let states = try [0, 2, 4].map { try #require(output[$0] as? [NSNumber]).map(\.doubleValue) }
        #expect(states[0][0] == 400 && states[0][1] == 400, "at first: \(states[0])")
        #expect(states[1][0] == 250 && states[1][1] == 250 && states[1][2] <= 250, "narrowed: \(states[1])")
        #expect(states[1][3] < states[0][3], "the columns narrow with it: \(states[0][3]) → \(states[1][3])")
        #expect(states[2][0] == 390 && states[2][1] == 390, "widened: \(states[2])")
        print("resize: \(states)")
    }
}
