@testable import CollectionLayout
import Testing

/// Morphs between every pair of layouts over random data, offsets and
/// parameters: exact ends, the anchor kept in view, continuous motion.
@Suite struct LayoutMorphTests {
    static let viewport = Size(width: 800, height: 600)
    static let steps = (-25...125).map { Double($0) / 100 }

    /// A layout of `id` with defaults, or with one or two random choices and
    /// switches outside scrolling (defaults again when those cannot show the data).
    static func layout(_ id: String, random: inout SeededRandom, data: Dataset) throws -> (any CollectionLayout, [String]) {
        let type = try #require(LayoutRegistry.type(for: id))
        var assignments: [String] = []
        if random.int(in: 0...1) == 1 {
            let specs = type.parameterSpecs.filter { spec in
                guard spec.group != "Scrolling" else { return false }
                switch spec.kind {
                case .choice, .bool: return true
                default: return false
                }
            }
            for _ in 0..<min(2, specs.count) {
                let spec = specs[random.int(in: 0...(specs.count - 1))]
                switch spec.kind {
                case .choice(let choices): assignments.append("\(spec.key)=\(choices[random.int(in: 0...(choices.count - 1))])")
                case .bool: assignments.append("\(spec.key)=\(random.int(in: 0...1) == 1)")
                default: break
                }
            }
        }
        let data = type.usesSections ? data : data.flattened()
        let context = data.context(viewport: viewport)
        var layout = try LayoutRegistry.make(id, assignments: assignments)
        if layout.limitation(for: context) != nil {
            layout = try LayoutRegistry.make(id)
            assignments = []
        }
        layout.prepare(context)
        return (layout, assignments)
    }

    /// A random offset: an item's focus, or anywhere in the scroll range.
    static func offset(_ layout: any CollectionLayout, count: Int, random: inout SeededRandom) -> Point {
        if layout.currentIndex(at: layout.initialContentOffset) != nil, count > 0 {
            return layout.contentOffset(focusing: IndexPath(item: random.int(in: 0...count - 1)),
                                        from: layout.initialContentOffset) ?? layout.initialContentOffset
        }
        let maximum = layout.maximumContentOffset(viewport: viewport)
        return Point(x: random.double(in: 0...maximum.x), y: random.double(in: 0...maximum.y))
    }

    static func inside(_ p: Point?) -> Bool {
        guard let p else { return false }
        return p.x >= -1e-6 && p.y >= -1e-6 && p.x <= viewport.width + 1e-6 && p.y <= viewport.height + 1e-6
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// Everything a sweep checks of one morph; `context` names it in failures.
    static func check(_ morph: LayoutMorph, start: any CollectionLayout, startOffset: Point,
                      end: any CollectionLayout, context: String) {
        // The ends are the layouts' own views, bit for bit.
        let startView = start.elements(in: Rect(origin: startOffset, size: viewport), offset: startOffset)
        let endView = end.elements(in: Rect(origin: morph.toOffset, size: viewport), offset: morph.toOffset)
        #expect(morph.elements(at: 0).map(\.attributes) == startView, "\(context): p = 0")
        #expect(morph.elements(at: 1).map(\.attributes) == endView, "\(context): p = 1")
        #expect(morph.contentOffset(at: 0) == startOffset && morph.contentOffset(at: 1) == morph.toOffset, "\(context)")

        // The anchor stays in view when both ends show it there (a
        // compositional shelf may hold it beyond the viewport's side).
        let keepsAnchor = inside(morph.anchorPlace(at: 0)) && inside(morph.anchorPlace(at: 1))
        if inside(morph.anchorPlace(at: 0)), !(end is CompositionalLayout) {
            #expect(inside(morph.anchorPlace(at: 1)), "\(context): anchor \(morph.anchor!) out of view at p = 1")
        }

        // Every element, every step: finite, and no jump.
        var previous: [MorphElement]?
        var previousOffset = Point.zero
        for p in steps {
            let elements = morph.elements(at: p)
            let offset = morph.contentOffset(at: p)
            #expect(offset.isFinite, "\(context): offset at \(p)")
            for e in elements where !e.attributes.isFinite {
                Issue.record("\(context): \(e.id) not finite at p = \(p)")
            }
            for e in elements where !(0...1).contains(e.attributes.alpha) {
                Issue.record("\(context): \(e.id) alpha \(e.attributes.alpha) at p = \(p)")
            }
            if keepsAnchor, !inside(morph.anchorPlace(at: p)) {
                Issue.record("\(context): anchor \(morph.anchor!) at \(String(describing: morph.anchorPlace(at: p))) at p = \(p)")
            }
            guard p != 0, p != 1 else { continue }
            if let previous, previous.count == elements.count {
                for (k, track) in morph.tracks.enumerated() {
                    let a = previous[k].attributes, b = elements[k].attributes
                    let was = a.center - previousOffset, now = b.center - offset
                    let bound = 0.05 * distance(track.from.center, track.to.center) + 1
                    if distance(was, now) > bound {
                        Issue.record("\(context): \(track.id) moved \(distance(was, now)) > \(bound) to p = \(p)")
                        return
                    }
                    let sizeBound = 0.05 * max(abs(track.from.size.width - track.to.size.width),
                                               abs(track.from.size.height - track.to.size.height)) + 1
                    if abs(a.size.width - b.size.width) > sizeBound || abs(a.size.height - b.size.height) > sizeBound {
                        Issue.record("\(context): \(track.id) size jumped to p = \(p)")
                        return
                    }
                    if abs(a.alpha - b.alpha) > 0.05 {
                        Issue.record("\(context): \(track.id) alpha jumped to p = \(p)")
                        return
                    }
                    // The drawn corners, relative to the drawn centre, move no
                    // faster than the turn and scale allow.
                    if let qa = a.screenQuad(), let qb = b.screenQuad(), let ca = a.map(.zero), let cb = b.map(.zero) {
                        // As large as the element is drawn at either end (perspective may draw it larger).
                        let drawn = [track.from, track.to].compactMap { $0.screenQuad()?.boundingBox }
                        let reach = max(track.from.size.width, track.from.size.height, track.to.size.width,
                                        track.to.size.height, drawn.map { max($0.width, $0.height) }.max() ?? 0, 1)
                        for (x, y) in zip(qa.corners, qb.corners)
                        where distance(x - ca, y - cb) > 0.25 * reach + 2 {
                            Issue.record("\(context): \(track.id)'s corner jumped \(distance(x - ca, y - cb)) to p = \(p)")
                            return
                        }
                    }
                }
            }
            previous = elements
            previousOffset = offset
        }
        // Just after the start and just before the end, each element is where the end puts it.
        for (p, view, offset) in [(1e-9, startView, startOffset), (1 - 1e-9, endView, morph.toOffset)] {
            let near = morph.elements(at: p)
            for e in view where e.isDrawn {
                guard let k = morph.tracks.firstIndex(where: {
                    $0.from.category == e.category && (p < 0.5 ? $0.from.indexPath : $0.to.indexPath) == e.indexPath
                }) else { continue }
                let moved = near[k].attributes.center - morph.contentOffset(at: p)
                if distance(moved, e.center - offset) > 1e-3 {
                    Issue.record("\(context): \(near[k].id) not at its end near p = \(p)")
                }
            }
        }
    }

    @Test(arguments: LayoutRegistry.ids)
    func everyPairMorphsContinuouslyBetweenItsExactEnds(startID: String) throws {
        var random = SeededRandom(seed: 39 &+ UInt64(startID.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        for endID in LayoutRegistry.ids {
            for round in 0..<2 {
                let n = round == 0 ? random.int(in: 0...40) : random.int(in: 0...500)
                let data = UpdateSweepTests.dataset(count: n, sections: random.int(in: 0...1) == 1, using: &random)
                let (start, startSet) = try Self.layout(startID, random: &random, data: data)
                let (end, endSet) = try Self.layout(endID, random: &random, data: data)
                let startData = type(of: start).usesSections ? data : data.flattened()
                let endData = type(of: end).usesSections ? data : data.flattened()
                let offset = Self.offset(start, count: n, random: &random)
                let anchor: Int? = round == 1 && n > 0 && random.int(in: 0...2) == 0 ? random.int(in: 0...(n - 1)) : nil
                let morph = LayoutMorph(from: start, dataset: startData, offset: offset, to: end, dataset: endData,
                                        viewport: Self.viewport, anchor: anchor)
                let context = "\(startID) \(startSet) → \(endID) \(endSet), \(n) items at \(offset), anchor \(String(describing: anchor))"
                Self.check(morph, start: start, startOffset: offset, end: end, context: context)
            }
        }
    }
}
