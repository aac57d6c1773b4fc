/// The frames of an animated batch update, as `UICollectionView` animates
/// `performBatchUpdates`: surviving items travel from their old attributes
/// to their new ones, inserted items come from the new layout's appearing
/// attributes, deleted items go to the old layout's disappearing attributes,
/// and the content offset moves from the old offset to the new one.
///
/// Pure and progress-driven: the caller maps its clock (with whatever
/// easing) to a progress in 0…1 and asks `elements(at:)` and
/// `contentOffset(at:)` each frame. Everything is worked out once in `init`
/// from the visible rects of the old and new views.
///
/// Coordinate spaces: the old layout's content space (at `oldOffset`), the
/// new layout's (at `newOffset`), and the viewport, in which the animation
/// interpolates (so that what is on screen moves smoothly while the offset
/// changes). The returned attributes are in content coordinates for
/// `contentOffset(at: t)`. At progress 0 the surviving items have exactly
/// their old attributes; at 1 the elements are exactly those the new layout
/// shows in its visible rect (deleted and departed items are gone).
public struct UpdateAnimator: Sendable {
    /// One element's journey, in viewport coordinates, plus its exact ends.
    struct Track: Sendable {
        var id: ElementID
        var change: AnimatedElement.Change
        /// The start, relative to the viewport.
        var from: LayoutAttributes
        /// The end, relative to the viewport.
        var to: LayoutAttributes
        /// The start in old content coordinates, when the old view places it.
        var exactFrom: LayoutAttributes?
        /// The end in new content coordinates, when the new view shows it.
        var exactTo: LayoutAttributes?
    }

    /// The content offset before the update.
    public let oldOffset: Point
    /// The content offset after the update (see `anchoredOffset`).
    public let newOffset: Point
    /// The viewport size, the same before and after.
    public let viewport: Size
    var tracks: [Track]

    /// An animation from `old` (prepared for `oldDataset`, shown at
    /// `oldOffset`) to `new` (prepared for `newDataset`, shown at
    /// `newOffset`), items matched through `mapping`. The datasets are the
    /// ones the layouts were prepared with (flattened for layouts that take
    /// one section); `old` and `new` may be one object only if it has not
    /// been prepared again in between — pass two layouts.
    ///
    /// - Complexity: two rect queries, O(log n + k), plus O(k) for the k
    ///   elements visible before or after; nothing proportional to n.
    public init(old: any CollectionLayout, oldDataset: Dataset, oldOffset: Point,
                new: any CollectionLayout, newDataset: Dataset, newOffset: Point,
                mapping: UpdateMapping, viewport: Size) {
        self.init(old: old, oldDataset: oldDataset, oldOffset: oldOffset,
                  oldElements: old.elements(in: Rect(origin: oldOffset, size: viewport), offset: oldOffset),
                  new: new, newDataset: newDataset, newOffset: newOffset,
                  newElements: new.elements(in: Rect(origin: newOffset, size: viewport), offset: newOffset),
                  mapping: mapping, viewport: viewport)
    }

    /// An animation of chosen elements: `oldElements` as `old` places them
    /// at `oldOffset` and `newElements` as `new` places them at `newOffset`
    /// (for example every element of the content, rather than those in the
    /// viewport). At progress 0 the frame is `oldElements` (plus the items
    /// `newElements` brings, at their old or appearing attributes); at 1 it
    /// is exactly `newElements`.
    ///
    /// - Complexity: O(k) for the k elements given.
    public init(old: any CollectionLayout, oldDataset: Dataset, oldOffset: Point, oldElements: [LayoutAttributes],
                new: any CollectionLayout, newDataset: Dataset, newOffset: Point, newElements: [LayoutAttributes],
                mapping: UpdateMapping, viewport: Size) {
        self.oldOffset = oldOffset
        self.newOffset = newOffset
        self.viewport = viewport
        let oldVisible = oldElements
        let newVisible = newElements
        let toOld = Point(x: -oldOffset.x, y: -oldOffset.y)
        let toNew = Point(x: -newOffset.x, y: -newOffset.y)

        var newByID: [ElementID: LayoutAttributes] = [:]
        newByID.reserveCapacity(newVisible.count)
        for e in newVisible {
            guard let id = newDataset.elementID(for: e), newByID[id] == nil else { continue }
            newByID[id] = e
        }
        var tracks: [Track] = []
        tracks.reserveCapacity(oldVisible.count + newVisible.count)
        var seen = Set<ElementID>()
        for e in oldVisible {
            guard let id = oldDataset.elementID(for: e), seen.insert(id).inserted else { continue }
            let disappearing = old.finalAttributesForDisappearingItem(e, offset: oldOffset).offsetBy(toOld)
            if e.category != .cell {
                let end = newByID[id]
                tracks.append(Track(id: id, change: .survives, from: e.offsetBy(toOld),
                                    to: end?.offsetBy(toNew) ?? Self.transparent(e.offsetBy(toOld)),
                                    exactFrom: e, exactTo: end))
                continue
            }
            guard let path = mapping.newIndexPath(ofOld: e.indexPath) else {
                tracks.append(Track(id: id, change: .disappears, from: e.offsetBy(toOld), to: disappearing,
                                    exactFrom: e, exactTo: nil))
                continue
            }
            let shown = newByID[id]
            let end = shown ?? new.attributesForItem(at: path, offset: newOffset)
            var from = e.offsetBy(toOld)
            from.indexPath = path
            var exactFrom = e
            exactFrom.indexPath = path
            var to = end?.offsetBy(toNew) ?? disappearing
            to.indexPath = path
            tracks.append(Track(id: id, change: .survives, from: from, to: to, exactFrom: exactFrom, exactTo: shown))
        }
        for e in newVisible {
            guard let id = newDataset.elementID(for: e), seen.insert(id).inserted else { continue }
            let appearing = new.initialAttributesForAppearingItem(e, offset: newOffset).offsetBy(toNew)
            if e.category != .cell {
                tracks.append(Track(id: id, change: .survives, from: Self.transparent(e.offsetBy(toNew)),
                                    to: e.offsetBy(toNew), exactFrom: nil, exactTo: e))
                continue
            }
            guard let oldPath = mapping.oldIndexPath(ofNew: e.indexPath) else {
                tracks.append(Track(id: id, change: .appears, from: appearing, to: e.offsetBy(toNew),
                                    exactFrom: nil, exactTo: e))
                continue
            }
            let start = old.attributesForItem(at: oldPath, offset: oldOffset)
            var from = start?.offsetBy(toOld) ?? appearing
            from.indexPath = e.indexPath
            var exactFrom = start
            exactFrom?.indexPath = e.indexPath
            tracks.append(Track(id: id, change: .survives, from: from, to: e.offsetBy(toNew),
                                exactFrom: exactFrom, exactTo: e))
        }
        self.tracks = tracks
    }

    /// The content offset at `progress` (clamped to 0…1): the old offset
    /// moving linearly to the new one.
    ///
    /// - Complexity: O(1).
    public func contentOffset(at progress: Double) -> Point {
        let t = min(1, max(0, progress))
        if t == 0 { return oldOffset }
        if t == 1 { return newOffset }
        return Point(x: oldOffset.x + (newOffset.x - oldOffset.x) * t, y: oldOffset.y + (newOffset.y - oldOffset.y) * t)
    }

    /// The elements to draw at `progress` (clamped to 0…1), in content
    /// coordinates for `contentOffset(at: progress)`, in no particular order
    /// (draw by zIndex). At 0: the old visible elements exactly as the old
    /// layout placed them, items about to come into view at their old
    /// attributes and inserted ones at their appearing attributes. At 1: the
    /// new layout's visible elements exactly. In between, each element is
    /// `LayoutAttributes.interpolate` of its two ends, relative to the viewport.
    ///
    /// - Complexity: O(k) for the k elements visible before or after.
    public func elements(at progress: Double) -> [AnimatedElement] {
        let t = min(1, max(0, progress))
        let offset = contentOffset(at: t)
        var out: [AnimatedElement] = []
        out.reserveCapacity(tracks.count)
        for track in tracks {
            let attributes: LayoutAttributes
            if t == 1 {
                guard let end = track.exactTo else { continue }
                attributes = end
            } else if t == 0 {
                attributes = track.exactFrom ?? track.from.offsetBy(offset)
            } else {
                attributes = LayoutAttributes.interpolate(track.from, track.to, progress: t).offsetBy(offset)
            }
            out.append(AnimatedElement(id: track.id, attributes: attributes, change: track.change))
        }
        return out
    }

    /// The ids of the elements taking part, with what the update does to each.
    ///
    /// - Complexity: O(k).
    public var changes: [ElementID: AnimatedElement.Change] {
        Dictionary(tracks.map { ($0.id, $0.change) }, uniquingKeysWith: { a, _ in a })
    }

    private static func transparent(_ a: LayoutAttributes) -> LayoutAttributes {
        var r = a
        r.alpha = 0
        return r
    }
}
