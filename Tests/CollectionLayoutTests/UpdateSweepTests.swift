import CollectionLayout
import Testing

/// Random valid batches on every layout: at progress 0 the elements are the
/// old view's, at 1 exactly the new view's, matched by identity, and at 0.5
/// the interpolation of the two.
@Suite struct UpdateSweepTests {
    static let viewport = Size(width: 800, height: 600)

    /// `n` items with random picture sizes and titles, in one section or three.
    static func dataset(count n: Int, sections: Bool, using random: inout SeededRandom) -> Dataset {
        let items = (0..<n).map { i in
            DatasetItem(size: Size(width: random.double(in: 40...300), height: random.double(in: 40...300)),
                        title: "Item \(i)")
        }
        guard sections, n >= 3 else { return Dataset(sections: [DatasetSection(items: items)]) }
        let a = n / 3, b = 2 * n / 3
        return Dataset(sections: [DatasetSection(title: "A", items: Array(items[..<a])),
                                  DatasetSection(title: "B", items: Array(items[a..<b])),
                                  DatasetSection(title: "C", items: Array(items[b...]))])
    }

    /// Everything but the index path (which names the item in the new data).
    static func same(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        var a = a
        a.indexPath = b.indexPath
        return a == b
    }

    static func near(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        a.category == b.category && a.indexPath == b.indexPath && a.zIndex == b.zIndex && a.isHidden == b.isHidden
            && close(a.center, b.center, 1e-7) && close(a.size.width, b.size.width, 1e-7)
            && close(a.size.height, b.size.height, 1e-7) && close(a.alpha, b.alpha, 1e-7)
            && zip(a.transform.values, b.transform.values).allSatisfy { close($0, $1, 1e-7) }
            && zip(a.transform3D.values, b.transform3D.values).allSatisfy { close($0, $1, 1e-7) }
    }

    static func offset(for layout: any CollectionLayout, count: Int, using random: inout SeededRandom) -> Point {
        if layout.currentIndex(at: layout.initialContentOffset) != nil, count > 0 {
            return layout.contentOffset(focusing: IndexPath(item: random.int(in: 0...count - 1)),
                                        from: layout.initialContentOffset) ?? layout.initialContentOffset
        }
        let maximum = layout.maximumContentOffset(viewport: viewport)
        return Point(x: random.double(in: 0...maximum.x), y: random.double(in: 0...maximum.y))
    }

    @Test(arguments: LayoutRegistry.ids)
    func progressZeroIsTheOldViewOneTheNewAndHalfTheInterpolation(layoutID: String) throws {
        var random = SeededRandom(seed: 2024)
        let assignments = layoutID == "flow" ? ["headerHeight=30", "footerHeight=20", "sectionBackground=true"] : []
        for round in 0..<60 {
            let n = random.int(in: 1...40)
            let old = try LayoutRegistry.make(layoutID, assignments: assignments)
            let data = Self.dataset(count: n, sections: type(of: old).usesSections && round % 2 == 0, using: &random)
            old.prepare(LayoutContext(viewport: Self.viewport, sections: data.metrics(keepingSections: true)))
            let oldOffset = Self.offset(for: old, count: n, using: &random)
            let batch = BatchUpdateTests.randomBatch(oldCount: n, using: &random)
            let result = try batch.apply(to: data)
            let new = try LayoutRegistry.make(layoutID, assignments: assignments)
            new.prepare(LayoutContext(viewport: Self.viewport, sections: result.dataset.metrics(keepingSections: true)))
            let newOffset = UpdateAnimator.anchoredOffset(old: old, oldOffset: oldOffset, new: new,
                                                          mapping: result.mapping, viewport: Self.viewport)
            let animator = UpdateAnimator(old: old, oldDataset: data, oldOffset: oldOffset, new: new,
                                          newDataset: result.dataset, newOffset: newOffset,
                                          mapping: result.mapping, viewport: Self.viewport)
            let context = "\(layoutID) round \(round): \(batch) on \(n)"
            let oldIDs = Dictionary(data.sections.indices.flatMap { s in
                data.sections[s].items.indices.map { (data.id(at: IndexPath(item: $0, section: s))!,
                                                      IndexPath(item: $0, section: s)) }
            }, uniquingKeysWith: { a, _ in a })
            let newIDs = Dictionary(result.dataset.sections.indices.flatMap { s in
                result.dataset.sections[s].items.indices.map { (result.dataset.id(at: IndexPath(item: $0, section: s))!,
                                                                IndexPath(item: $0, section: s)) }
            }, uniquingKeysWith: { a, _ in a })

            // Progress 0: survivors (found by id in the old data) have exactly
            // their old attributes; the old view's elements are all there.
            let oldVisible = old.elements(in: Rect(origin: oldOffset, size: Self.viewport), offset: oldOffset)
            let start = animator.elements(at: 0)
            for e in start where e.change != .appears {
                guard case .item(let id) = e.id else { continue }
                let path = try #require(oldIDs[id], "\(context): \(id) not in the old data")
                guard let expected = old.attributesForItem(at: path, offset: oldOffset) else {
                    // A survivor the old view does not place (the stack's
                    // cards beyond the deck) comes in as an appearing item.
                    let final = try #require(newIDs[id].flatMap { new.attributesForItem(at: $0, offset: newOffset) })
                    let appearing = new.initialAttributesForAppearingItem(final, offset: newOffset)
                        .offsetBy(oldOffset - newOffset)
                    #expect(Self.near(e.attributes, appearing), "\(context): \(id) at 0")
                    continue
                }
                #expect(Self.same(e.attributes, expected), "\(context): \(id) at 0")
            }
            #expect(Set(oldVisible.compactMap { data.elementID(for: $0) })
                .isSubset(of: Set(start.map(\.id))), "\(context)")

            // Progress 1: exactly the new view's elements, ids from the new data.
            let newVisible = new.elements(in: Rect(origin: newOffset, size: Self.viewport), offset: newOffset)
            let end = animator.elements(at: 1)
            #expect(end.count == newVisible.count, "\(context)")
            let endByID = Dictionary(end.map { ($0.id, $0.attributes) }, uniquingKeysWith: { a, _ in a })
            for e in newVisible {
                let id = try #require(result.dataset.elementID(for: e))
                #expect(endByID[id] == e, "\(context): \(id) at 1")
                if case .item(let item) = id { #expect(newIDs[item] == e.indexPath, "\(context): \(item)") }
            }

            // Progress 0.5: the interpolation of each element's two ends,
            // relative to the viewport.
            let mid = animator.contentOffset(at: 0.5)
            #expect(close(mid, Point(x: (oldOffset.x + newOffset.x) / 2, y: (oldOffset.y + newOffset.y) / 2)))
            for e in animator.elements(at: 0.5) {
                guard case .item(let id) = e.id else { continue }
                let oldAttributes = oldIDs[id].flatMap { old.attributesForItem(at: $0, offset: oldOffset) }
                let newAttributes = newIDs[id].flatMap { new.attributesForItem(at: $0, offset: newOffset) }
                var from: LayoutAttributes, to: LayoutAttributes
                switch e.change {
                case .appears:
                    to = try #require(newAttributes)
                    from = new.initialAttributesForAppearingItem(to, offset: newOffset)
                    from = from.offsetBy(Point(x: -newOffset.x, y: -newOffset.y))
                    to = to.offsetBy(Point(x: -newOffset.x, y: -newOffset.y))
                case .disappears:
                    from = try #require(oldAttributes)
                    to = old.finalAttributesForDisappearingItem(from, offset: oldOffset)
                    from = from.offsetBy(Point(x: -oldOffset.x, y: -oldOffset.y))
                    to = to.offsetBy(Point(x: -oldOffset.x, y: -oldOffset.y))
                case .survives:
                    let path = try #require(newIDs[id])
                    if let o = oldAttributes {
                        from = o.offsetBy(Point(x: -oldOffset.x, y: -oldOffset.y))
                    } else {
                        from = new.initialAttributesForAppearingItem(try #require(newAttributes), offset: newOffset)
                            .offsetBy(Point(x: -newOffset.x, y: -newOffset.y))
                    }
                    if let n = newAttributes {
                        to = n.offsetBy(Point(x: -newOffset.x, y: -newOffset.y))
                    } else {
                        to = old.finalAttributesForDisappearingItem(try #require(oldAttributes), offset: oldOffset)
                            .offsetBy(Point(x: -oldOffset.x, y: -oldOffset.y))
                    }
                    from.indexPath = path
                    to.indexPath = path
                }
                let expected = LayoutAttributes.interpolate(from, to, progress: 0.5).offsetBy(mid)
                #expect(Self.near(e.attributes, expected), "\(context): \(id) at 0.5")
            }
        }
    }
}
