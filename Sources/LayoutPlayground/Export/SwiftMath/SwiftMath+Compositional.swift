import CollectionLayout

/// The compositional layout's export: sections of groups, each section's
/// item sizes, group shape and orthogonal behaviour resolved for the data's
/// sections, every sideways section's own offset and its behaviour's rest
/// rule, in plain Swift. The UIKit part is UIKit's own compositional model
/// (`compositionalShellSource`).
extension SwiftMathGenerator {
    func compositionalPart(_ layout: CompositionalLayout) -> LayoutPart {
        let context = view.dataset.context(viewport: view.viewport)
        let measurer = textMeasurer
        // At least one entry per list: a section past the exported ones takes the last (as the library's lists do).
        let count = context.sections.count
        let listed = max(1, count, layout.orthogonal.values.count, layout.itemWidth.values.count,
                         layout.itemHeight.values.count, layout.groupSize.values.count)
        let pictures = context.sections.map { section in
            "[" + section.map { m in m.size.map { "LayoutSize(\(Self.literal($0.width)), \(Self.literal($0.height)))" } ?? "nil" }
                .joined(separator: ", ") + "]"
        }
        // The height a text-only item measures (what an estimated height resolves to without a picture).
        let texts = context.sections.map { section in
            "[" + section.map { m -> String in
                guard let text = m.text, !text.isEmpty else { return "nil" }
                let h = measurer.size(of: text).height
                return h.isFinite && h > 0 ? Self.literal(h) : "nil"
            }.joined(separator: ", ") + "]"
        }
        func kind(_ d: CompositionalLayout.Dimension) -> String {
            switch d {
            case .fractional: "\"fractional\""
            case .absolute: "\"absolute\""
            case .estimated: "\"estimated\""
            }
        }
        func value(_ d: CompositionalLayout.Dimension) -> String {
            switch d {
            case .fractional(let v), .absolute(let v), .estimated(let v): Self.literal(v)
            }
        }
        func list(_ f: (Int) -> String) -> String { "[" + (0..<listed).map(f).joined(separator: ", ") + "]" }
        return LayoutPart(configuration: [
            "/// Per section (the data's sections, in order): UICollectionLayoutSectionOrthogonalScrollingBehavior's case name.",
            "static let behaviours: [String] = " + list { SwiftCodeGenerator.stringLiteral(layout.orthogonal[$0].rawValue) },
            "/// Per section: the item's width, \"fractional\" (of the content width left after the group's spacing) or \"absolute\".",
            "static let itemWidthKinds: [String] = " + list { kind(layout.itemWidth[$0]) },
            "static let itemWidths: [Double] = " + list { value(layout.itemWidth[$0]) },
            "/// Per section: the item's height, \"fractional\" (of its own width), \"absolute\" or \"estimated\" (its picture's or text's).",
            "static let itemHeightKinds: [String] = " + list { kind(layout.itemHeight[$0]) },
            "static let itemHeights: [Double] = " + list { value(layout.itemHeight[$0]) },
            "/// Per section: a group's items across and down (filled row by row).",
            "static let groupColumns: [Int] = " + list { String(layout.groupSize[$0].columns) },
            "static let groupRows: [Int] = " + list { String(layout.groupSize[$0].rows) },
            "/// Per section: the header's height (0: none).",
            "static let headerHeights: [Double] = " + list { Self.literal(max(0, ($0 < count ? context.metrics(ofSection: $0).headerHeight : nil) ?? layout.headerHeight)) },
            "static let interItemSpacing: Double = \(Self.literal(layout.interItemSpacing))",
            "static let interGroupSpacing: Double = \(Self.literal(layout.interGroupSpacing))",
            "static let insets = \(Self.literal(layout.sectionInsets))",
            "static let pinsHeaders = \(layout.pinsHeaders)",
            "/// Right to left: every frame mirrored within the width (rows and shelves from the right, the leading inset",
            "/// on the right); the sideways offsets and rest rules stay in leading-edge terms.",
            "static let rightToLeft = \(layout.isMirrored)",
            "/// Per section: its sideways offset when the export was made (0: its first group at the leading inset).",
            "static let sectionOffsets: [Double] = " + list { Self.literal(layout.sectionOffset(ofSection: $0)) },
            "/// The pictures' sizes (nil: none), by section.",
            "static let sections: [[LayoutSize?]] = [\n        " + pictures.joined(separator: ",\n        ") + "]",
            "/// The height of each item's text (nil: none), by section: an estimated height without a picture resolves to it.",
            "static let textHeights: [[Double?]] = [\n        " + texts.joined(separator: ",\n        ") + "]",
        ], math: Self.compositionalMathWithSideways)
    }

    static let compositionalMath = #"""
/// UICollectionViewCompositionalLayout's model: sections stacked downward,
/// each section's items in groups of `groupColumns × groupRows`; a section
/// that scrolls sideways puts its groups in one row and keeps its own
/// sideways offset (`sectionOffsets`), which moves only its cells. Right to
/// left (`rightToLeft`) every frame is mirrored within the width as it
/// leaves: `x → W − x − w`; the offsets keep their leading-edge meaning.
public final class Math {
    typealias C = LayoutConfiguration
    public private(set) var viewport = LayoutSize(0, 0)
    public let scrollsVertically = true
    public let wrapping: LayoutWrapping? = nil
    public let initialContentOffset = LayoutPoint.zero
    /// Each section's sideways offset (set it as the section's scroll view moves).
    public var sectionOffsets: [Double] = C.sectionOffsets
    /// The largest number of points a size may be.
    static let maximumPoints = 10_000.0
    /// Section `s` spans `sectionTop[s]..<sectionTop[s + 1]`.
    var sectionTop: [Double] = [0]
    /// Each section's group width (all its groups are as wide).
    var groupWidth: [Double] = []
    /// Groups and items by section, at sideways offset 0.
    var groups: [[LayoutRect]] = []
    var groupFirstItem: [[Int]] = []
    var items: [[LayoutRect]] = []
    /// Each section's header height.
    var headerHeights: [Double] = []
    public private(set) var contentSize = LayoutSize(0, 0)

    public init() {}

    /// The data's sections (after `prepare`).
    public var sectionCount: Int { items.count }

    /// The entry of the per-section lists that section `s` reads: its own,
    /// or the last one for a section past the exported ones.
    static func configured(_ s: Int) -> Int { min(max(0, s), C.behaviours.count - 1) }

    public func scrollsSideways(_ s: Int) -> Bool { s >= 0 && C.behaviours[Self.configured(s)] != "none" }

    /// Section `s`'s sideways offset (0 for one that does not scroll sideways).
    public func sectionOffset(_ s: Int) -> Double {
        scrollsSideways(s) && sectionOffsets.indices.contains(s) ? sectionOffsets[s] : 0
    }

    static func itemWidth(_ s: Int, contentWidth: Double) -> Double {
        let v = C.itemWidths[Self.configured(s)]
        guard C.itemWidthKinds[Self.configured(s)] == "fractional" else { return max(0, v) }
        return max(0, v * max(0, contentWidth - Double(C.groupColumns[Self.configured(s)] - 1) * C.interItemSpacing))
    }

    /// `picture`: the delegate's size or the exported picture's; `text`: the
    /// exported text's height, for an item with no picture.
    static func itemHeight(_ s: Int, picture: LayoutSize?, text: Double?, width: Double) -> Double {
        let v = C.itemHeights[Self.configured(s)]
        switch C.itemHeightKinds[Self.configured(s)] {
        case "fractional": return max(0, v * width)
        case "absolute": return max(0, v)
        default:
            if let size = picture, size.width > 0, size.height.isFinite, size.width.isFinite, size.height > 0 {
                return min(maximumPoints, width * size.height / size.width)
            }
            if let h = text { return h }
            return max(0, v)
        }
    }

    public func prepare(viewport: LayoutSize, data: LayoutData = .exported) {
        self.viewport = viewport
        let W = max(0, viewport.width), l = C.insets.left, si = C.interItemSpacing, sg = C.interGroupSpacing
        let contentWidth = max(0, W - l - C.insets.right)
        sectionTop = [0]; groupWidth = []; groups = []; groupFirstItem = []; items = []; headerHeights = []
        var top = 0.0
        if sectionOffsets.count < data.sectionCount {
            sectionOffsets += Array(repeating: 0, count: data.sectionCount - sectionOffsets.count)
        }
        for s in 0..<data.sectionCount {
            // The delegate's size, else the exported picture's, else the exported text's height.
            let given = (0..<data.itemCount(inSection: s)).map { data.size(s, $0) }
            let pictures = given.indices.map { j in given[j] ?? (data.fallback(C.sections, section: s, item: j) ?? nil) }
            let texts = given.indices.map { j in given[j] == nil ? (data.fallback(C.textHeights, section: s, item: j) ?? nil) : nil }
            let columns = C.groupColumns[Self.configured(s)], perGroup = columns * C.groupRows[Self.configured(s)]
            let width = Self.itemWidth(s, contentWidth: contentWidth)
            let gw = Double(columns) * width + Double(columns - 1) * si
            groupWidth.append(gw)
            // The header: the exported section's own height (its origin's, for a repeated section).
            let headerHeight = C.headerHeights[Self.configured(data.origin(ofSection: s))]
            headerHeights.append(headerHeight)
            let groupsTop = top + max(0, headerHeight) + C.insets.top
            var y = groupsTop, x = l, bottom = groupsTop
            var sectionGroups: [LayoutRect] = [], firsts: [Int] = [], frames: [LayoutRect] = []
            var i = 0
            while i < given.count {
                let end = min(given.count, i + perGroup)
                firsts.append(frames.count)
                var rowTop = 0.0, k = i
                while k < end {
                    let rowEnd = min(end, k + columns)
                    var rowHeight = 0.0
                    for j in k..<rowEnd {
                        let h = Self.itemHeight(s, picture: pictures[j], text: texts[j], width: width)
                        frames.append(LayoutRect(x + Double(j - k) * (width + si), y + rowTop, width, h))
                        rowHeight = max(rowHeight, h)
                    }
                    rowTop += rowHeight
                    k = rowEnd
                    if k < end { rowTop += si }
                }
                sectionGroups.append(LayoutRect(x, y, gw, rowTop))
                bottom = max(bottom, y + rowTop)
                if scrollsSideways(s) { x += gw + sg } else { y += rowTop + sg }
                i = end
            }
            firsts.append(frames.count)
            groups.append(sectionGroups); groupFirstItem.append(firsts); items.append(frames)
            top = bottom + C.insets.bottom
            sectionTop.append(top)
        }
        contentSize = LayoutSize(W, top)
    }

    /// `frame` as the view shows it: mirrored within the width right to left.
    func mirrored(_ frame: LayoutRect) -> LayoutRect {
        C.rightToLeft ? LayoutRect(contentSize.width - frame.maxX, frame.y, frame.width, frame.height) : frame
    }

    /// Item `item` of section `s` where its section's sideways offset puts it.
    public func attributesForItem(_ item: Int, section s: Int, offset: LayoutPoint) -> LayoutElement? {
        guard items.indices.contains(s), items[s].indices.contains(item) else { return nil }
        var frame = items[s][item]
        frame.x -= sectionOffset(s)
        return LayoutElement(section: s, item: item, frame: mirrored(frame))
    }

    /// Section `s`'s header where its section puts it (not pinned).
    func header(_ s: Int) -> LayoutElement? {
        guard sectionTop.indices.contains(s + 1), headerHeights[s] > 0 else { return nil }
        let frame = mirrored(LayoutRect(C.insets.left, sectionTop[s], max(0, viewport.width - C.insets.left - C.insets.right),
                                        headerHeights[s]))
        return LayoutElement(category: "header", section: s, item: 0, frame: frame)
    }

    /// The last section whose top is at or above `y` (0 above the first).
    func section(containingY y: Double) -> Int? {
        guard sectionCount > 0 else { return nil }
        var s = 0
        while s + 1 < sectionCount, sectionTop[s + 1] <= y { s += 1 }
        return s
    }

    /// The header of the section at the top of the visible rect, kept there
    /// within its section (UIKit's `pinToVisibleBounds`).
    public func pinnedHeader(offset: LayoutPoint) -> LayoutElement? {
        guard C.pinsHeaders, offset.y.isFinite, let s = section(containingY: offset.y), var h = header(s) else { return nil }
        let height = h.size.height
        let y = min(max(offset.y, sectionTop[s]), sectionTop[s + 1] - height)
        h.center.y = y + height / 2
        h.zIndex = 1024
        return h
    }

    public func supplementary(_ category: String, section: Int, offset: LayoutPoint) -> LayoutElement? {
        guard category == "header" else { return nil }
        if let pinned = pinnedHeader(offset: offset), pinned.section == section { return pinned }
        return header(section)
    }

    /// The cells and headers meeting `rect`, sideways sections at their offsets.
    public func elements(in rect: LayoutRect, offset: LayoutPoint) -> [LayoutElement] {
        guard !rect.isEmpty else { return [] }
        let pinned = pinnedHeader(offset: offset)
        var result: [LayoutElement] = []
        for s in 0..<sectionCount where sectionTop[s + 1] > rect.minY && sectionTop[s] < rect.maxY {
            if pinned?.section != s, let h = header(s), h.frame.intersects(rect) { result.append(h) }
            let shift = sectionOffset(s)
            for (k, group) in groups[s].enumerated() {
                var g = group
                g.x -= shift
                guard mirrored(g).intersects(rect) else { continue }
                for item in groupFirstItem[s][k]..<groupFirstItem[s][k + 1] {
                    var frame = items[s][item]
                    frame.x -= shift
                    frame = mirrored(frame)
                    if frame.intersects(rect) { result.append(LayoutElement(section: s, item: item, frame: frame)) }
                }
            }
        }
        if let pinned, pinned.frame.intersects(rect) { result.append(pinned) }
        return result
    }

    /// Every element (what `attributes --all` lists): by section, cells before headers, then by item.
    public func everyElement(offset: LayoutPoint) -> [LayoutElement] {
        let order = ["cell": 0, "header": 1, "footer": 2, "decoration": 3]
        return elements(in: LayoutRect(-1e12, -1e12, 2e12, 2e12), offset: offset).sorted {
            ($0.section, order[$0.category]!, $0.item) < ($1.section, order[$1.category]!, $1.item)
        }
    }

    public func currentIndex(at offset: LayoutPoint) -> Int? { nil }

    /// The page scrolls freely: wherever the deceleration ends.
    public func targetContentOffset(proposed: LayoutPoint, velocity: LayoutPoint, current: LayoutPoint) -> LayoutPoint { proposed }

    /// Tap-to-centre: the offset that centres the item vertically, within the content.
    public func contentOffset(focusing item: Int, section: Int, from offset: LayoutPoint) -> LayoutPoint? {
        guard items.indices.contains(section), items[section].indices.contains(item) else { return nil }
        let limit = max(0, contentSize.height - viewport.height)
        let frame = items[section][item]
        return LayoutPoint(offset.x, min(limit, max(0, frame.midY - viewport.height / 2)))
    }

    /// Only a width change moves anything: fractions are of the width.
    public func shouldInvalidate(newBounds: LayoutRect, oldBounds: LayoutRect) -> Bool {
        newBounds.width != oldBounds.width
    }
}

"""#
}

extension SwiftMathGenerator {
    static let compositionalSideways = #"""
/// A sideways section's geometry, UICollectionLayoutSectionOrthogonalScrollingBehavior's
/// rest rules, and the first item wholly in view: what the playground's
/// `fling --layout compositional --section S` prints.
public struct SidewaysGeometry: Equatable, Sendable {
    public var containerWidth: Double, groupWidth: Double, interGroupSpacing: Double
    public var leadingInset: Double, trailingInset: Double, groupCount: Int

    /// From one group's leading edge to the next one's.
    public var pitch: Double { groupWidth + interGroupSpacing }
    public var contentWidth: Double {
        guard groupCount > 0 else { return leadingInset + trailingInset }
        return leadingInset + Double(groupCount) * groupWidth + Double(groupCount - 1) * interGroupSpacing + trailingInset
    }
    public var maximumOffset: Double { max(0, contentWidth - containerWidth) }
    public func clamped(_ x: Double) -> Double { min(max(0, x), maximumOffset) }
    /// Group `k`'s leading edge at the leading inset.
    public func leadingOffset(ofGroup k: Int) -> Double { Double(k) * pitch }
    /// Group `k` centred in the container.
    public func centredOffset(ofGroup k: Int) -> Double { leadingInset + Double(k) * pitch + groupWidth / 2 - containerWidth / 2 }
    func group(_ value: Double) -> Int {
        guard groupCount > 0, value.isFinite else { return 0 }
        return min(max(0, Int(value.rounded())), groupCount - 1)
    }
}

/// Below this speed (points per second) a release stays on the nearest page.
nonisolated public static let slowRelease = 200.0

/// A paging scroll view's choice in steps: the nearest for a slow release,
/// else the next in the direction of travel (one step per swipe).
nonisolated static func oneStep(from position: Double, velocity: Double) -> Double {
    guard abs(velocity) >= slowRelease else { return position.rounded() }
    return velocity > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
}

/// Where a sideways release comes to rest for `behaviour` (a case name of
/// UICollectionLayoutSectionOrthogonalScrollingBehavior): `projected` is
/// where the free deceleration would end, `current` the offset at release.
nonisolated public static func restOffset(_ behaviour: String, projected: Double, current: Double, velocity: Double, geometry g: SidewaysGeometry) -> Double {
    switch behaviour {
    case "continuous":
        return g.clamped(projected)
    case "continuousGroupLeadingBoundary":
        guard g.pitch > 0 else { return g.clamped(projected) }
        return g.clamped(g.leadingOffset(ofGroup: g.group(projected / g.pitch)))
    case "paging":
        let page = g.containerWidth
        guard page > 0 else { return g.clamped(projected) }
        return g.clamped(oneStep(from: current / page, velocity: velocity) * page)
    case "groupPaging":
        guard g.pitch > 0 else { return g.clamped(projected) }
        return g.clamped(g.leadingOffset(ofGroup: g.group(oneStep(from: current / g.pitch, velocity: velocity))))
    case "groupPagingCentered":
        guard g.pitch > 0 else { return g.clamped(projected) }
        let origin = g.centredOffset(ofGroup: 0)
        return g.clamped(g.centredOffset(ofGroup: g.group(oneStep(from: (current - origin) / g.pitch, velocity: velocity))))
    default:
        return 0
    }
}

"""#

    /// The math's class with its sideways queries, then the sideways rules.
    static var compositionalMathWithSideways: String {
        let end = compositionalMath.range(of: "\n}\n", options: .backwards)!
        return String(compositionalMath[..<end.lowerBound]) + "\n\n" + compositionalRest + "}\n\n" + compositionalSideways
    }

    /// Section queries of the math that read the sideways rules.
    static let compositionalRest = #"""
    /// Section `s`'s sideways geometry, or nil when it does not scroll sideways.
    public func sidewaysGeometry(_ s: Int) -> SidewaysGeometry? {
        guard scrollsSideways(s), groups.indices.contains(s) else { return nil }
        return SidewaysGeometry(containerWidth: viewport.width, groupWidth: groupWidth[s], interGroupSpacing: C.interGroupSpacing,
                                leadingInset: C.insets.left, trailingInset: C.insets.right, groupCount: groups[s].count)
    }

    /// Where section `s` rests after a sideways release at `x` with
    /// `velocity` (points per second): the free deceleration's end
    /// (`decelerationRate` per millisecond), then the section's rule.
    public func sidewaysRest(section s: Int, from x: Double, velocity: Double) -> Double? {
        guard let g = sidewaysGeometry(s) else { return nil }
        let distance = velocity == 0 ? 0 : -velocity / (1000 * log(C.decelerationRate))
        return restOffset(C.behaviours[Self.configured(s)], projected: x + distance, current: x, velocity: velocity, geometry: g)
    }

    /// The first item of section `s` wholly inside the container at sideways
    /// offset `x` (in leading-edge terms: the same right to left).
    public func firstFullyVisibleItem(section s: Int, offset x: Double) -> Int? {
        guard items.indices.contains(s) else { return nil }
        let shift = scrollsSideways(s) ? x : 0, W = viewport.width
        for (k, group) in groups[s].enumerated() where group.x - shift >= -1e-9 {
            guard group.x - shift < W else { break }
            for g in groupFirstItem[s][k]..<groupFirstItem[s][k + 1] {
                let frame = items[s][g], minX = frame.x - shift, maxX = minX + frame.width
                if minX >= -1e-9, maxX <= W + 1e-9, frame.width > 0 { return g }
            }
        }
        return nil
    }
"""#
}
