import CollectionLayout
import CollectionRendering
import Foundation

/// The data and prepared layouts the benchmarks measure: each layout's
/// bundled dataset repeated cyclically to `n` items (as `--items N` does in
/// the app), prepared for a 1920×1080 viewport.
enum Fixtures {
    /// The viewport every benchmark uses (a full-HD window).
    static let viewport = Size(width: 1920, height: 1080)

    /// The look the app draws layout `id` in (the benchmarks name layouts by identifier).
    static func style(of id: String) -> SceneStyle {
        LayoutKind(rawValue: id).map(SceneStyle.layout) ?? .plain
    }

    /// The layouts with a spatial query, and their bundled datasets (the
    /// app's defaults).
    static let datasetNames = [
        "cards": "levels.json", "waterfall": "shop-2.json", "flow": "tags.json", "ring": "ring.json",
        "wheel": "picker.json", "carousel": "levels.json", "springs": "messages.json",
        "compositional": "today.json", "keyline": "photos.json",
    ]

    /// `Resources/` of the repository: `LAYOUT_PLAYGROUND_RESOURCES`, else
    /// found from this file's place in the source tree.
    static var resourcesDirectory: String {
        if let path = ProcessInfo.processInfo.environment["LAYOUT_PLAYGROUND_RESOURCES"], !path.isEmpty {
            return path
        }
        // <root>/Benchmarks/Benchmarks/LayoutBenchmarks/Fixtures.swift
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Resources").path
    }

    /// The bundled dataset of `layoutID`, repeated to `count` items; flattened
    /// for layouts that do not keep sections.
    static func dataset(for layoutID: String, count: Int) -> Dataset {
        guard let name = datasetNames[layoutID] else { fatalError("no dataset for \(layoutID)") }
        let path = resourcesDirectory + "/datasets/" + name
        let base: Dataset
        do {
            base = try Dataset.load(path: path)
        } catch {
            fatalError("cannot load \(path): \(error)")
        }
        var dataset = base.repeated(toCount: count)
        if let type = LayoutRegistry.type(for: layoutID), !type.usesSections { dataset = dataset.flattened() }
        return dataset
    }

    /// What `prepare` reads for `dataset`, as the app builds it.
    static func context(for layoutID: String, dataset: Dataset) -> LayoutContext {
        dataset.context(viewport: viewport)
    }

    /// What the app starts a layout with, where it differs from the
    /// library's defaults: the compositional layout shows its App Store
    /// page, the keyline carousel 400-point cards.
    static let showcaseAssignments = ["compositional": ["screen=today"], "keyline": ["itemHeight=400"]]

    /// A fresh layout of `layoutID` with the app's starting parameters.
    static func makeLayout(_ layoutID: String, assignments: [String]? = nil) -> any CollectionLayout {
        do {
            return try LayoutRegistry.make(layoutID, assignments: assignments ?? showcaseAssignments[layoutID] ?? [])
        } catch {
            fatalError("cannot make \(layoutID): \(error)")
        }
    }
}

/// A layout prepared for `count` items and the rect a query asks for.
final class QueryFixture {
    let layoutID: String
    let count: Int
    let layout: any CollectionLayout
    /// The content offset of the query: the middle of the content.
    let offset: Point
    /// What the query asks for: the viewport at `offset`, or for the ring's
    /// small query a 100×100 square on the ring's top.
    let rect: Rect

    /// How a query picks its rect.
    enum Region {
        /// The whole viewport at the offset.
        case viewport
        /// A 100×100 square centred on the top of the ring.
        case ringTop
    }

    init(layoutID: String, count: Int, region: Region = .viewport, assignments: [String]? = nil) {
        self.layoutID = layoutID
        self.count = count
        let dataset = Fixtures.dataset(for: layoutID, count: count)
        layout = Fixtures.makeLayout(layoutID, assignments: assignments)
        layout.prepare(Fixtures.context(for: layoutID, dataset: dataset))
        let viewport = Fixtures.viewport
        switch layout.scrollAxis {
        case .horizontal:
            // The middle item brought to the centre (the cards).
            offset = layout.contentOffset(focusing: IndexPath(item: count / 2), from: .zero)
                ?? Point(x: (layout.contentSize.width / 2).rounded(), y: 0)
        case .vertical:
            if let wrapping = layout.wrapping {
                // The ring: any offset inside its range.
                offset = Point(x: 0, y: ((wrapping.lower + wrapping.upper) / 2).rounded())
            } else {
                offset = Point(x: 0, y: ((layout.contentSize.height - viewport.height) / 2).rounded())
            }
        }
        switch region {
        case .viewport:
            rect = Rect(origin: offset, size: viewport)
        case .ringTop:
            let ring = layout as! RingLayout
            let centre = ring.ringCenter(offset: offset)
            rect = Rect(center: Point(x: centre.x, y: centre.y - ring.radius), size: Size(width: 100, height: 100))
        }
    }

    /// The indexed query the renderer makes each frame.
    @inline(never)
    func query() -> [LayoutAttributes] {
        layout.elements(in: rect, offset: offset)
    }
}

/// The same question answered without an index: every item tested.
///
/// For layouts whose frames do not depend on the offset (cards, waterfall,
/// flow) the frames are computed once and a query only filters them — the
/// cheapest brute force there is. The ring's frames move with the offset, so
/// its brute force computes every item's attributes at the offset.
final class BruteForceFixture {
    let fixture: QueryFixture
    private let frames: [Rect]

    init(_ fixture: QueryFixture) {
        self.fixture = fixture
        if fixture.layout.wrapping == nil {
            let everything = Rect(x: -1e9, y: -1e9, width: 4e9 + fixture.layout.contentSize.width,
                                  height: 4e9 + fixture.layout.contentSize.height)
            frames = fixture.layout.elements(in: everything, offset: fixture.offset).map(\.frame)
            precondition(frames.count >= fixture.count, "brute force sees \(frames.count) of \(fixture.count) items")
        } else {
            frames = []
        }
    }

    /// The indices of the items whose frames meet the rect.
    @inline(never)
    func query() -> [Int] {
        let rect = fixture.rect
        if frames.isEmpty {
            let layout = fixture.layout, offset = fixture.offset
            return (0..<fixture.count).filter { i in
                layout.attributesForItem(at: IndexPath(item: i), offset: offset)?.frame.intersects(rect) ?? false
            }
        }
        return frames.indices.filter { frames[$0].intersects(rect) }
    }
}

/// A context of `count` items for `prepare`, built once.
final class PrepareFixture {
    let layoutID: String
    let context: LayoutContext

    init(layoutID: String, count: Int) {
        self.layoutID = layoutID
        context = Fixtures.context(for: layoutID, dataset: Fixtures.dataset(for: layoutID, count: count))
    }

    /// Prepares a fresh layout (made before the clock starts) and returns it.
    @inline(never)
    func prepare(_ layout: any CollectionLayout) -> any CollectionLayout {
        layout.prepare(context)
        return layout
    }
}
