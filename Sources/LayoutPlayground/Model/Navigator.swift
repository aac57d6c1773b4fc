import CollectionLayout

/// Where keys and taps take the content: the offsets of steps, pages, lines
/// and edges, and what a tap means. GTK-free, so it is tested without a
/// display; the canvas turns its answers into scroller calls.
///
/// Paging layouts move item by item (the ring and the looping wheel wrap
/// around); free-scrolling ones by lines and pages, as GtkScrolledWindow
/// does.
struct Navigator {
    /// The arrows' scroll step on free-scrolling layouts, in points: about
    /// three lines of list text.
    static let lineStep = 60.0
    /// The share of the viewport Page Up/Down scroll on free-scrolling
    /// layouts: GtkScrolledWindow's page increment, 0.9 of the page size.
    static let pageFraction = 0.9

    let layout: any CollectionLayout
    let itemCount: Int
    let viewport: Size

    private var axis: Axis { layout.scrollAxis }

    /// Item `i` brought into `0..<n` on looping layouts; nil outside it otherwise.
    private func valid(_ i: Int) -> Int? {
        guard itemCount > 0 else { return nil }
        if layout.wrapping != nil { return ((i % itemCount) + itemCount) % itemCount }
        return (0..<itemCount).contains(i) ? i : nil
    }

    /// The rest offset `delta` items on from the item at rest at `rest`,
    /// along the scroll direction (positive: toward larger offsets); nil
    /// when there is no item that way.
    ///
    /// - Complexity: O(|delta|) layout queries.
    func step(by delta: Int, from rest: Point) -> Point? {
        guard delta != 0, let current = layout.currentIndex(at: rest) else { return nil }
        // The neighbour whose focus offset lies in the direction asked for.
        let here = rest[axis]
        let nearest = [current - 1, current + 1].compactMap { i -> Point? in
            valid(i).flatMap { layout.contentOffset(focusing: IndexPath(item: $0), from: rest) }
        }
        .filter { delta > 0 ? $0[axis] > here + 0.5 : $0[axis] < here - 0.5 }
        .min { abs($0[axis] - here) < abs($1[axis] - here) }
        guard var target = nearest else { return nil }
        for _ in 1..<max(1, abs(delta)) {
            guard let index = layout.currentIndex(at: target),
                  let next = valid(delta > 0 ? index + 1 : index - 1),
                  let further = layout.contentOffset(focusing: IndexPath(item: next), from: target) else { break }
            target = further
        }
        return target
    }

    /// An arrow on a free-scrolling layout: `lineStep` along the axis.
    func line(forward: Bool, from rest: Point) -> Point {
        var target = rest
        target[axis] += forward ? Self.lineStep : -Self.lineStep
        return target
    }

    /// Page Up/Down: on paging layouts as many items as fit in the viewport
    /// (at least one step), on free-scrolling ones `pageFraction` of it.
    func page(forward: Bool, from rest: Point) -> Point? {
        if layout.isPaging {
            var probe = rest
            probe[axis] += forward ? viewport[axis] : -viewport[axis]
            let target = layout.targetContentOffset(forProposed: probe, velocity: .zero, current: rest)
            if abs(target[axis] - rest[axis]) > 0.5 { return target }
            return step(by: forward ? 1 : -1, from: rest)
        }
        var target = rest
        target[axis] += (forward ? 1 : -1) * viewport[axis] * Self.pageFraction
        return target
    }

    /// Home/End: the first or last item's rest offset on paging layouts,
    /// the start or end of the content otherwise.
    func edge(toEnd: Bool, from rest: Point) -> Point? {
        if layout.isPaging {
            guard itemCount > 0 else { return nil }
            return layout.contentOffset(focusing: IndexPath(item: toEnd ? itemCount - 1 : 0), from: rest)
        }
        var target = rest
        target[axis] = toEnd ? layout.maximumContentOffset(viewport: viewport)[axis] : 0
        return target
    }

    /// What a tap does.
    enum TapOutcome: Equatable {
        /// Select this item (the centred one on paging layouts, any on others).
        case select(IndexPath)
        /// Bring this item to the centre.
        case focus(IndexPath)
        /// Nothing: the tap missed every item.
        case none
    }

    /// A tap on `hit` (nil: on no item) while `restOffset` is where the
    /// content rests: a side item of a paging layout comes to the centre,
    /// the centred one (or any item of a free layout) is selected.
    func tap(on hit: LayoutAttributes?, restOffset: Point) -> TapOutcome {
        guard let hit else { return .none }
        if !layout.isPaging || layout.currentIndex(at: restOffset) == hit.indexPath.item { return .select(hit.indexPath) }
        return .focus(hit.indexPath)
    }
}
